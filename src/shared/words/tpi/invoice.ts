import type { invoice as english } from '../en/invoice';
import type { Translation } from '../translation';

export const invoice = {
  meta: {
    title: 'Invois bilong yu',
    description:
      'Invois bilong yu: hamas mani yu mas baim, wanem taim, na olsem wanem long baim long bank transfa.',
  },
  eyebrow: 'Invois bilong yu',
  title: 'Invois bilong yu, na olsem wanem long baim',
  intro:
    'Baim long bank transfa na raitim namba bilong invois olsem referens, bai mipela i save em mani bilong yu.',
  loading: 'Mipela i opim invois bilong yu…',
  noToken:
    'Dispela pes i save op long link i stap long imel bilong mipela. Plis opim gen link long imel, o bekim imel.',
  offline:
    'Mipela i no inap kisim kompiuta bilong mipela, na dispela invois i no stap yet long fon o kompiuta bilong yu. Lukim intanet bilong yu na traim gen.',
  tryAgain: 'Traim gen',
  invoice: 'Invois',
  taxInvoice: 'Takis invois',
  number: 'Namba',
  kinds: { full: 'Baim olgeta', deposit: '50% pe pastaim', balance: 'Mani i stap yet' },
  billTo: 'Invois i go long',
  quote: 'Kwot',
  issued: 'De mipela i salim',
  due: 'Las de bilong baim',
  status: 'I stap olsem',
  statuses: {
    due: 'Yu mas baim',
    overdue: 'Las de i go pinis',
    'part-paid': 'Baim hap pinis',
    paid: 'Baim pinis',
    cancelled: 'Mipela i rausim',
  },
  linesLabel: 'Dispela invois i bilong wanem',
  description: 'Samting',
  quantity: 'Hamas',
  amount: 'Mani',
  gst: 'GST',
  gstIncluded: 'GST i stap insait: {gst}',
  net: 'Prais i no gat GST',
  gstTotal: 'GST ({rate})',
  total: 'Olgeta prais',
  paid: 'Yu baim pinis',
  balance: 'Yu mas baim yet',
  tin: 'TIN',
  howToPay: {
    title: 'Olsem wanem long baim',
    payBy: 'Plis baim {amount} long {date} o bipo long en.',
    bank: 'Bank',
    accountName: 'Nem bilong akaun',
    branch: 'Brens o BSB',
    accountNumber: 'Namba bilong akaun',
    swift: 'SWIFT',
    mobileMoney: 'Mobail mani',
    reference: 'Referens',
  },
  paidInFull: 'Yu baim olgeta pinis. Tenkyu tru!',
  cancelled:
    'Mipela i rausim dispela invois long kredit not {number} long {date}. Yu no gat dinau long en.',
  pdf: 'Daunlodim PDF',
  questions:
    'Yu gat askim? Bekim imel bilong mipela o ringim {phone}, na tokim mipela long namba {number}.',
  whatsApp: {
    label: 'Salim toksave long WhatsApp',
    aboutOrder: 'Halo {brand}, mi raitim long oda {reference} bilong mi.',
    aboutInvoice: 'Halo {brand}, mi raitim long invois {number} bilong oda {reference} bilong mi.',
  },
  lines: {
    madeFor: '{title}, mipela i wokim bilong {name}',
    deposit: '50% pe pastaim: {description}',
    balance: 'Mani i stap yet: {description}',
    extraTrees: 'Moa diwai long promis bilong planim diwai',
  },
  payNow: {
    amountDue: 'Mani yu mas baim',
    dueDay: 'Las de bilong baim',
    paidSoFar: 'Yu baim pinis {paid} bilong {total}.',
    copy: 'Kopim',
    copied: 'Kopim pinis',
    selected: 'Em i makim pinis: kopim long menu bilong fon bilong yu.',
  },
} satisfies Translation<typeof english>;
