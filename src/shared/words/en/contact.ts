/** The contact form and the technology logos beside it. */
export const contact = {
  title: 'Send us a message',
  requiredNote: 'Fields marked {mark} are required.',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  service: 'Service',
  optional: '(optional)',
  notSure: 'Not sure yet',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  sendAnother: 'Send Another Message',
  // Word for word from the spec's error catalogue (section 8).
  outcomes: {
    missingFields: 'Please fill in all required fields (Name, Email, and Message).',
    serverError: 'Failed to send message. Please try again.',
    network: 'Network error. Please check your connection and try again.',
    saveFailed: 'Failed to save message for offline submission. Please try again when online.',
    savedForServer:
      'Our server cannot take messages just now. Your message has been saved and will be sent later.',
    offline:
      'You are offline. Your message has been saved and will be sent when you reconnect to the internet.',
    success: 'Thank you for your message! We will get back to you within 24 hours.',
  },
  technologies: {
    list: 'Technologies we work with',
    play: 'Play logo animation',
    pause: 'Pause logo animation',
  },
};
