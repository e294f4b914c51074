/** The contact form's messages, word for word from the spec's error catalogue (section 8). */
export const contactMessages = {
  missingFields: 'Please fill in all required fields (Name, Email, and Message).',
  serverError: 'Failed to send message. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  saveFailed: 'Failed to save message for offline submission. Please try again when online.',
  offline:
    'You are offline. Your message has been saved and will be sent when you reconnect to the internet.',
  success: 'Thank you for your message! We will get back to you within 24 hours.',
} as const;
