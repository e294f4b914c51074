/** The newsletter's messages, word for word from the spec's error catalogue (section 8). */
export const newsletterMessages = {
  invalidEmail: 'Please enter a valid email address.',
  serverError: 'Failed to subscribe. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  saveFailed: 'Failed to save subscription for offline processing. Please try again when online.',
  offline:
    'You are offline. Your subscription has been saved and will be processed when you reconnect to the internet.',
  success: 'Thank you for subscribing! You will receive our latest updates and insights.',
} as const;
