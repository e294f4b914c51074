import { ExternalLink, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../../shared/brand';
import { containerStyles } from '../../components/ui/styles';
import { services } from '../services';
import { Logo } from './logo';

const footerLink =
  'rounded-sm text-sm text-stone-300 transition-colors hover:text-white hover:underline underline-offset-4';
const headingStyles = 'text-sm font-semibold tracking-wide text-white uppercase';

export function SiteFooter() {
  return (
    <footer className="bg-stone-950 text-stone-300">
      <div className={`${containerStyles} grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4`}>
        <div className="space-y-4">
          <Link to="/" className="inline-block rounded-lg">
            <Logo tone="light" />
          </Link>
          <p className="max-w-xs text-sm leading-6 text-stone-400">{brand.tagline}</p>
          <p className="text-sm text-stone-400">
            {brand.city}, {brand.country}
          </p>
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingStyles}>
            Services
          </h2>
          <ul className="mt-4 space-y-3">
            {services.map((service) => (
              <li key={service.id}>
                <Link to="/products" className={footerLink}>
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={headingStyles}>
            Legal
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/privacy-policy" className={footerLink}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-use" className={footerLink}>
                Terms of Use
              </Link>
            </li>
            <li>
              <Link to="/legal" className={footerLink}>
                Legal Information
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={headingStyles}>Get in touch</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a
                href={`mailto:${brand.mailboxes.support}`}
                className={`${footerLink} inline-flex items-center gap-2 break-all`}
              >
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                {brand.mailboxes.support}
              </a>
            </li>
            <li>
              <a
                href={`tel:${brand.phone.tel}`}
                className={`${footerLink} inline-flex items-center gap-2`}
              >
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {brand.phone.display}
              </a>
            </li>
            <li className="text-sm text-stone-400">{brand.hours}</li>
          </ul>
          <ul className="mt-6 flex flex-wrap gap-3" aria-label="Social media">
            {brand.socials.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-stone-700 px-4 text-sm text-stone-200 transition-colors hover:border-stone-400 hover:text-white"
                >
                  {social.label}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div
          className={`${containerStyles} flex flex-col gap-2 py-6 text-xs text-stone-400 sm:flex-row sm:items-center sm:justify-between`}
        >
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {brand.legalName}.
            All rights reserved.
          </p>
          <p>Every project funds a tree planted in Papua New Guinea.</p>
        </div>
      </div>
    </footer>
  );
}
