import { LayoutTemplate, Mail, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../../shared/brand';
import { fill } from '../../../shared/i18n/format';
import { buttonStyles } from '../../components/ui/styles';
import { useLocalPath, useMessages } from '../../i18n';
import { Island } from '../../islands/island';
import { Countdown } from './countdown';

/** Spec section 9: the countdown targets 6 hours after the page loads. */
const MAINTENANCE_MS = 6 * 60 * 60 * 1000;

const panel = 'rounded-3xl bg-stone-50 p-6 ring-1 ring-stone-200 sm:p-8';
const panelIcon = 'inline-flex size-11 items-center justify-center rounded-full';

/** The partner portal's maintenance notice: the countdown, what is going on, and who to ask. */
export function MaintenanceNotice() {
  const { whatsHappening, help } = useMessages('collaborators');
  const localPath = useLocalPath();
  return (
    <div className="space-y-6">
      <div className="rounded-3xl border border-stone-200 bg-white px-4 py-8 text-center shadow-sm sm:px-10 sm:py-12">
        <Island name="countdown" component={Countdown} props={{ durationMs: MAINTENANCE_MS }} />
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="maintenance-details-heading" className={panel}>
          <span className={`${panelIcon} bg-amber-100 text-amber-800`}>
            <Wrench className="size-5" aria-hidden="true" />
          </span>
          <h2 id="maintenance-details-heading" className="mt-4 text-xl font-semibold">
            {whatsHappening.heading}
          </h2>
          {whatsHappening.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7 text-stone-600">
              {paragraph}
            </p>
          ))}
        </section>

        <section aria-labelledby="maintenance-help-heading" className={panel}>
          <span className={`${panelIcon} bg-brand-100 text-brand-800`}>
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <h2 id="maintenance-help-heading" className="mt-4 text-xl font-semibold">
            {help.heading}
          </h2>
          <p className="mt-3 leading-7 text-stone-600">{fill(help.text, { hours: help.hours })}</p>
          <div className="mt-6 flex flex-col items-start gap-3">
            <a
              href={`mailto:${brand.mailboxes.partners}`}
              className={`${buttonStyles.primary} max-w-full break-all`}
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {brand.mailboxes.partners}
            </a>
            <Link to={localPath('/products')} className={buttonStyles.secondary}>
              <LayoutTemplate className="size-4" aria-hidden="true" />
              {help.browseTemplates}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
