import { useEffect, useState } from 'react';
import { Link, useFetcher, useLoaderData } from 'react-router';
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import { langNames } from '../../shared/i18n/lang';
import { formatMoney } from '../../shared/money';
import { whatsAppLink, whatsAppNumber } from '../../shared/phone';
import { SAVED_REPLY_IDS, type SavedReplyId, savedReplies } from '../../shared/saved-replies';
import {
  QUOTE_STATUSES,
  type QuoteDetail,
  type QuoteEvent,
  type StoredPersonalisation,
  adminApi,
} from '../../shared/schemas/admin';
import { type ActionResult, api, attempt } from '../api';
import {
  Alert,
  Badge,
  Done,
  Loading,
  PageError,
  Section,
  StatusBadge,
  inputStyles,
  labelStyles,
  linkStyles,
  overdueTone,
  smallButtonStyles,
} from '../components/ui';
import { formatTime, statusLabels } from '../format';
import { adminMeta } from '../meta';

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
          body: { text: field('text') },
          request,
        });
      });
    case 'whatsapp':
      return attempt(async () => {
        await api(adminApi.quoteWhatsApp(reference), {
          method: 'POST',
          body: { template: field('template') },
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

const eventLabels: Record<QuoteEvent['kind'], string> = {
  received: 'Request received',
  status: 'Status changed',
  note: 'Note',
  reply: 'Reply sent',
  whatsapp: 'WhatsApp chat opened',
};

function Customer({ quote }: { quote: QuoteDetail }) {
  const { customer } = quote;
  return (
    <Section title="Customer">
      <dl className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm sm:grid-cols-[7rem_minmax(0,1fr)]">
        <dt className="font-medium text-stone-500">Name</dt>
        <dd className="font-semibold text-stone-950">{customer.name}</dd>
        {customer.company && (
          <>
            <dt className="font-medium text-stone-500">Company</dt>
            <dd>{customer.company}</dd>
          </>
        )}
        <dt className="font-medium text-stone-500">Email</dt>
        <dd className="break-words">
          <a href={`mailto:${customer.email}`} className={linkStyles}>
            {customer.email}
          </a>
        </dd>
        {customer.phone && (
          <>
            <dt className="font-medium text-stone-500">Phone</dt>
            <dd>
              <a href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`} className={linkStyles}>
                {customer.phone}
              </a>
            </dd>
          </>
        )}
        <dt className="font-medium text-stone-500">Language</dt>
        <dd>{langNames[quote.lang]}</dd>
      </dl>
      {quote.message && (
        <blockquote className="mt-4 border-l-4 border-brand-200 pl-3 text-sm whitespace-pre-line text-stone-800">
          {quote.message}
        </blockquote>
      )}
    </Section>
  );
}

function Items({ quote }: { quote: QuoteDetail }) {
  return (
    <Section title="Items">
      <table className="w-full text-sm">
        <thead className="text-left text-xs tracking-wide text-stone-500 uppercase">
          <tr>
            <th scope="col" className="pb-2 font-semibold">
              Template
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="hidden pb-2 text-right font-semibold sm:table-cell">
              Each
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 tabular-nums">
          {quote.items.map((item) => (
            <tr key={item.templateId}>
              <td className="py-2 pr-2 text-stone-950">
                {item.title}
                <span className="block text-xs text-stone-500 sm:hidden">
                  {formatMoney(item.unitPrice)} each
                </span>
              </td>
              <td className="py-2 text-right">{item.quantity}</td>
              <td className="hidden py-2 text-right sm:table-cell">
                {formatMoney(item.unitPrice)}
              </td>
              <td className="py-2 text-right font-medium text-stone-950">
                {formatMoney(item.lineTotal)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="tabular-nums">
          <tr className="border-t-2 border-stone-200">
            <th scope="row" className="pt-2 text-left font-semibold text-stone-950">
              Total
            </th>
            <td className="pt-2 text-right">{quote.totalItems}</td>
            <td className="hidden sm:table-cell" />
            <td className="pt-2 text-right text-base font-bold text-stone-950">
              {formatMoney(quote.totalAmount)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-2 text-right text-xs text-stone-500">About US${quote.usdEstimate}</p>
    </Section>
  );
}

const triedFields = [
  ['Business name', 'name'],
  ['Tagline', 'tagline'],
  ['Phone', 'phone'],
  ['Email', 'email'],
  ['Town', 'town'],
] as const satisfies ReadonlyArray<readonly [string, keyof StoredPersonalisation]>;

/** What the customer tried each template with on its sample site, so the work starts from it. */
function Personalisations({ quote }: { quote: QuoteDetail }) {
  const tried = quote.items.flatMap((item) =>
    item.personalisation ? [{ title: item.title, ...item.personalisation }] : [],
  );
  if (tried.length === 0) return null;
  return (
    <Section title="Tried with their business">
      <ul className="space-y-5">
        {tried.map((item) => (
          <li key={item.title} className="flex flex-col gap-4 sm:flex-row sm:items-start">
            {item.logoUrl ? (
              <img
                src={item.logoUrl}
                alt={`Logo of ${item.name || 'the customer'}`}
                className="size-20 shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain p-1"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold text-stone-950">{item.title}</h3>
              <dl className="mt-2 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
                {triedFields.map(([label, key]) => (
                  <div key={key} className="contents">
                    <dt className="font-medium text-stone-500">{label}</dt>
                    <dd className="break-words text-stone-900">
                      {item[key] || <span className="text-stone-500">Not given</span>}
                    </dd>
                  </div>
                ))}
                <dt className="font-medium text-stone-500">Accent colour</dt>
                <dd className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="size-6 shrink-0 rounded border border-stone-300"
                    style={{ backgroundColor: item.accent }}
                  />
                  <span className="font-mono text-stone-900">{item.accent}</span>
                </dd>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Trees({ quote }: { quote: QuoteDetail }) {
  return (
    <Section title="Trees">
      <p className="text-sm">
        <span className="text-2xl font-bold text-brand-800 tabular-nums">{quote.treesFunded}</span>{' '}
        {quote.treesFunded === 1 ? 'tree' : 'trees'} funded: one per template
        {quote.extraTrees > 0 && (
          <>
            {' '}
            and {quote.extraTrees} extra ({formatMoney(quote.contributionAmount)})
          </>
        )}
        .
      </p>
    </Section>
  );
}

function Reply({ quote }: { quote: QuoteDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const [text, setText] = useState('');
  const [template, setTemplate] = useState('');
  const sending = fetcher.state !== 'idle';
  const sent = fetcher.state === 'idle' && fetcher.data?.ok === true;
  useEffect(() => {
    if (sent) {
      setText('');
      setTemplate('');
    }
  }, [sent]);
  const context = { customerName: quote.customer.name, reference: quote.reference };
  return (
    <Section title="Reply">
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="reply" />
        <div>
          <label htmlFor="saved-reply" className={labelStyles}>
            Start from a saved reply
          </label>
          <select
            id="saved-reply"
            value={template}
            onChange={(event) => {
              const id = event.currentTarget.value as SavedReplyId | '';
              setTemplate(id);
              if (id) setText(savedReplies[id].text(context));
            }}
            className={`${inputStyles} mt-1`}
          >
            <option value="">Write your own</option>
            {SAVED_REPLY_IDS.map((id) => (
              <option key={id} value={id}>
                {savedReplies[id].label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="reply-text" className={labelStyles}>
            Reply
          </label>
          <textarea
            id="reply-text"
            name="text"
            rows={8}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            aria-describedby="reply-hint"
            className={`${inputStyles} mt-1 resize-y`}
          />
          <p id="reply-hint" className="mt-1 text-xs text-stone-500">
            Mailed to {quote.customer.email} with {quote.reference} in the subject; answers come
            back to the agency.
          </p>
        </div>
        {fetcher.data && !fetcher.data.ok && <Alert>{fetcher.data.error}</Alert>}
        {sent && <Done>Reply sent to {quote.customer.email}.</Done>}
        <button
          type="submit"
          disabled={sending}
          className={`${smallButtonStyles.primary} w-full sm:w-auto`}
        >
          {sending ? 'Sending…' : 'Send reply'}
        </button>
      </fetcher.Form>
    </Section>
  );
}

function WhatsApp({ quote }: { quote: QuoteDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const [template, setTemplate] = useState<SavedReplyId>('proposal-coming');
  const number = whatsAppNumber(quote.customer.phone);
  const text = savedReplies[template].text({
    customerName: quote.customer.name,
    reference: quote.reference,
  });
  return (
    <Section title="WhatsApp">
      {number.ok ? (
        <div className="space-y-3">
          <p className="text-sm">
            Chat with <span className="font-semibold text-stone-950">{number.display}</span>
          </p>
          <div>
            <label htmlFor="whatsapp-message" className={labelStyles}>
              Message
            </label>
            <select
              id="whatsapp-message"
              value={template}
              onChange={(event) => setTemplate(event.currentTarget.value as SavedReplyId)}
              className={`${inputStyles} mt-1`}
            >
              {SAVED_REPLY_IDS.map((id) => (
                <option key={id} value={id}>
                  {savedReplies[id].label}
                </option>
              ))}
            </select>
          </div>
          <p className="rounded-lg bg-stone-50 p-3 text-sm whitespace-pre-line text-stone-700">
            {text}
          </p>
          {fetcher.data && !fetcher.data.ok && <Alert>{fetcher.data.error}</Alert>}
          <a
            href={whatsAppLink(number.digits, text)}
            target="_blank"
            rel="noopener noreferrer"
            // The chat opens in a new tab; the hand-off is recorded in the history here.
            onClick={() => fetcher.submit({ intent: 'whatsapp', template }, { method: 'post' })}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-[#1a7f4b] px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-[#146b3e] sm:w-auto"
          >
            Open WhatsApp chat
          </a>
        </div>
      ) : (
        <Alert>{number.problem}</Alert>
      )}
    </Section>
  );
}

function StatusAndNote({ quote }: { quote: QuoteDetail }) {
  const fetcher = useFetcher<ActionResult>();
  const saving = fetcher.state !== 'idle';
  return (
    <Section title="Status and note">
      <fetcher.Form method="post" className="space-y-3" key={`${quote.status}:${quote.note}`}>
        <input type="hidden" name="intent" value="update" />
        <div>
          <label htmlFor="quote-status" className={labelStyles}>
            Status
          </label>
          <select
            id="quote-status"
            name="status"
            defaultValue={quote.status}
            className={`${inputStyles} mt-1`}
          >
            {QUOTE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="quote-note" className={labelStyles}>
            Note
          </label>
          <textarea
            id="quote-note"
            name="note"
            rows={3}
            defaultValue={quote.note}
            className={`${inputStyles} mt-1 resize-y`}
          />
        </div>
        {fetcher.data && !fetcher.data.ok && <Alert>{fetcher.data.error}</Alert>}
        {fetcher.state === 'idle' && fetcher.data?.ok && <Done>{fetcher.data.message}</Done>}
        <button
          type="submit"
          disabled={saving}
          className={`${smallButtonStyles.secondary} w-full sm:w-auto`}
        >
          {saving ? 'Saving…' : 'Save'}
        </button>
      </fetcher.Form>
    </Section>
  );
}

function History({ events }: { events: QuoteEvent[] }) {
  return (
    <Section title="History">
      <ol aria-label="History" className="space-y-4">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="relative border-l-2 border-stone-200 pl-4">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[5px] size-2 rounded-full ${event.kind === 'received' ? 'bg-sky-500' : 'bg-brand-600'}`}
            />
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-stone-950">{eventLabels[event.kind]}</span>
              <span className="text-stone-600">{event.by ?? 'Customer'}</span>
              <time dateTime={event.at} className="text-stone-500 tabular-nums">
                {formatTime(event.at)}
              </time>
            </p>
            {event.text && (
              <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-700">
                {event.text}
              </p>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
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
          {formatMoney(quote.totalAmount)} · received {formatTime(quote.receivedAt)}
          {quote.firstAnsweredAt && <> · first answered {formatTime(quote.firstAnsweredAt)}</>}
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
          <Reply quote={quote} />
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
