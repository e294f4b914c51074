import { useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { brand } from '../../../shared/brand';
import { dayInPortMoresby, formatDate } from '../../../shared/i18n/format';
import { langNames } from '../../../shared/i18n/lang';
import { type InvoiceKind, formatToea } from '../../../shared/invoice';
import { type QuoteDetail, adminApi } from '../../../shared/schemas/admin';
import type { InvoicePreview } from '../../../shared/schemas/invoice';
import { invoice as englishInvoice } from '../../../shared/words/en/invoice';
import { invoice as tokPisinInvoice } from '../../../shared/words/tpi/invoice';
import { InvoiceDocument } from '../../../web/components/invoice-document';
import { type ActionResult, ApiError, api } from '../../api';
import { Alert, Feedback, smallButtonStyles } from '../ui';

// Look before it goes (issue 43, point 3; decision 111): the next invoice as a draft, shown as its
// customer will see it, with one button that numbers and mails it. Cancel leaves nothing behind.

const invoiceWords = { en: englishInvoice, tpi: tokPisinInvoice } as const;

export const DRAFT_TITLES: Record<InvoiceKind, string> = {
  full: 'Invoice in full',
  deposit: 'Invoice a 50% deposit',
  balance: 'Invoice the balance',
};

export type Draft =
  | { state: 'loading' }
  | { state: 'refused'; error: string }
  | { state: 'ready'; preview: InvoicePreview };

/** The sheet for one kind of invoice: open while `kind` is set; `onClose` ends it. */
export function InvoiceDraftSheet({
  quote,
  kind,
  onClose,
}: {
  quote: QuoteDetail;
  kind: InvoiceKind;
  onClose: (issued: ActionResult | undefined) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>({ state: 'loading' });

  useEffect(() => {
    const sheet = dialog.current;
    if (sheet && !sheet.open) sheet.showModal();
    return () => sheet?.close();
  }, []);

  useEffect(() => {
    let current = true;
    api<InvoicePreview>(adminApi.invoicePreview(quote.reference, kind)).then(
      (preview) => current && setDraft({ state: 'ready', preview }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError) setDraft({ state: 'refused', error: error.message });
        // A session that ended: the sign-in page, coming back to this quote.
        else if (error instanceof Response)
          void navigate(error.headers.get('location') ?? '/admin');
        else
          setDraft({
            state: 'refused',
            error: 'The draft could not be prepared. Please try again.',
          });
      },
    );
    return () => {
      current = false;
    };
  }, [quote.reference, kind, navigate]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="invoice-draft-title"
      onClose={() => onClose(undefined)}
      className="m-0 h-full max-h-none w-full max-w-none bg-stone-50 p-0 text-stone-700 backdrop:bg-stone-950/50 sm:m-auto sm:h-auto sm:max-h-[92vh] sm:w-[min(64rem,calc(100%-2rem))] sm:rounded-2xl sm:shadow-xl"
    >
      <SheetContent quote={quote} kind={kind} draft={draft} onDone={onClose} />
    </dialog>
  );
}

/** What the sheet holds: the draft (or why there is none) and the buttons. */
export function SheetContent({
  quote,
  kind,
  draft,
  onDone,
}: {
  quote: QuoteDetail;
  kind: InvoiceKind;
  draft: Draft;
  onDone: (issued: ActionResult) => void;
}) {
  return (
    <div className="flex h-full flex-col sm:max-h-[92vh]">
      <div className="border-b border-stone-200 bg-white px-4 py-3 sm:px-6">
        <h2 id="invoice-draft-title" className="text-lg font-semibold">
          {DRAFT_TITLES[kind]}: look before it goes
        </h2>
        <p className="text-sm text-stone-600">
          A draft: nothing is numbered or mailed until you press Issue and mail.
        </p>
      </div>
      <div className="flex-1 overflow-y-auto px-4 py-4 sm:px-6">
        {draft.state === 'loading' && (
          <p role="status" className="text-stone-600">
            Preparing the draft…
          </p>
        )}
        {draft.state === 'refused' && <Alert>{draft.error}</Alert>}
        {draft.state === 'ready' && <DraftBody quote={quote} preview={draft.preview} />}
      </div>
      <IssueBar
        kind={kind}
        draft={draft.state === 'ready' ? draft.preview.draft : undefined}
        onDone={onDone}
      />
    </div>
  );
}

function DraftBody({ quote, preview }: { quote: QuoteDetail; preview: InvoicePreview }) {
  const { invoice, mail } = preview;
  const facts: [string, string][] = [
    ['Mailed to', `${mail.to}, with its PDF and links to the invoice and the order`],
    ['Language', langNames[invoice.lang]],
    ['Subject', mail.subject],
    ['Number', `${invoice.number}, taken when it is issued`],
    [
      'Amount',
      `${formatToea(invoice.total)}, due ${formatDate('en', dayInPortMoresby(invoice.dueAt))}`,
    ],
  ];
  return (
    <>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-stone-800">{label}</dt>
            <dd className="mb-1 break-words text-stone-700 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {quote.lang !== invoice.lang && (
        <p className="mt-2 text-sm text-stone-600">
          The invoice follows the language the customer asked in.
        </p>
      )}
      <section aria-label="As the customer will see it" className="mt-4">
        <p className="mb-2 text-xs font-semibold tracking-wide text-stone-500 uppercase">
          As the customer will see it
        </p>
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-2 sm:p-4">
          <InvoiceDocument
            invoice={invoice}
            words={invoiceWords[invoice.lang]}
            lang={invoice.lang}
            agency={{ legalName: brand.legalName, phone: brand.phone.display }}
            draft
          />
        </div>
      </section>
    </>
  );
}

/** The one button that numbers and mails the invoice, and the way out. */
function IssueBar({
  kind,
  draft,
  onDone,
}: {
  kind: InvoiceKind;
  draft: string | undefined;
  onDone: (issued: ActionResult) => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const { data } = fetcher;
  useEffect(() => {
    if (fetcher.state === 'idle' && data?.ok) onDone(data);
  }, [fetcher.state, data, onDone]);
  return (
    <div className="border-t border-stone-200 bg-white px-4 py-3 sm:px-6">
      <Feedback fetcher={fetcher} className="mb-3" />
      <fetcher.Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="invoice" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="draft" value={draft ?? ''} />
        <button
          type="submit"
          disabled={busy || draft === undefined}
          className={smallButtonStyles.primary}
        >
          {busy ? 'Issuing…' : 'Issue and mail'}
        </button>
        <button
          type="button"
          className={smallButtonStyles.secondary}
          onClick={(event) => event.currentTarget.closest('dialog')?.close()}
        >
          Cancel
        </button>
      </fetcher.Form>
    </div>
  );
}
