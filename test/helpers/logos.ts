import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PERSONALISATION_LIMITS } from '../../src/shared/personalisation';

export const dataUrl = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** A genuine PNG of random noise as close under the byte cap as its side allows: the costliest logo. */
export async function largestLogo(): Promise<string> {
  for (let side = 140; ; side -= 4) {
    const png = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: '#0f766e',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    if (png.length <= PERSONALISATION_LIMITS.logoBytes) return dataUrl('image/png', png);
  }
}

/** A PNG of random black and white dots, 512 px square: 33 KB as sent, about 200 KB as the server's WebP. */
export async function speckledLogo(): Promise<string> {
  const side = 512;
  const dots = Buffer.from(randomBytes(side * side).map((byte) => (byte & 1 ? 255 : 0)));
  const png = await sharp(dots, { raw: { width: side, height: side, channels: 1 } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
  return dataUrl('image/png', png);
}
