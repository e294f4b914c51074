import { useEffect, useRef, useState } from 'react';
import { thumbnailSrcSet } from '../../../shared/images';

/** What a phone shows until a held-back picture is on screen: an empty gif, no download. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const PHONE = '(max-width: 639px)';

/**
 * Holds a picture back on phones until it scrolls into view. Chrome's own lazy loading fetches
 * pictures up to a screen and a half away, which on a catalogue costs a costly-data visitor two
 * thumbnails they may never see (decision 035).
 */
function useHeldUntilVisible(hold: boolean) {
  const ref = useRef<HTMLImageElement>(null);
  const [held, setHeld] = useState(hold);
  useEffect(() => {
    const image = ref.current;
    if (!held || !image) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setHeld(false);
    });
    observer.observe(image);
    return () => observer.disconnect();
  }, [held]);
  return { ref, held };
}

/** A catalogue image in AVIF where the browser reads it, WebP otherwise, at the width `sizes` asks for. */
export function Thumbnail({
  src,
  sizes,
  alt,
  className,
  loading,
  fetchPriority,
  decoding,
  width,
  height,
  holdOnPhones = false,
}: {
  src: string;
  /** The displayed width per breakpoint, as in the `sizes` attribute. */
  sizes: string;
  alt: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
  decoding?: 'async';
  width: number;
  height: number;
  /** On phones, download only once on screen (after the page has hydrated). */
  holdOnPhones?: boolean;
}) {
  const { ref, held } = useHeldUntilVisible(holdOnPhones);
  return (
    <picture>
      {held ? <source media={PHONE} srcSet={NOTHING} /> : null}
      <source type="image/avif" srcSet={thumbnailSrcSet(src, 'avif')} sizes={sizes} />
      <img
        ref={ref}
        src={src}
        srcSet={thumbnailSrcSet(src, 'webp')}
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
