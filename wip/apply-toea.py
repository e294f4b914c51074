import re,sys
root=sys.argv[1]
def edit(p,f):
    s=open(root+p).read(); s2=f(s); open(root+p,'w').write(s2)
edit('src/server/db/repositories/invoice-documents.ts', lambda s: s.replace("  type InvoiceKind,\n","  type InvoiceKind,\n  type InvoiceLine,\n  type InvoiceTotals,\n",1))
edit('src/admin/components/quote/invoices.tsx', lambda s: s.replace("formatToea(deposit.total - deposit.paid)","formatToea(toea(deposit.total - deposit.paid))").replace("} from '../../../shared/invoice';","} from '../../../shared/invoice';\nimport { toea } from '../../../shared/money';",1))
edit('src/web/components/invoice-document.tsx', lambda s: s.replace("const rows: [string, number, boolean][] = [];","const rows: [string, Toea, boolean][] = [];").replace("import type { CustomerInvoice }","import type { Toea } from '../../shared/money';\nimport type { CustomerInvoice }",1))
for t in ['test/render/invoice-document.test.tsx','test/render/invoice-draft.test.tsx']:
    def f(s):
        s=re.sub(r'(?<![\w.])(\d{1,3}_\d{3})(?![\w])', r'toea(\1)', s)
        s=s.replace("paid: status === 'paid' ? toea(137_500) : status === 'part-paid' ? toea(50_000) : 0","paid: toea(status === 'paid' ? 137_500 : status === 'part-paid' ? 50_000 : 0)")
        s=s.replace("gst: 0,\n  paid","gst: toea(0),\n  paid")
        s=s.replace("import { describe","import { toea } from '../../src/shared/money';\nimport { describe",1)
        s=s.replace("import { afterEach, describe","import { toea } from '../../src/shared/money';\nimport { afterEach, describe",1)
        return s
    edit(t,f)
print('toea applied')
edit('test/render/invoice-document.test.tsx', lambda s: s.replace("      balance: 0,\n      status: 'paid',","      balance: toea(0),\n      status: 'paid',"))
edit('test/render/invoice-draft.test.tsx', lambda s: s.replace("    paid: 0,\n    balance: toea(137_500),","    paid: toea(0),\n    balance: toea(137_500),"))
