/** The page the service worker shows for a page not saved for offline use. */
export const offline = {
  meta: {
    title: 'You are offline',
    description:
      'This page has not been saved on your device yet. The pages you visited still open.',
  },
  heading: 'You are offline',
  text: 'This page has not been saved on your device yet, so it needs a connection. The pages below open without one, and anything you send from our forms is kept and sent when you are back online.',
  savedPages: {
    home: 'Home',
    templates: 'Website templates',
    portfolio: 'Portfolio',
    quote: 'Your quote',
  },
  tryAgain: 'Try again',
};
