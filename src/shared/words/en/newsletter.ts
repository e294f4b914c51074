import { contact } from './contact';

/** The newsletter signup form. */
export const newsletter = {
  form: 'Newsletter signup',
  email: 'Email address',
  emailPlaceholder: 'you@business.com.pg',
  name: 'Name',
  optional: '(optional)',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  tryAgain: 'Try again',
  // Word for word from the spec's error catalogue (section 8).
  outcomes: {
    invalidEmail: 'Please enter a valid email address.',
    serverError: 'Failed to subscribe. Please try again.',
    network: contact.outcomes.network,
    saveFailed: 'Failed to save subscription for offline processing. Please try again when online.',
    savedForServer:
      'Our server cannot take subscriptions just now. Your subscription has been saved and will be processed later.',
    offline:
      'You are offline. Your subscription has been saved and will be processed when you reconnect to the internet.',
    success: 'Thank you for subscribing! You will receive our latest updates and insights.',
  },
};
