// Powerful browser features the site never uses: off for our pages and anything they embed.
const UNUSED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Every feature off; `payment` only for the page itself, and only where a payment script runs. */
export function permissionsPolicy({ payment = false }: { payment?: boolean } = {}): string {
  return [
    ...UNUSED_FEATURES.map((feature) => `${feature}=()`),
    `payment=(${payment ? 'self' : ''})`,
  ]
    .sort()
    .join(', ');
}
