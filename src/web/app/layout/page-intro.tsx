import { containerStyles } from '../../components/ui/styles';

/** The top of an agency page: an eyebrow, the page's one h1, and a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="border-b border-stone-200 bg-stone-50">
      <div className={`${containerStyles} py-12 sm:py-16`}>
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children ? (
          <div className="mt-4 max-w-2xl text-lg leading-8 text-stone-600">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
