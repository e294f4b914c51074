/** The collaborators page's maintenance notice (spec sections 2 and 9). */
export const maintenanceNotice = {
  /** Spec section 9: the countdown targets 6 hours after the page loads. */
  durationMs: 6 * 60 * 60 * 1000,
  countdownLabel: 'Expected back in',
  units: 'hours, minutes and seconds',
  doneMessage:
    'Maintenance should be finished and the partner portal should be back. Refresh the page to check.',
  whatsHappening: [
    'We are upgrading the partner portal that verified partners use to share project files, track shared work and download our technology stack.',
    'Your account and files are safe. Nothing is lost while the portal is offline.',
  ],
} as const;
