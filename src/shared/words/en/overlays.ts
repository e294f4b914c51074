/** The status pill, install card and offline offer in English (their own chunk: decision 061). */
export const overlayMessages = {
  status: {
    online: 'Online',
    offline: 'Offline',
    installed: 'App Installed',
    install: 'Install App',
  },
  installCard: {
    title: 'Install our app',
    text: 'Open our templates and your cart from your home screen, even with no signal. It takes no space to speak of.',
    install: 'Install',
    later: 'Maybe later',
    close: 'Close',
  },
  offlineOffer: {
    keep: 'Keep this site for offline use',
    saving: 'Saving for offline use…',
    kept: 'Kept for offline use',
  },
  update: 'New version available! Refresh to update?',
};

export type OverlayMessages = typeof overlayMessages;
