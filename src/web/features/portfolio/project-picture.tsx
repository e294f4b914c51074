import { useEffect, useRef, useState } from 'react';
import type { PortfolioProject } from '../../../shared/portfolio';

/** "PNG Jobs Connect" is "PJ": the first letters of its first two words. */
export const projectInitials = (title: string): string =>
  title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

// The card's width: the whole column on phones, half the row from sm, a third of max-w-6xl from lg.
const CARD_SIZES =
  '(min-width: 1024px) 347px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)';

/**
 * A project's picture over a placeholder of its initials. When the picture cannot load (offline
 * and not kept, or gone), it is removed and the placeholder shows: never a broken-image glyph.
 * The placeholder is drawn beneath from the first paint, so a picture that fails before the page
 * has woken shows it too (the pictures cover it whole when they load).
 */
export function ProjectPicture({ project, eager }: { project: PortfolioProject; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // It may have failed before the page woke up (no error event reaches React then).
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <div className="relative aspect-[8/5] overflow-hidden">
      <div
        data-placeholder
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-brand-100 to-stone-200 text-4xl font-bold tracking-tight text-brand-800"
      >
        {projectInitials(project.title)}
      </div>
      {failed || project.image === null ? null : (
        <img
          ref={ref}
          src={project.image}
          {...(project.srcSet ? { srcSet: project.srcSet, sizes: CARD_SIZES } : {})}
          alt=""
          width={640}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          className="relative h-auto w-full object-cover"
        />
      )}
    </div>
  );
}
