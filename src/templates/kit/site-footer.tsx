import type { ReactNode } from 'react';
import type { FooterColumn, FooterLink, Theme } from './theme';

/** The site's footer: name and blurb, columns of links or lines, and a closing line. */
export function SiteFooter({
  theme,
  name,
  logo,
  tagline,
  columns,
  note,
}: {
  theme: Theme;
  name: string;
  logo?: ReactNode;
  tagline: string;
  columns: readonly FooterColumn[];
  /** The closing line; defaults to a copyright with "Sample content". */
  note?: string;
}) {
  return (
    <footer className={`${theme.footer.bg} ${theme.footer.text}`}>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-1">
          <p className={`flex items-center gap-2 text-lg ${theme.heading} ${theme.footer.heading}`}>
            {logo}
            {name}
          </p>
          <p className="mt-3 text-sm leading-6">{tagline}</p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className={`text-sm font-semibold tracking-wide uppercase ${theme.footer.heading}`}>
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.items.map((item) => (
                <li key={typeof item === 'string' ? item : item.label}>
                  {typeof item === 'string' ? item : <FooterAnchor link={item} />}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-current/15 px-4 py-6 text-center text-xs">
        {note ?? `© ${name}. Sample content for a website template.`}
      </p>
    </footer>
  );
}

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.external) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className="underline-offset-4 hover:underline"
      >
        {link.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={link.href} className="underline-offset-4 hover:underline">
      {link.label}
    </a>
  );
}
