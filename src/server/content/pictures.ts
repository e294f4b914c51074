import type { Sharp } from 'sharp';
import { LOGO_LIMITS } from '../../shared/personalisation';
import { PICTURE_MAX_BYTES } from '../../shared/schemas/content';
import { type ImageBounds, type ServerLogo, logoOf, reencodeImage } from '../quotes/logos';

// A project's picture (decision 126): a phone's photo, decoded once at upload, kept as the
// editor's thumbnail (its id, in logos) and cut to the portfolio card's 8:5 box in the widths the
// page's srcset offers, each stored in the database and served at /media/<id>-<width>.webp.

/** The widths a card asks for: a third of the desktop row (347 px) and a phone's column at 2x. */
export const PICTURE_WIDTHS = [400, 800] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/** The card's box is 8:5 (project-picture.tsx): each size is cut to it. */
const heightOf = (width: number) => (width * 5) / 8;
// Photos, not logos: fine detail matters less than bytes on a 2G phone.
const PHOTO_QUALITY = 75;

export const PICTURE_BOUNDS: ImageBounds = {
  // A 12-megapixel phone photo (4032 x 3024) fits, with room.
  inputPixels: 4096 * 4096,
  inputSide: 8192,
  inputAspect: LOGO_LIMITS.inputAspect,
  refused: `The picture must be a PNG, JPEG or WebP image of ${PICTURE_MAX_BYTES / 1_000_000} MB or less that decodes whole.`,
  sideTooLong: 'The picture is too large: each side may have at most 8192 pixels.',
  tooNarrow:
    'The picture is too long and thin: its longer side may be at most 8 times its shorter side.',
  tooManyPixels:
    'The picture has too many pixels: it may have at most 4096 x 4096 pixels in all (about 16 megapixels).',
};

export interface PictureSize {
  width: PictureWidth;
  height: number;
  contentType: 'image/webp';
  bytes: Buffer;
}

/** An uploaded picture: its thumbnail (whose hash is its id) and its sizes for the pages. */
export interface ServerPicture {
  thumbnail: ServerLogo;
  sizes: PictureSize[];
}

/** Decodes a picture, refuses what does not decode whole, re-encodes its thumbnail and sizes. */
export const reencodePicture = (dataUrl: string): Promise<ServerPicture> =>
  reencodeImage(dataUrl, PICTURE_BOUNDS, async (image: () => Sharp) => {
    const thumbnail = await logoOf(image(), LOGO_LIMITS.storedPixels);
    const sizes: PictureSize[] = [];
    // One at a time: an upload holds at most one of the thread pool's threads.
    for (const width of PICTURE_WIDTHS) {
      const height = heightOf(width);
      const bytes = await image()
        .resize({ width, height, fit: 'cover', position: 'attention' })
        .webp({ quality: PHOTO_QUALITY })
        .toBuffer();
      sizes.push({ width, height, contentType: 'image/webp', bytes });
    }
    return { thumbnail, sizes };
  });

/** The address of a picture's size: immutable, as its id names its bytes. */
export const mediaPath = (picture: string, width: PictureWidth) =>
  `/media/${picture}-${width}.webp`;

/** The card's `src` and `srcset` for an uploaded picture. */
export const pictureSources = (picture: string) => ({
  image: mediaPath(picture, PICTURE_WIDTHS[0]),
  srcSet: PICTURE_WIDTHS.map((width) => `${mediaPath(picture, width)} ${width}w`).join(', '),
});
