/** Header, footer, language switch and offer, the not-found page: on every agency page. */
export const layout = {
  skipToContent: 'Skip to content',
  nav: {
    main: 'Main',
    about: 'About',
    services: 'Services',
    portfolio: 'Portfolio',
    templates: 'Templates',
    collaborators: 'Collaborators',
    contact: 'Contact',
    quote: 'Quote',
    quoteWithItems: {
      one: 'Quote, {count} template',
      other: 'Quote, {count} templates',
    },
    templatesInQuote: { one: 'template', other: 'templates' },
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  language: {
    label: 'Language',
    switchTo: 'Tok Pisin',
  },
  notFound: {
    title: 'Page not found',
    eyebrow: 'Error 404',
    text: 'The page you asked for does not exist. It may have moved, or the link may be wrong.',
    home: 'Go to the home page',
  },
  // The help chat's button and panel frame: its button comes right after the page, its
  // conversation (with its own words, by language) on first opening.
  chat: {
    open: 'Open help chat',
    close: 'Close help chat',
    title: 'Help chat',
    subtitle: '{brand} · quick answers, any time',
    loading: 'Loading the chat…',
    loadError: 'The chat could not load. Check your connection and try again, or email {email}.',
    tryAgain: 'Try again',
    closePanel: 'Close chat',
  },
};
