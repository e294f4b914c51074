import { fill } from '../../../shared/i18n/format';
import { invoiceLinkApi } from '../../../shared/invoice';
import type { CustomerInvoice } from '../../../shared/schemas/invoice';
import { InvoiceDocument } from '../../components/invoice-document';
import { useLang, useMessages } from '../../i18n';
import { LinkState, tokenInAddress, useCustomerLink } from '../../lib/customer-link';
import { WhatsAppUs } from '../../lib/whatsapp-us';
import { useSiteFacts } from '../../islands/page-content';

/**
 * The customer's invoice, opened from the link in its mail (decision 098): what to pay, by when
 * and how, and the PDF. The service worker keeps the last answer, so it opens offline once seen.
 */
export function InvoiceView() {
  const m = useMessages('invoice');
  const lang = useLang();
  const facts = useSiteFacts();
  const { view, load } = useCustomerLink<CustomerInvoice>(invoiceLinkApi.invoice);
  if (view.kind !== 'ready') return <LinkState view={view} words={m} onRetry={() => void load()} />;
  const token = tokenInAddress();
  return (
    <InvoiceDocument
      invoice={view.document}
      words={m}
      lang={lang}
      agency={{ legalName: facts.legalName, phone: facts.phone.display }}
      pdfHref={token ? invoiceLinkApi.pdf(token) : undefined}
    >
      <WhatsAppUs
        number={facts.whatsappNumber}
        label={m.whatsApp.label}
        text={fill(m.whatsApp.aboutInvoice, {
          brand: facts.name,
          number: view.document.number,
          reference: view.document.quoteReference,
        })}
      />
    </InvoiceDocument>
  );
}
