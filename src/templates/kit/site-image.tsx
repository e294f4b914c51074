import { useFill } from './identity';
import type { KitImage, Theme } from './theme';

/** One of the site's images below the fold: sized, lazy, rounded like the theme; its alt may say {name}. */
export function SiteImage({
  theme,
  image,
  className = '',
}: {
  theme: Theme;
  image: KitImage;
  className?: string;
}) {
  const fill = useFill();
  return (
    <img
      src={image.src}
      alt={fill(image.alt)}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={`h-auto w-full ${theme.radius} ${className}`}
    />
  );
}
