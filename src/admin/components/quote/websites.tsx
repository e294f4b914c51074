import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { AdminSite, QuoteDetail } from '../../../shared/schemas/admin';
import type { ActionResult } from '../../api';
import { DomainState, englishDomainWords } from '../site-domain';
import {
  Badge,
  Feedback,
  inputStyles,
  labelStyles,
  linkStyles,
  Section,
  smallButtonStyles,
} from '../ui';

// The order's delivered sites (issue 46): each made when the order was paid in full, or when staff
// pressed "Deliver now"; staff suspend and resume one, give it another address, or the customer's
// own domain, and turn a resort's loyalty programme on or off (decision 138).

const statusBadges = {
  live: { tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200', label: 'Live' },
  suspended: { tone: 'bg-amber-50 text-amber-900 ring-amber-200', label: 'Suspended' },
  publishing: { tone: 'bg-sky-50 text-sky-800 ring-sky-200', label: 'Publishing' },
  failed: { tone: 'bg-red-50 text-red-800 ring-red-200', label: 'Not published' },
} as const;

const badgeOf = (site: AdminSite) =>
  site.status === 'suspended'
    ? statusBadges.suspended
    : site.error
      ? statusBadges.failed
      : site.published
        ? statusBadges.live
        : statusBadges.publishing;

/** One name of a site (its address's label, or the customer's domain), changed on its own. */
function SiteField({
  site,
  intent,
  name,
  label,
  value,
  placeholder,
  submit,
  children,
}: {
  site: AdminSite;
  intent: string;
  name: string;
  label: string;
  value: string;
  placeholder?: string;
  submit: string;
  children?: ReactNode;
}) {
  const fetcher = useFetcher<ActionResult>();
  const id = `site-${name}-${site.id}`;
  return (
    <fetcher.Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="site" value={site.id} />
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          name={name}
          defaultValue={value}
          placeholder={placeholder}
          autoCapitalize="none"
          spellCheck={false}
          className={`${inputStyles} min-w-0 flex-1 basis-60`}
        />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className={smallButtonStyles.secondary}
        >
          {submit}
        </button>
      </div>
      {children}
      <Feedback fetcher={fetcher} className="" />
    </fetcher.Form>
  );
}

/** A resort's loyalty programme, on or off for this site (decision 138): a switch staff press. */
function LoyaltySwitch({ site, loyalty }: { site: AdminSite; loyalty: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" className="grid justify-items-start gap-1">
      <input type="hidden" name="intent" value="site-loyalty" />
      <input type="hidden" name="site" value={site.id} />
      <input type="hidden" name="loyalty" value={loyalty ? 'off' : 'on'} />
      <button
        type="submit"
        role="switch"
        aria-checked={loyalty}
        aria-describedby={`site-loyalty-${site.id}`}
        disabled={busy}
        className={smallButtonStyles.secondary}
      >
        <span
          aria-hidden="true"
          className={`inline-flex h-5 w-9 items-center rounded-full p-0.5 transition-colors ${loyalty ? 'justify-end bg-emerald-600' : 'justify-start bg-stone-300'}`}
        >
          <span className="size-4 rounded-full bg-white shadow-sm" />
        </span>
        Paradise Rewards loyalty programme
        {/* The switch says its state itself (aria-checked); the word is for the eye. */}
        <span aria-hidden="true" className="font-normal text-stone-600">
          {busy ? 'Saving…' : loyalty ? 'On' : 'Off'}
        </span>
      </button>
      <p id={`site-loyalty-${site.id}`} className="text-stone-600">
        Guests join and sign in on the site&apos;s own /rewards page; its members are the
        site&apos;s only.
      </p>
      <Feedback fetcher={fetcher} className="" />
    </fetcher.Form>
  );
}

function SiteRow({ site }: { site: AdminSite }) {
  const status = useFetcher<ActionResult>();
  const badge = badgeOf(site);
  return (
    <li className="grid gap-2 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={site.address}
          target="_blank"
          rel="noreferrer"
          className={`${linkStyles} break-all`}
        >
          {site.address}
        </a>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <p className="text-stone-600">
        The {site.template} template with the customer&apos;s details.
      </p>
      {site.error && <p className="text-red-800">The last publish failed: {site.error}</p>}
      <status.Form method="post">
        <input type="hidden" name="intent" value="site" />
        <input type="hidden" name="site" value={site.id} />
        <input type="hidden" name="status" value={site.status === 'live' ? 'suspended' : 'live'} />
        <button
          type="submit"
          disabled={status.state !== 'idle'}
          className={smallButtonStyles.secondary}
        >
          {site.status === 'live' ? 'Suspend' : 'Resume'}
        </button>
        <Feedback fetcher={status} />
      </status.Form>
      <SiteField
        site={site}
        intent="site"
        name="label"
        label="Address name"
        value={site.label}
        submit="Change address"
      />
      {site.loyalty !== null && <LoyaltySwitch site={site} loyalty={site.loyalty} />}
      <SiteField
        site={site}
        intent="site-domain"
        name="domain"
        label="The customer’s own domain"
        value={site.domain?.name ?? ''}
        placeholder="www.example.com.pg"
        submit={site.domain && !site.domain.verified ? 'Save and check' : 'Save domain'}
      >
        {site.domain && (
          <DomainState domain={site.domain} target={site.dnsTarget} words={englishDomainWords} />
        )}
      </SiteField>
    </li>
  );
}

export function Websites({ quote }: { quote: QuoteDetail }) {
  const deliver = useFetcher<ActionResult>();
  if (quote.sites.length === 0 && (quote.status !== 'won' || quote.deliveredAt)) return null;
  return (
    <Section title="Websites">
      {quote.sites.length > 0 ? (
        <ul aria-label="Websites" className="divide-y divide-stone-200">
          {quote.sites.map((site) => (
            <SiteRow key={site.id} site={site} />
          ))}
        </ul>
      ) : (
        <deliver.Form method="post" className="grid justify-items-start gap-2 text-sm">
          <input type="hidden" name="intent" value="deliver-now" />
          <p className="text-stone-600">
            The customer&apos;s sites are made and published by themselves once the order is paid in
            full. Deliver now to publish them before.
          </p>
          <button
            type="submit"
            disabled={deliver.state !== 'idle'}
            className={smallButtonStyles.primary}
          >
            Deliver now
          </button>
          <Feedback fetcher={deliver} />
        </deliver.Form>
      )}
    </Section>
  );
}
