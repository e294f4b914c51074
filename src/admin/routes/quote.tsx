import { Link, useLoaderData } from 'react-router';
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import { formatMoney, kina } from '../../shared/money';
import { type QuoteDetail, adminApi } from '../../shared/schemas/admin';
import { api, attempt } from '../api';
import { Customer } from '../components/quote/customer';
import { History } from '../components/quote/history';
import { AcceptLinks } from '../components/quote/accept-links';
import { Invoices } from '../components/quote/invoices';
import { Items } from '../components/quote/items';
import { Personalisations } from '../components/quote/personalisations';
import { Reply } from '../components/quote/reply';
import { StatusAndNote } from '../components/quote/status-and-note';
import { Trees } from '../components/quote/trees';
import { Websites } from '../components/quote/websites';
import { WhatsApp } from '../components/quote/whatsapp';
import { Badge, Loading, PageError, StatusBadge, linkStyles, overdueTone } from '../components/ui';
import { formatTime } from '../format';
import { adminMeta } from '../meta';

// One quote: the loader, the action the panels post to (reply, whatsapp, update) and the layout;
// each panel is its own file in components/quote.

export const meta = ({ params }: { params: { reference?: string } }) =>
  adminMeta(params.reference ?? 'Quote');

export async function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  return api<QuoteDetail>(adminApi.quote(params.reference ?? ''), { request });
}

export async function clientAction({ params, request }: ClientActionFunctionArgs) {
  const reference = params.reference ?? '';
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  switch (field('intent')) {
    case 'reply':
      return attempt(async () => {
        await api(adminApi.quoteReply(reference), {
          method: 'POST',
          body: { text: field('text'), acceptLink: field('acceptLink') === 'yes' },
          request,
        });
      });
    case 'revoke-link':
      return attempt(async () => {
        await api(adminApi.acceptLink(reference, Number(field('link'))), {
          method: 'DELETE',
          request,
        });
        return 'Link revoked.';
      });
    case 'invoice':
      return attempt(async () => {
        await api(adminApi.quoteInvoices(reference), {
          method: 'POST',
          body: { kind: field('kind'), draft: field('draft') || undefined },
          request,
        });
        return 'Invoice issued and mailed.';
      });
    case 'payment':
      return attempt(async () => {
        await api(adminApi.invoicePayments(field('invoice')), {
          method: 'POST',
          body: {
            amount: field('amount'),
            paidOn: field('paidOn'),
            method: field('method'),
            bankReference: field('bankReference'),
          },
          request,
        });
        return 'Payment recorded.';
      });
    case 'credit-note':
      return attempt(async () => {
        await api(adminApi.invoiceCreditNote(field('invoice')), {
          method: 'POST',
          body: { reason: field('reason'), note: field('note') },
          request,
        });
        return 'Credit note issued: the invoice is cancelled.';
      });
    case 'delivered':
      return attempt(async () => {
        await api(adminApi.quoteDelivered(reference), {
          method: 'POST',
          body: { siteUrl: field('siteUrl') },
          request,
        });
        return 'Marked delivered, and the customer mailed.';
      });
    case 'deliver-now':
      return attempt(async () => {
        await api(adminApi.quoteSites(reference), { method: 'POST', request });
        return 'The sites are being published; the customer is mailed once they are live.';
      });
    case 'site':
      return attempt(async () => {
        const status = field('status');
        await api(adminApi.site(Number(field('site'))), {
          method: 'PATCH',
          body: status ? { status } : { label: field('label') },
          request,
        });
        return status === 'suspended'
          ? 'Suspended: visitors see a neutral page.'
          : status === 'live'
            ? 'Resumed.'
            : 'Address changed: the site is published there in a moment.';
      });
    case 'site-loyalty':
      return attempt(async () => {
        const on = field('loyalty') === 'on';
        await api(adminApi.site(Number(field('site'))), {
          method: 'PATCH',
          body: { loyalty: on },
          request,
        });
        return on
          ? 'Paradise Rewards is on: the site shows it in a moment.'
          : 'Paradise Rewards is off: in a moment the site no longer shows it; its members are kept.';
      });
    case 'site-domain':
      return attempt(async () => {
        const id = Number(field('site'));
        const domain = field('domain');
        const detail = await api<QuoteDetail>(adminApi.site(id), {
          method: 'PATCH',
          body: { domain },
          request,
        });
        const given = detail.sites.find((site) => site.id === id)?.domain;
        return !given
          ? 'Domain taken off: the site is served at its own address.'
          : given.verified
            ? `Its DNS points here: the site is served at ${given.name} over HTTPS.`
            : 'Saved: the site is served there once its DNS record points here.';
      });
    case 'revoke-customer-links':
      return attempt(async () => {
        await api(adminApi.quoteCustomerLinks(reference), { method: 'DELETE', request });
        return 'The links in earlier mails no longer open anything, and reminders carry none.';
      });
    case 'reminder-links':
      return attempt(async () => {
        await api(adminApi.quoteCustomerLinks(reference), {
          method: 'PATCH',
          body: { inReminders: true },
          request,
        });
        return 'Reminders carry links again.';
      });
    case 'reminders':
      return attempt(async () => {
        await api(adminApi.quoteReminders(reference), {
          method: 'PATCH',
          body: { on: field('on') === 'yes' },
          request,
        });
      });
    case 'whatsapp':
      return attempt(async () => {
        await api(adminApi.quoteWhatsApp(reference), {
          method: 'POST',
          body: { template: field('template'), lang: field('lang') },
          request,
        });
      });
    default:
      return attempt(async () => {
        await api(adminApi.quote(reference), {
          method: 'PATCH',
          body: { status: field('status'), note: field('note') },
          request,
        });
        return 'Saved.';
      });
  }
}

export default function QuotePage() {
  const quote = useLoaderData<typeof clientLoader>();
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/quotes" className={linkStyles}>
          All quotes
        </Link>
      </p>
      <div className="mb-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{quote.reference}</h1>
          <StatusBadge status={quote.status} />
          {quote.overdue && <Badge tone={overdueTone}>Overdue</Badge>}
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {formatMoney(kina(quote.totalAmount))} · received {formatTime(quote.receivedAt)}
          {quote.firstAnsweredAt && <> · first answered {formatTime(quote.firstAnsweredAt)}</>}
          {quote.acceptedAt && <> · accepted by the customer {formatTime(quote.acceptedAt)}</>}
        </p>
      </div>
      {/* Phones read one column in the order of work; laptops see the quote beside the answer,
          the history under the quote (its row takes the height the answer column needs). */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:grid-rows-[auto_auto_auto_1fr] lg:items-start lg:gap-6">
        <div className="lg:col-start-1 lg:row-start-1">
          <Customer quote={quote} />
        </div>
        <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-2 lg:gap-6">
          <Items quote={quote} />
          <Personalisations quote={quote} />
        </div>
        <div className="lg:col-start-1 lg:row-start-3">
          <Trees quote={quote} />
        </div>
        <div className="flex flex-col gap-4 lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:gap-6">
          <Invoices quote={quote} />
          <Websites quote={quote} />
          <Reply quote={quote} />
          <AcceptLinks quote={quote} />
          <WhatsApp quote={quote} />
          <StatusAndNote quote={quote} />
        </div>
        <div className="lg:col-start-1 lg:row-start-4">
          <History events={quote.history} />
        </div>
      </div>
    </>
  );
}

export const HydrateFallback = Loading;
export const ErrorBoundary = PageError;
