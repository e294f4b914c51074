import type { newsletter as english } from '../en/newsletter';
import type { Translation } from '../translation';
import { contact } from './contact';

export const newsletter = {
  form: 'Putim nem bilong kisim niusleta',
  email: 'Adres bilong imel',
  emailPlaceholder: 'yu@bisnis.com.pg',
  name: 'Nem',
  optional: '(sapos yu laik)',
  subscribe: 'Putim nem',
  subscribing: 'I putim nem nau...',
  tryAgain: 'Traim gen',
  outcomes: {
    invalidEmail: 'Plis raitim stretpela adres bilong imel.',
    serverError: 'Putim nem i no wok. Plis traim gen.',
    network: contact.outcomes.network,
    saveFailed:
      'Mipela i no inap holim nem bilong yu bilong salim bihain. Plis traim gen taim yu onlain.',
    savedForServer:
      'Kompiuta bilong mipela i no inap kisim nem nau. Mipela i holim nem bilong yu, na bai em i go bihain.',
    offline: 'Yu oflain nau. Mipela i holim nem bilong yu, na bai em i go taim intanet i kam bek.',
    // The server's thanks adds the step to confirm (decision 040), so this says it too.
    success:
      'Tenkyu long putim nem! Bai yu kisim ol nupela toksave na tingting bilong mipela. Plis tok orait wantaim link mipela i salim long imel bilong yu nau.',
  },
} satisfies Translation<typeof english>;
