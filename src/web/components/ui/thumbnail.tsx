import { thumbnailSrcSet } from '../../../shared/images';

/**
 * A catalogue image in AVIF where the browser reads it, WebP otherwise, at the width `sizes` asks
 * for. Plain HTML that loads without any script: a picture below the fold waits through the
 * browser's own `loading="lazy"` (decision 118).
 */
export function Thumbnail({
  src,
  srcSet,
  sizes,
  alt,
  className,
  loading,
  fetchPriority,
  decoding,
  width,
  height,
}: {
  src: string;
  /** An uploaded picture's WebP sizes (decision 130): given, they replace the image's own. */
  srcSet?: string;
  /** The displayed width per breakpoint, as in the `sizes` attribute. */
  sizes: string;
  alt: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
  decoding?: 'async';
  width: number;
  height: number;
}) {
  return (
    <picture>
      {srcSet ? null : (
        <source type="image/avif" srcSet={thumbnailSrcSet(src, 'avif')} sizes={sizes} />
      )}
      <img
        src={src}
        srcSet={srcSet ?? thumbnailSrcSet(src, 'webp')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={decoding}
        className={className}
      />
    </picture>
  );
}
