root='/tmp/preview-try/'
p=root+'src/server/routes/admin-invoices.ts'
s=open(p).read()
s=s.replace("  InvoiceNumberParamsSchema,\n","  InvoiceNumberParamsSchema,\n  InvoicePreviewQuerySchema,\n",1)
s=s.replace("import { requireOwner, sessionOf } from '../admin/auth';","import { InvoicePreviewSchema } from '../../shared/schemas/invoice';\nimport { requireOwner, sessionOf } from '../admin/auth';",1)
s=s.replace("  issueInvoice,\n} from '../db/repositories/invoice-documents';","  issueInvoice,\n  previewInvoice,\n} from '../db/repositories/invoice-documents';",1)
s=s.replace("import { sendInvoicePdf } from '../invoices/invoice-pdf';","import { sendInvoicePdf } from '../invoices/invoice-pdf';\nimport { invoiceMail } from '../mail/staff-messages';",1)
old="""      const { kind } = request.body;"""
assert old in s
s=s.replace(old,"""      const { kind, draft } = request.body;""")
old="""        const { invoice, token } = await issueInvoice(trx, row, kind, actor, now);"""
assert old in s
s=s.replace(old,"""        const { invoice, token } = await issueInvoice(trx, row, kind, actor, now, draft);""")
old="""      return respondOnce(request, reply, { reference, kind }, write, `staff ${userId}`);"""
assert old in s
s=s.replace(old,"""      return respondOnce(request, reply, { reference, kind, draft }, write, `staff ${userId}`);
    },
  );

  // The next invoice as a draft (issue 43, point 3; decision 111): computed as issuing computes it,
  // with nothing numbered, written or mailed. A read: no transaction, no Idempotency-Key.
  api.get(
    '/api/admin/quotes/:reference/invoices/preview',
    {
      schema: {
        params: ReferenceParamsSchema,
        querystring: InvoicePreviewQuerySchema,
        response: { 200: InvoicePreviewSchema },
      },
    },
    async (request) => {
      const row = await quoteOr404(app.db, request.params.reference.toUpperCase());
      const { document, draft } = await previewInvoice(app.db, row, request.query.kind, new Date());
      const { to, subject } = invoiceMail({ invoice: document, links: undefined });
      return { invoice: document, mail: { to, subject }, draft };""",1)
open(p,'w').write(s)
print("route applied")
