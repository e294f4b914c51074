// Debian's Chromium and the flags every headless run here uses (browsers are never downloaded).
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
