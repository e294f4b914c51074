import { Mail, Phone } from 'lucide-react';
import { brand } from '../../../shared/brand';
import { fill } from '../../../shared/i18n/format';
import { useMessages } from '../../i18n';
import { legalMailboxes } from '../../../shared/legal-facts';

const listBox = 'divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white';
const contactLink =
  'inline-flex min-h-11 max-w-full items-center gap-2 font-semibold break-all text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';

/** The legal response times (spec section 9), as a definition list. */
export function ResponseTimes() {
  const { responseTimes } = useMessages('legal');
  return (
    <dl className={listBox}>
      {responseTimes.map((item) => (
        <div key={item.topic} className="flex items-start justify-between gap-4 p-4">
          <dt className="min-w-0">
            <span className="font-semibold text-stone-950">{item.topic}</span>
            <span className="mt-0.5 block text-sm leading-6 text-stone-600">{item.detail}</span>
          </dt>
          <dd className="shrink-0 text-lg font-bold whitespace-nowrap text-brand-800">
            {item.time}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every legal mailbox and the phone line, each as a link. */
export function LegalContacts() {
  const m = useMessages('legal');
  return (
    <ul className={listBox}>
      {legalMailboxes.map((mailbox) => {
        const address = brand.mailboxes[mailbox];
        return (
          <li key={mailbox} className="px-4 py-3">
            <p className="text-sm text-stone-600">{m.contactPurposes[mailbox]}</p>
            <a href={`mailto:${address}`} className={contactLink}>
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {address}
            </a>
          </li>
        );
      })}
      <li className="px-4 py-3">
        <p className="text-sm text-stone-600">{fill(m.phone, { hours: m.hours })}</p>
        <a href={`tel:${brand.phone.tel}`} className={contactLink}>
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          {brand.phone.display}
        </a>
      </li>
    </ul>
  );
}
