import { containerStyles } from '../../components/ui/styles';

/**
 * The top of an agency page: an eyebrow, the page's one h1, and a lead paragraph. `compact` for a
 * page whose own content must show first on a phone (the invoice leads with what to pay).
 */
export function PageIntro({
  eyebrow,
  title,
  compact = false,
  children,
}: {
  eyebrow?: string;
  title: string;
  compact?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section className="border-b border-stone-200 bg-stone-50">
      <div className={`${containerStyles} ${compact ? 'py-6 sm:py-10' : 'py-12 sm:py-16'}`}>
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1
          className={`mt-2 font-bold tracking-tight ${compact ? 'text-2xl sm:text-4xl' : 'text-3xl sm:text-5xl'}`}
        >
          {title}
        </h1>
        {children ? (
          <div className="mt-4 max-w-2xl text-lg leading-8 text-stone-600">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
