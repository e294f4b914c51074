import type { ReactNode } from 'react';
import { useFill } from './identity';

/** Paragraphs of page copy, each filled from the identity ({name}, {town} and so on), then anything else. */
export function Prose({
  paragraphs,
  className = '',
  children,
}: {
  paragraphs: readonly string[];
  /** Spacing, size and grid placement, e.g. 'space-y-5 lg:col-span-3'. */
  className?: string;
  children?: ReactNode;
}) {
  const fill = useFill();
  return (
    <div className={`text-lg leading-8 ${className}`}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{fill(paragraph)}</p>
      ))}
      {children}
    </div>
  );
}
