import type { Translation } from '../translation';
import type { overlayMessages as english } from '../en/overlays';

/** The status pill, install card and offline offer in Tok Pisin. */
export const overlayMessages = {
  status: {
    online: 'Onlain',
    offline: 'Oflain',
    installed: 'Ap i stap long fon',
    install: 'Putim ap long fon',
  },
  installCard: {
    title: 'Putim ap bilong mipela long fon',
    text: 'Opim ol tempelet na kwot bilong yu long skrin bilong fon, maski intanet i no stap. Em i no kisim bikpela spes.',
    install: 'Putim long fon',
    later: 'Bihain',
    close: 'Pasim',
  },
  offlineOffer: {
    keep: 'Holim dispela websait bilong lukim oflain',
    saving: 'I wok long holim bilong oflain…',
    kept: 'Em i stap bilong lukim oflain',
  },
  update: 'Nupela vesen i redi! Kisim nau?',
} satisfies Translation<typeof english>;
