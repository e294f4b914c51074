// The catalogue's card images: `<slug>.webp` (640 px wide) is the master; the build of the images
// (`npm run thumbnails`) writes each width below as AVIF and WebP beside it, so a phone downloads
// the size its screen needs in the smallest format it reads (decision 035).

export const THUMBNAIL_WIDTHS = [400, 640] as const;

/** A new template's card until an owner uploads a picture: a sketch of a site, with no words. */
export const NEW_TEMPLATE_IMAGE = '/images/templates/new-template.webp';
export type ThumbnailFormat = 'avif' | 'webp';

/** The file of one width and format: `/images/templates/hotel-400.avif`; the 640 WebP is the master. */
export function thumbnailUrl(master: string, width: number, format: ThumbnailFormat): string {
  if (width === 640 && format === 'webp') return master;
  return `${master.replace(/\.webp$/, '')}-${width}.${format}`;
}

/** A srcset listing every width of one format. */
export const thumbnailSrcSet = (master: string, format: ThumbnailFormat): string =>
  THUMBNAIL_WIDTHS.map((width) => `${thumbnailUrl(master, width, format)} ${width}w`).join(', ');
