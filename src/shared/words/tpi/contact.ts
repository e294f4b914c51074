import type { contact as english } from '../en/contact';
import type { Translation } from '../translation';

export const contact = {
  title: 'Salim toksave long mipela',
  requiredNote: 'Yu mas pulimapim ol hap i gat {mark}.',
  name: 'Nem',
  email: 'Imel',
  phone: 'Fon',
  service: 'Wok yu laikim',
  optional: '(sapos yu laik)',
  notSure: 'Mi no save yet',
  message: 'Toksave',
  send: 'Salim toksave',
  sending: 'I salim nau...',
  sendAnother: 'Salim narapela toksave',
  outcomes: {
    missingFields: 'Plis pulimapim olgeta hap yu mas pulimapim (Nem, Imel na Toksave).',
    serverError: 'Toksave i no go. Plis traim gen.',
    network: 'Intanet i gat rong. Plis lukim intanet bilong yu na traim gen.',
    saveFailed:
      'Mipela i no inap holim toksave bilong salim bihain. Plis traim gen taim yu onlain.',
    savedForServer:
      'Kompiuta bilong mipela i no inap kisim toksave nau. Mipela i holim toksave bilong yu, na bai em i go bihain.',
    offline:
      'Yu oflain nau. Mipela i holim toksave bilong yu, na bai em i go taim intanet i kam bek.',
    success: 'Tenkyu long toksave bilong yu! Bai mipela i bekim yu insait long 24 aua.',
  },
  technologies: {
    list: 'Ol tul mipela i save yusim',
    play: 'Muvim gen ol logo',
    pause: 'Stopim ol logo i muv',
  },
} satisfies Translation<typeof english>;
