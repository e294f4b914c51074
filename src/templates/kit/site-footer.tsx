import { mailtoHref, telHref, useIdentity } from './identity';
import { Logo } from './logo';
import type { FooterColumn, FooterLink, Theme } from './theme';

/**
 * The site's footer: logo, name and tagline, the page's columns, a contact column (all four from
 * the identity), and a closing line.
 */
export function SiteFooter({
  theme,
  columns,
  contactTitle = 'Contact',
}: {
  theme: Theme;
  columns: readonly FooterColumn[];
  contactTitle?: string;
}) {
  const { name, tagline, phone, email, address } = useIdentity();
  const contact: FooterColumn = {
    title: contactTitle,
    items: [
      address,
      { label: phone, href: telHref(phone) },
      { label: email, href: mailtoHref(email) },
    ],
  };
  return (
    <footer className={`${theme.footer.bg} ${theme.footer.text}`}>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-1">
          <p className={`flex items-center gap-2 text-lg ${theme.heading} ${theme.footer.heading}`}>
            <Logo className="size-7" />
            {name}
          </p>
          <p className="mt-3 text-sm leading-6">{tagline}</p>
        </div>
        {[...columns, contact].map((column) => (
          <div key={column.title}>
            <h2 className={`text-sm font-semibold tracking-wide uppercase ${theme.footer.heading}`}>
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.items.map((item) => (
                <li key={typeof item === 'string' ? item : item.label} className="wrap-anywhere">
                  {typeof item === 'string' ? item : <FooterAnchor link={item} />}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-current/15 px-4 py-6 text-center text-xs">
        © {name}. Sample content for a website template.
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
