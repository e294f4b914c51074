import type { ReactNode } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonStyles } from '../../web/components/ui/styles';
import type { OrderMoneyState } from '../../shared/order-money';
import type { QuoteStatus } from '../../shared/schemas/admin';
import { type ActionResult, ApiError } from '../api';
import { statusLabels } from '../format';
import { LoadingBlocks } from './frame';

// The inbox's small pieces: presentation only, the pages hold the knowledge.

export { buttonStyles };

export const smallButtonStyles = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-900 transition-colors hover:border-stone-400 hover:bg-stone-50 disabled:cursor-wait disabled:opacity-70',
} as const;

export const inputStyles =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-950 shadow-xs placeholder:text-stone-400 focus:border-brand-600 sm:text-sm';

export const labelStyles = 'block text-sm font-semibold text-stone-800';

export const linkStyles =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';

export const cardStyles = 'rounded-xl border border-stone-200 bg-white shadow-xs';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

/** The id of a section's heading, from its title: a link may lead to it. */
export const sectionId = (title: string): string =>
  `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;

export function Section({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = sectionId(title);
  return (
    <section aria-labelledby={id} className={`${cardStyles} p-4 sm:p-5 ${className}`}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The server's sentence when something failed. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {children}
    </p>
  );
}

/** A change that worked, read out by screen readers. */
export function Done({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900"
    >
      {children}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-stone-600">
      {children}
    </p>
  );
}

const statusColours: Record<QuoteStatus, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-200',
  contacted: 'bg-amber-50 text-amber-800 ring-amber-200',
  won: 'bg-brand-50 text-brand-800 ring-brand-200',
  lost: 'bg-stone-100 text-stone-700 ring-stone-300',
};

export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone}`}
    >
      {children}
    </span>
  );
}

export const overdueTone = 'bg-red-50 text-red-800 ring-red-200';

export function StatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge tone={statusColours[status]}>{statusLabels[status]}</Badge>;
}

const moneyBadges: Record<OrderMoneyState, { label: string; tone: string }> = {
  'not-invoiced': { label: 'Not invoiced', tone: 'bg-stone-100 text-stone-700 ring-stone-300' },
  invoiced: { label: 'Invoiced', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  'part-paid': { label: 'Part paid', tone: 'bg-sky-50 text-sky-900 ring-sky-200' },
  'deposit-paid': { label: 'Deposit paid', tone: 'bg-sky-50 text-sky-900 ring-sky-200' },
  paid: { label: 'Paid', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
};

/** A won order's money (decision 109): Paid only when nothing is due or left to invoice. */
export function MoneyBadge({ state }: { state: OrderMoneyState }) {
  const { label, tone } = moneyBadges[state];
  return <Badge tone={tone}>{label}</Badge>;
}

/** Previous / next through a list; `hrefFor` keeps the page's filters. */
export function Pagination({
  page,
  pageSize,
  total,
  hrefFor,
}: {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={smallButtonStyles.secondary}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-stone-600">
        Page {page} of {pages.toLocaleString('en-US')}
      </span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={smallButtonStyles.secondary}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Shown while a page's data arrives on first load. */
export const Loading = LoadingBlocks;

/** A page that could not load: the server's sentence, inside the inbox's navigation. */
export function PageError() {
  const error = useRouteError();
  let sentence = 'Something went wrong while showing this page.';
  if (error instanceof ApiError || (error instanceof Error && error.message)) {
    sentence = error.message;
  } else if (isRouteErrorResponse(error)) {
    sentence = typeof error.data === 'string' && error.data ? error.data : error.statusText;
  }
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">This page could not be shown</h1>
      <Alert>{sentence}</Alert>
      <Link to="/admin" className={smallButtonStyles.secondary}>
        Back to Today
      </Link>
    </div>
  );
}

/** What a form's change came to, under the form: the server's sentence, or the success note. */
export function Feedback({
  fetcher,
  className = 'mt-3',
}: {
  fetcher: { state: string; data?: ActionResult | undefined };
  className?: string;
}) {
  const { data } = fetcher;
  return (
    <div className={`${className} empty:hidden`}>
      {data && !data.ok && <Alert>{data.error}</Alert>}
      {data?.ok && fetcher.state === 'idle' && data.message && <Done>{data.message}</Done>}
    </div>
  );
}
