import type { offline as english } from '../en/offline';
import type { Translation } from '../translation';

export const offline = {
  meta: {
    title: 'Yu oflain nau',
    description:
      'Dispela pes i no stap yet long fon o kompiuta bilong yu. Ol pes yu lukim pinis i save op yet.',
  },
  heading: 'Yu oflain nau',
  text: 'Dispela pes i no stap yet long fon o kompiuta bilong yu, olsem na em i nidim intanet. Ol pes i stap daunbilo i save op taim intanet i no stap. Olgeta samting yu salim long ol fom bilong mipela, bai mipela i holim na salim taim intanet i kam bek.',
  savedPages: {
    home: 'Fes pes',
    templates: 'Ol tempelet bilong websait',
    portfolio: 'Ol projek',
    quote: 'Kwot bilong yu',
  },
  tryAgain: 'Traim gen',
} satisfies Translation<typeof english>;
