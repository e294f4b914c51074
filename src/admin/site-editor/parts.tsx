import type { ReactNode } from 'react';
import { cardStyles } from '../components/ui';

// Pieces the site editor's sections share: a titled card, and what a request came to.

/** A card of the editor, titled (and named) by its heading, with an optional line under it. */
export function EditorSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardStyles} grid gap-3 p-5`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {intro && <p className="text-sm text-stone-700">{intro}</p>}
      {children}
    </section>
  );
}

/** What an editor's request came to, read out as it appears: why it failed, or what it did. */
export function Outcome({
  error,
  message,
  className = '',
}: {
  error?: string | undefined;
  message?: string | undefined;
  className?: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className={`${className} text-red-800`}>
          {error}
        </p>
      )}
      {message && (
        <p role="status" className={`${className} text-emerald-800`}>
          {message}
        </p>
      )}
    </>
  );
}
