import { ExternalLink, Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../../shared/brand';
import { fill } from '../../../shared/i18n/format';
import { whatsAppNumber } from '../../../shared/phone';
import { containerStyles } from '../../components/ui/styles';
import { useLocalPath, useMessages } from '../../i18n';
import { useSiteFacts } from '../../islands/page-content';
import { serviceIds } from '../services';
import { Logo } from './logo';

const footerLink =
  'rounded-sm text-sm text-stone-300 transition-colors hover:text-white hover:underline underline-offset-4';
const headingStyles = 'text-sm font-semibold tracking-wide text-white uppercase';

/** How to reach the agency: its email, phone, WhatsApp and hours (the content editor previews them too). */
export function FooterContacts({
  email,
  phone,
  tel,
  whatsapp,
  hours,
}: {
  email: string;
  phone: string;
  /** The phone number as a tel: link dials it: '+67571002040'. */
  tel: string;
  /** The WhatsApp number as wa.me wants it: '67571002040'. */
  whatsapp: string;
  hours: string;
}) {
  const chat = whatsAppNumber(`+${whatsapp}`);
  return (
    <ul className="mt-4 space-y-3">
      <li>
        <a
          href={`mailto:${email}`}
          className={`${footerLink} inline-flex items-center gap-2 break-all`}
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {email}
        </a>
      </li>
      <li>
        <a href={`tel:${tel}`} className={`${footerLink} inline-flex items-center gap-2`}>
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          {phone}
        </a>
      </li>
      <li>
        <a
          href={`https://wa.me/${whatsapp}`}
          className={`${footerLink} inline-flex items-center gap-2`}
        >
          <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
          WhatsApp {chat.ok ? chat.display : `+${whatsapp}`}
        </a>
      </li>
      <li className="text-sm text-stone-400">{hours}</li>
    </ul>
  );
}

export function SiteFooter() {
  const m = useMessages('footer');
  // The published facts (decision 124), as the layout gives them to the page.
  const facts = useSiteFacts();
  const localPath = useLocalPath();
  return (
    <footer className="bg-stone-950 text-stone-300">
      <div className={`${containerStyles} grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4`}>
        <div className="space-y-4">
          <Link to={localPath('/')} className="inline-block rounded-lg">
            <Logo tone="light" />
          </Link>
          <p className="max-w-xs text-sm leading-6 text-stone-400">{m.tagline}</p>
          <p className="text-sm text-stone-400">{m.place}</p>
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingStyles}>
            {m.servicesHeading}
          </h2>
          <ul className="mt-4 space-y-3">
            {serviceIds.map((id) => (
              <li key={id}>
                <Link to={localPath('/products')} className={footerLink}>
                  {m.services[id]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={headingStyles}>
            {m.legalHeading}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to={localPath('/privacy-policy')} className={footerLink}>
                {m.privacyPolicy}
              </Link>
            </li>
            <li>
              <Link to={localPath('/terms-of-use')} className={footerLink}>
                {m.termsOfUse}
              </Link>
            </li>
            <li>
              <Link to={localPath('/legal')} className={footerLink}>
                {m.legalInformation}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={headingStyles}>{m.getInTouch}</h2>
          <FooterContacts
            email={facts.supportEmail}
            phone={facts.phone.display}
            tel={facts.phone.tel}
            whatsapp={facts.whatsappNumber}
            hours={m.hours}
          />
          <ul className="mt-6 flex flex-wrap gap-3" aria-label={m.socialMedia}>
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
                  <span className="sr-only">{m.opensInNewTab}</span>
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
          {/* Prerendered with the build's year; a visit in a later year shows that year. */}
          <p suppressHydrationWarning>
            {fill(m.copyright, { year: new Date().getFullYear(), company: brand.legalName })}
          </p>
          <p>{m.treePledge}</p>
        </div>
      </div>
    </footer>
  );
}
