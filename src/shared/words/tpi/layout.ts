import type { layout as english } from '../en/layout';
import type { Translation } from '../translation';

export const layout = {
  skipToContent: 'Go stret long ol toktok',
  nav: {
    main: 'Ol pes',
    about: 'Long mipela',
    services: 'Ol wok',
    portfolio: 'Ol projek',
    templates: 'Ol tempelet',
    collaborators: 'Ol poroman',
    contact: 'Toktok wantaim mipela',
    quote: 'Kwot',
    quoteWithItems: {
      one: 'Kwot, {count} tempelet',
      other: 'Kwot, {count} tempelet',
    },
    templatesInQuote: { one: 'tempelet', other: 'tempelet' },
    openMenu: 'Opim menyu',
    closeMenu: 'Pasim menyu',
  },
  language: {
    label: 'Tok',
    switchTo: 'English',
  },
  notFound: {
    title: 'Pes i no stap',
    eyebrow: 'Rong 404',
    text: 'Pes yu painim i no stap. Ating ol i muvim, o link i no stret.',
    home: 'Go long fes pes',
  },
  chat: {
    open: 'Opim toktok bilong halivim',
    close: 'Pasim toktok bilong halivim',
    title: 'Toktok bilong halivim',
    subtitle: '{brand} · kwik bekim, olgeta taim',
    loading: 'Toktok i wok long kam…',
    loadError:
      'Toktok i no inap kam. Lukim intanet bilong yu na traim gen, o salim imel long {email}.',
    tryAgain: 'Traim gen',
    closePanel: 'Pasim toktok',
  },
} satisfies Translation<typeof english>;
