import { SiteDomainSchema, SiteDomainStateSchema } from './site-editor';
import * as z from 'zod/mini';
import { readDecimalInteger } from '../decimal-integer';
import { langs } from '../i18n/lang';
import {
  CREDIT_REASONS,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  type InvoiceKind,
  PAYMENT_METHODS,
  readToea,
} from '../invoice';
import type { Toea } from '../money';
import { SAVED_REPLY_IDS } from '../saved-replies';
import { isOneLine, plainText, toeaAmount } from './fields';
import { loyaltyTiers } from './loyalty';
import { OrderMoneySchema } from './order';

/**
 * The staff inbox's API, declared once: the server's routes validate and serialise with these
 * (fastify-type-provider-zod) and the React inbox types its calls with them. Only /admin code and
 * the server import this module, so no public page downloads it.
 */

// ---------------------------------------------------------------------------------------------
// Building blocks

// A form sends "12"; JSON sends 12. Either is read as a whole number; other text is refused.
const integer = (label: string, min: number, max: number) => {
  const error = `${label} must be a whole number from ${min} to ${max}.`;
  return z.pipe(
    z.transform(readDecimalInteger),
    z.int({ error }).check(z.gte(min, { error }), z.lte(max, { error })),
  );
};

const isoTime = z.string();
const search = z._default(
  z
    .string({ error: 'Please send the search as text.' })
    .check(
      z.trim(),
      z.maxLength(200, { error: 'Please keep the search to 200 characters or fewer.' }),
      plainText(),
    ),
  '',
);
const page = z._default(integer('The page', 1, 100_000), 1);

// An email typed into a form: trimmed, required, one line; `missing` says what to enter.
const emailText = (missing: string) =>
  z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, { error: missing }),
      z.maxLength(254, { error: 'Please enter a valid email address.' }),
      plainText(),
    );

const emailField = z.pipe(
  emailText('Please enter an email address.'),
  z.email({ error: 'Please enter a valid email address.' }),
);

/** A page of a list, newest first. */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    /** A search's count stops at SEARCH_COUNT_CAP: true when more match than `total` says. */
    totalCapped: z.optional(z.boolean()),
  });

/** Quote and message search needs this many characters: shorter terms match nothing (decision 046). */
export const SEARCH_MIN_LENGTH = 3;
/** A search counts its matches up to this many, so a common term stays fast (decision 046). */
export const SEARCH_COUNT_CAP = 1_000;

export const ErrorSchema = z.object({ error: z.string() });
export const MessageSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------
// Sessions and accounts

/** A reviewer proposes corrections to the site's words and sees nothing else (issues 28, 42). */
export const STAFF_ROLES = ['owner', 'staff', 'reviewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** At least this many characters: a passphrase, not a PIN (the same rule as npm run admin:create). */
export const MIN_PASSWORD_LENGTH = 12;

export const SignInSchema = z.object({
  // Not checked as an address: a sign-in only needs to find the account.
  email: emailText('Please enter your email address.'),
  password: z
    .string({ error: 'Please enter your password.' })
    .check(
      z.minLength(1, { error: 'Please enter your password.' }),
      z.maxLength(1000, { error: 'The password is too long.' }),
    ),
});

/** Who is signed in, and the token every state-changing request sends as x-csrf-token. */
export const SessionSchema = z.object({
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  csrfToken: z.string(),
});

/**
 * The inbox's first, quiet look at the session (issue 25): always a 200, so a signed-out browser
 * logs no 401 before the sign-in page. `ended`: the session stopped after a period of inactivity.
 */
export const SessionStateSchema = z.union([
  z.object({ signedIn: z.literal(true), session: SessionSchema }),
  z.object({ signedIn: z.literal(false), ended: z.boolean() }),
]);

export const ACCOUNT_STATES = ['invited', 'active', 'disabled'] as const;

export const StaffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** invited: has not yet set a password through the link; disabled: cannot sign in. */
  state: z.enum(ACCOUNT_STATES),
  createdAt: isoTime,
  /** When the newest one-time link (invite or reset) stops working; null when none is open. */
  linkExpiresAt: z.nullable(isoTime),
});

export const InviteSchema = z.object({
  email: emailField,
  role: z._default(
    z.enum(STAFF_ROLES, { error: 'The role must be owner, staff or reviewer.' }),
    'staff',
  ),
});

export const AccountIdParamsSchema = z.object({ id: integer('The account id', 1, 2_147_483_647) });

/** The one-time link's token, from /admin/welcome/<token> (an invite) or a reset. */
export const LinkTokenParamsSchema = z.object({
  token: z.string().check(
    z.regex(/^[A-Za-z0-9_-]{20,100}$/, {
      error: 'This link is not complete. Please open it again from the mail.',
    }),
  ),
});

/** "Email me a sign-in link" (decision 106): the address is all it takes. */
export const SignInLinkRequestSchema = z.object({
  email: emailText('Please enter your email address.'),
});

/**
 * A mailed sign-in link's token, from /admin/sign-in#link=<token>. It travels in a fragment and a
 * JSON body, never in an address, so no server or proxy log holds it (decision 106).
 */
export const SignInLinkTokenSchema = LinkTokenParamsSchema;

export const LinkInfoSchema = z.object({
  email: z.string(),
  purpose: z.enum(['invite', 'reset']),
});

export const SetPasswordSchema = z.object({
  password: z.string({ error: 'Please choose a password.' }).check(
    z.minLength(MIN_PASSWORD_LENGTH, {
      error: `Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`,
    }),
    z.maxLength(1000, { error: 'The password is too long.' }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Quotes

export const QUOTE_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const quoteStatus = z.enum(QUOTE_STATUSES, {
  error: 'The status must be new, contacted, won or lost.',
});

export const ReferenceParamsSchema = z.object({
  reference: z
    .string()
    .check(z.maxLength(20, { error: 'There is no quote request with this reference.' })),
});

/** A logo's name: the lower-case hex SHA-256 of its bytes. */
export const LogoParamsSchema = z.object({
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: 'There is no such logo.' })),
});

export const QuoteQuerySchema = z.object({
  q: search,
  status: z._default(
    z.enum([...QUOTE_STATUSES, 'all', 'overdue'], {
      error: 'The status filter must be all, overdue, new, contacted, won or lost.',
    }),
    'all',
  ),
  page,
});

/** How the visitor tried a template with their business, as stored (checked when it arrived). */
export const StoredPersonalisationSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  phone: z.string(),
  email: z.string(),
  town: z.string(),
  accent: z.string(),
  /** Where the staff's browser reads the server's own encoding of the logo (decision 070). */
  logoUrl: z.optional(z.string()),
});

export const QuoteItemSchema = z.object({
  templateId: z.number(),
  title: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  lineTotal: z.number(),
  /** Only on a quote's own page: lists leave the logos out (decision 050). */
  personalisation: z.optional(StoredPersonalisationSchema),
});

export const AdminQuoteSchema = z.object({
  reference: z.string(),
  receivedAt: isoTime,
  status: quoteStatus,
  note: z.string(),
  /** New, without a first answer, and older than 24 hours. */
  overdue: z.boolean(),
  /** When staff first answered (a reply sent); null until then. */
  firstAnsweredAt: z.nullable(isoTime),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    message: z.string(),
  }),
  message: z.string(),
  /** The language of the page the customer asked from. */
  lang: z.enum(langs),
  items: z.array(QuoteItemSchema),
  totalAmount: z.number(),
  totalItems: z.number(),
  usdEstimate: z.string(),
  extraTrees: z.number(),
  contributionAmount: z.number(),
  treesFunded: z.number(),
  /** A won quote's order money (decision 109): Paid only when nothing is due or to invoice. */
  money: z.nullable(OrderMoneySchema),
});

export const QUOTE_EVENT_KINDS = [
  'received',
  'status',
  'note',
  'reply',
  'whatsapp',
  'accepted',
  'link',
  'issued',
  'paid',
  'part-paid',
  'cancelled',
  'reminded',
  'delivered',
  'receipt',
  'site',
] as const;

/** One line of a quote's history: who did what, when. */
export const QuoteEventSchema = z.object({
  kind: z.enum(QUOTE_EVENT_KINDS),
  at: isoTime,
  /** The staff member's email; null for what the customer did (the request, an acceptance). */
  by: z.nullable(z.string()),
  /**
   * status: "New → Contacted"; note: the note; reply: the mail's text; whatsapp: the prefilled
   * text; accepted: the status change; link: what happened to an accept link.
   */
  text: z.string(),
});

export const AcceptLinkSchema = z.object({
  id: z.number(),
  sentBy: z.string(),
  sentAt: isoTime,
  expiresAt: isoTime,
  revokedAt: z.nullable(isoTime),
});
export type AcceptLink = z.infer<typeof AcceptLinkSchema>;

export const AcceptLinkParamsSchema = z.object({
  reference: ReferenceParamsSchema.shape.reference,
  id: integer('The link', 1, Number.MAX_SAFE_INTEGER),
});

/** A quote's page: the quote, its history oldest first, and how to reach the customer on WhatsApp. */
// ---------------------------------------------------------------------------------------------
// Invoices (decision 098): money in toea

/** One line of text in the invoice settings: trimmed, at most `max` characters, may be blank. */
const settingText = (label: string, max: number) =>
  z._default(
    z.string({ error: `${label} must be text.` }).check(
      z.trim(),
      z.maxLength(max, {
        error: `Please keep ${label.toLowerCase()} to ${max} characters or fewer.`,
      }),
      plainText(),
    ),
    '',
  );

/** Where and how the customer pays: printed on every invoice, copied onto it when issued. */
export const BankDetailsSchema = z.object({
  bank: settingText('The bank', 80),
  accountName: settingText('The account name', 80),
  branch: settingText('The branch or BSB', 40),
  accountNumber: settingText('The account number', 40),
  swift: settingText('The SWIFT code', 20),
  /** An optional line for mobile money, e.g. "CellMoni: 7xxx xxxx". */
  mobileMoney: settingText('The mobile-money line', 120),
});
export type BankDetails = z.output<typeof BankDetailsSchema>;

/** Owners only. An invoice needs the bank, account name and number; GST needs its rate and TIN. */
export const InvoiceSettingsSchema = z
  .object({
    gstRegistered: z._default(z.boolean({ error: 'GST registered must be true or false.' }), false),
    /** Basis points: 1000 is 10%. */
    gstRateBasisPoints: z._default(integer('The GST rate in basis points', 0, 5000), 1000),
    tin: settingText('The TIN', 30),
    bank: BankDetailsSchema,
  })
  .check(
    z.refine((settings) => !settings.gstRegistered || settings.tin !== '', {
      error: 'Please enter the TIN: a tax invoice must show it.',
    }),
    z.refine((settings) => !settings.gstRegistered || settings.gstRateBasisPoints > 0, {
      error: 'Please enter the GST rate: a registered business charges GST.',
    }),
  );
export type InvoiceSettings = z.output<typeof InvoiceSettingsSchema>;

/** The settings as the API answers them (an answer is encoded: no transforms in its schema). */
export const InvoiceSettingsViewSchema = z.object({
  gstRegistered: z.boolean(),
  gstRateBasisPoints: z.number(),
  tin: z.string(),
  bank: BankDetailsSchema,
});

const invoiceKind = z.enum(INVOICE_KINDS, {
  error: 'Please choose a full invoice, a 50% deposit, or the balance.',
});

/** A YYYY-MM-DD on the calendar: 2026-02-31 rolls over to March, so it does not read back the same. */
const isCalendarDay = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};
export const InvoiceCreateSchema = z.object({
  kind: invoiceKind,
  /**
   * The draft staff looked at (InvoicePreviewSchema's `draft`): the invoice is issued only if it
   * is still what they saw. Left out, it is issued as it stands (decision 111).
   */
  draft: z.optional(
    z
      .string({ error: 'The draft must be text.' })
      .check(z.maxLength(64, { error: 'Please look at the invoice again before issuing it.' })),
  ),
});

/** Which invoice to draft before issuing it (issue 43, point 3). */
export const InvoicePreviewQuerySchema = z.object({ kind: invoiceKind });

const AMOUNT_ERROR = 'Please enter the amount received in Kina, such as 1477.50.';

/** A payment staff record on an invoice: the bank's transfer, as the statement shows it. */
export const PaymentCreateSchema = z.object({
  amount: z.pipe(
    z
      .string({ error: AMOUNT_ERROR })
      .check(z.refine((text: string) => (readToea(text) ?? 0) > 0, { error: AMOUNT_ERROR })),
    z.transform((text: string) => readToea(text) as Toea),
  ),
  paidOn: z.string({ error: 'Please enter the day the money arrived.' }).check(
    z.refine(isCalendarDay, {
      error: 'Please enter the day the money arrived as YYYY-MM-DD.',
    }),
  ),
  method: z.enum(PAYMENT_METHODS, { error: 'Please choose how it was paid.' }),
  bankReference: settingText('The bank’s reference', 80),
});

export type PaymentCreate = z.output<typeof PaymentCreateSchema>;

/** An owner cancels an invoice with a credit note, saying why. */
export const CreditNoteCreateSchema = z
  .object({
    reason: z.enum(CREDIT_REASONS, {
      error: 'Please choose why: a technical issue, a duplicate purchase, or another reason.',
    }),
    note: settingText('The note', 500),
  })
  .check(
    z.refine((credit) => credit.reason !== 'other' || credit.note !== '', {
      error: 'Please write the reason for the credit note.',
    }),
  );

const SITE_URL_ERROR =
  'Please enter the address of the delivered site as https://…, such as https://warikaibar.com.pg.';
export const SITE_URL_MAX = 300;

/** A delivered site's address: https, a host with a dot in it, no user name or password. */
export function isSiteUrl(text: string): boolean {
  if (!/^https:\/\/\S+$/i.test(text) || !isOneLine(text)) return false;
  try {
    const url = new URL(text);
    return (
      url.protocol === 'https:' &&
      url.username === '' &&
      url.password === '' &&
      /^[^.]+(\.[^.]+)+$/.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/** Staff mark a paid order delivered, giving the address of its site (decision 110). */
export const DeliveredSchema = z.object({
  siteUrl: z.pipe(
    z.string({ error: SITE_URL_ERROR }).check(
      z.trim(),
      z.maxLength(SITE_URL_MAX, {
        error: `Please keep the site’s address to ${SITE_URL_MAX} characters or fewer.`,
      }),
      z.refine(isSiteUrl, { error: SITE_URL_ERROR }),
    ),
    z.transform((text: string) => new URL(text).href),
  ),
});

export const RemindersSchema = z.object({
  on: z.boolean({ error: 'Please say whether reminders are on (true) or off (false).' }),
});

/** Whether reminders carry links to the invoice and the order (decision 104). */
export const CustomerLinksSchema = z.object({
  inReminders: z.boolean({
    error: 'Please say whether reminders carry links (true) or not (false).',
  }),
});

const day = (label: string) =>
  z
    .string({ error: `Please give ${label} as YYYY-MM-DD.` })
    .check(z.refine(isCalendarDay, { error: `Please give ${label} as YYYY-MM-DD.` }));

/** The accountant's export: invoices, credit notes and payments dated from `from` to `to`. */
export const AccountsQuerySchema = z
  .object({ from: day('the first day'), to: day('the last day') })
  .check(
    z.refine((range) => range.from <= range.to, {
      error: 'The first day must not come after the last day.',
    }),
  );

export const InvoiceNumberParamsSchema = z.object({
  number: z.string().check(z.maxLength(20, { error: 'There is no invoice with this number.' })),
});

export const AdminInvoiceSchema = z.object({
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: isoTime,
  dueAt: isoTime,
  issuedBy: z.string(),
  /** Toea. */
  total: toeaAmount(),
  gst: toeaAmount(),
  paid: toeaAmount(),
  status: z.enum(INVOICE_STATUSES),
  creditNote: z.nullable(z.object({ number: z.string(), reason: z.string(), issuedAt: isoTime })),
  payments: z.array(
    z.object({
      amount: toeaAmount(),
      paidOn: z.string(),
      method: z.enum(PAYMENT_METHODS),
      bankReference: z.string(),
      recordedBy: z.string(),
    }),
  ),
});
export type AdminInvoice = z.output<typeof AdminInvoiceSchema>;

/** A delivered site of the order (issue 46): made when it was paid in full or staff delivered it. */
export const AdminSiteSchema = z.object({
  id: z.number(),
  label: z.string(),
  address: z.string(),
  template: z.string(),
  status: z.enum(['live', 'suspended']),
  /** Its first render is stored: the address shows the site. */
  published: z.boolean(),
  /** Why its last render failed; null when it did not. */
  error: z.nullable(z.string()),
  /** The host a domain of the customer's own should name in its CNAME record. */
  dnsTarget: z.string(),
  domain: SiteDomainStateSchema,
  /** Whether the resort's loyalty programme is on for this site (decision 138); null for a template without one. */
  loyalty: z.nullable(z.boolean()),
});
export type AdminSite = z.infer<typeof AdminSiteSchema>;

export const SiteIdParamsSchema = z.object({ id: integer('The site id', 1, 2_147_483_647) });

const SITE_LABEL_ERROR =
  'Please give the address as lower-case letters, digits and single hyphens, e.g. mamas-kitchen.';

/**
 * Staff suspend or resume a site, give it another address under SITES_DOMAIN, give it a domain
 * of the customer's own (checked again when given again), or turn a resort's loyalty programme
 * on or off.
 */
export const SiteChangeSchema = z
  .object({
    status: z.optional(
      z.enum(['live', 'suspended'], { error: 'The status must be live or suspended.' }),
    ),
    label: z.optional(
      z
        .string({ error: SITE_LABEL_ERROR })
        .check(
          z.trim(),
          z.maxLength(40, { error: 'Please keep the address to 40 characters or fewer.' }),
          z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: SITE_LABEL_ERROR }),
        ),
    ),
    domain: z.optional(SiteDomainSchema.shape.domain),
    loyalty: z.optional(
      z.boolean({ error: 'Say whether the loyalty programme is on with true or false.' }),
    ),
  })
  .check(
    z.refine((change) => Object.values(change).some((value) => value !== undefined), {
      error:
        'Please say what to change: the status, the address, the domain or the loyalty programme.',
    }),
  );

export const QuoteDetailSchema = z.extend(AdminQuoteSchema, {
  /** Its delivered sites (issue 46), oldest first. */
  sites: z.array(AdminSiteSchema),
  /** When the customer accepted it through an accept link; null otherwise. */
  acceptedAt: z.nullable(isoTime),
  /** The accept links mailed with replies, newest first (decision 097). */
  acceptLinks: z.array(AcceptLinkSchema),
  /** Its invoices, oldest first. */
  invoices: z.array(AdminInvoiceSchema),
  /** Whether staff turned payment reminders off for this customer's address. */
  remindersOff: z.boolean(),
  /** Since when reminders carry no links (staff revoked them); null when they carry them (104). */
  reminderLinksOffSince: z.nullable(isoTime),
  /** When the order became paid in full (derived); a template's delivery is due 24 h later. */
  paidAt: z.nullable(isoTime),
  deliveryDueAt: z.nullable(isoTime),
  deliveredAt: z.nullable(isoTime),
  /** The delivered site's address (decision 110); null before delivery. */
  siteUrl: z.nullable(z.string()),
  history: z.array(QuoteEventSchema),
  whatsApp: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), display: z.string(), digits: z.string() }),
    z.object({ ok: z.literal(false), problem: z.string() }),
  ]),
});

export const QuoteUpdateSchema = z
  .object({
    status: z.optional(quoteStatus),
    note: z.optional(
      z.pipe(
        z
          .string({ error: 'The note must be text.' })
          .check(
            z.maxLength(5000, { error: 'Please keep the note to 5000 characters or fewer.' }),
            plainText({ multiline: true }),
          ),
        z.transform((note: string) => note.trim()),
      ),
    ),
  })
  .check(
    z.refine((change) => change.status !== undefined || change.note !== undefined, {
      error: 'Please send a status, a note, or both.',
    }),
  );

/** A reply mailed to the customer from the quote's page, with a link to accept the quote if asked. */
export const ReplySchema = z.object({
  acceptLink: z._default(z.boolean({ error: 'acceptLink must be true or false.' }), false),
  text: z
    .string({ error: 'Please write the reply.' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Please write the reply.' }),
      z.maxLength(10_000, { error: 'Please keep the reply to 10000 characters or fewer.' }),
      plainText({ multiline: true }),
    ),
});

/** The hand-off to WhatsApp, recorded in the history with the text staff started from. */
export const WhatsAppHandOffSchema = z.object({
  template: z.enum(SAVED_REPLY_IDS, { error: 'Please choose one of the saved replies.' }),
  /** The message's language; by default the one the customer asked in. */
  lang: z.optional(z.enum(langs, { error: 'Please choose English or Tok Pisin.' })),
});

/**
 * Fresh links for a WhatsApp message (issue 43, point 6), signed as the mails' are: the accept
 * link, one invoice's page (by its number) and the order page, in the message's language.
 */
export const WhatsAppLinksRequestSchema = z.object({
  lang: z.optional(z.enum(langs, { error: 'Please choose English or Tok Pisin.' })),
  accept: z._default(z.boolean({ error: 'accept must be true or false.' }), false),
  order: z._default(z.boolean({ error: 'order must be true or false.' }), false),
  invoice: z.optional(
    z.string({ error: 'Please choose one of the quote’s invoices.' }).check(
      z.regex(/^[A-Za-z]{2,5}-\d{4}-\d{4}$/, {
        error: 'Please choose one of the quote’s invoices.',
      }),
    ),
  ),
});

export const WhatsAppLinksSchema = z.object({
  accept: z.nullable(z.object({ url: z.string(), expiresAt: isoTime })),
  invoice: z.nullable(z.object({ number: z.string(), url: z.string() })),
  order: z.nullable(z.object({ url: z.string() })),
});
export type WhatsAppLinks = z.output<typeof WhatsAppLinksSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard

/** The money on the dashboard (issue 27, item 6): toea; the month is Port Moresby's. */
const DashboardMoneySchema = z.object({
  monthStart: isoTime,
  /** Invoices issued this month and not cancelled. */
  invoiced: toeaAmount(),
  /** Payments received this month. */
  paid: toeaAmount(),
  /** Still to pay on every order's invoices: issued − paid − credited (decision 109). */
  outstanding: toeaAmount(),
  /** Won orders' value not yet on a standing invoice (a deposit's other half). */
  toInvoice: toeaAmount(),
  /** Open invoices past their due day, oldest first (at most 20 shown; `count` is all). */
  overdue: z.object({
    count: z.number(),
    amount: toeaAmount(),
    items: z.array(
      z.object({
        number: z.string(),
        reference: z.string(),
        customerName: z.string(),
        dueAt: isoTime,
        balance: toeaAmount(),
      }),
    ),
  }),
  /** Paid templates not delivered yet whose 24 hours end within the next 24 hours (or passed). */
  deliveriesDue: z.array(
    z.object({ reference: z.string(), customerName: z.string(), deliveryDueAt: isoTime }),
  ),
});

export const DashboardSchema = z.object({
  money: DashboardMoneySchema,
  quotes: z.object({
    new: z.object({ count: z.number(), amount: z.number() }),
    contacted: z.object({ count: z.number(), amount: z.number() }),
  }),
  /** Quotes past 24 hours without a first answer, oldest first (at most 20 shown; `count` is all). */
  overdue: z.object({
    count: z.number(),
    items: z.array(
      z.object({
        reference: z.string(),
        customerName: z.string(),
        receivedAt: isoTime,
        totalAmount: z.number(),
      }),
    ),
  }),
  /** The newest quotes still waiting for a first answer, newest first (at most 5; issue 25). */
  waiting: z.array(
    z.object({
      reference: z.string(),
      customerName: z.string(),
      receivedAt: isoTime,
      totalAmount: z.number(),
    }),
  ),
  /** Over quotes first answered in the last 30 days; null when none was. */
  firstAnswer: z.object({
    medianMinutes: z.nullable(z.number()),
    answered: z.number(),
    withinPromise: z.number(),
    promiseHours: z.number(),
  }),
  openMessages: z.number(),
  /** Since Monday 00:00 in Port Moresby (UTC+10). */
  thisWeek: z.object({ since: isoTime, subscribers: z.number(), members: z.number() }),
});

// ---------------------------------------------------------------------------------------------
// Messages, subscribers, members, settings

export const MessageQuerySchema = z.object({
  q: search,
  state: z._default(
    z.enum(['all', 'open', 'handled'], { error: 'The filter must be all, open or handled.' }),
    'all',
  ),
  page,
});

export const AdminMessageSchema = z.object({
  reference: z.string(),
  receivedAt: isoTime,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  service: z.string(),
  message: z.string(),
  /** The language of the page the message was sent from. */
  lang: z.enum(langs),
  handledAt: z.nullable(isoTime),
  overdue: z.boolean(),
});

export const MessageReferenceParamsSchema = z.object({
  reference: z
    .string()
    .check(z.maxLength(20, { error: 'There is no message with this reference.' })),
});

export const MessageUpdateSchema = z.object({
  handled: z.boolean({ error: 'Please say whether the message is handled (true or false).' }),
});

export const SubscriberQuerySchema = z.object({
  q: search,
  state: z._default(
    z.enum(['active', 'unsubscribed', 'all'], {
      error: 'The filter must be active, unsubscribed or all.',
    }),
    'active',
  ),
  page,
});

export const AdminSubscriberSchema = z.object({
  email: z.string(),
  name: z.string(),
  subscribedAt: isoTime,
  unsubscribedAt: z.nullable(isoTime),
});

export const MemberQuerySchema = z.object({ q: search, page });

export const AdminMemberSchema = z.object({
  memberNumber: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  points: z.number(),
  tier: z.enum(loyaltyTiers),
  joinedAt: isoTime,
});

export const MemberParamsSchema = z.object({
  memberNumber: z
    .string()
    .check(z.maxLength(20, { error: 'There is no member with this member number.' })),
});

export const PointsSchema = z.object({
  delta: integer('The points change', -1_000_000, 1_000_000).check(
    z.refine((delta: number) => delta !== 0, {
      error: 'Please enter a number of points to add (or a negative number to take away).',
    }),
  ),
});

export const SettingsSchema = z.object({
  treesPlanted: integer('Trees planted', 0, 10_000_000),
});

export const SettingsViewSchema = z.object({
  treesPlanted: z.number(),
  treesFunded: z.number(),
  /** Whether mail goes out over SMTP (false: written as .eml files under ./data/outbox). */
  smtp: z.boolean(),
  mail: z.object({
    waiting: z.number(),
    failed: z.number(),
    sent: z.number(),
    lastError: z.string(),
  }),
});

// ---------------------------------------------------------------------------------------------
// The System page (owners only): each part's state, read afresh on every request (decision 067)

export const PART_STATES = ['ok', 'warning', 'problem'] as const;

export const SystemPartSchema = z.object({
  /** null for a part with no state of its own (the version). */
  state: z.nullable(z.enum(PART_STATES)),
  /** One or two sentences: what holds now and, when not ok, what it means. */
  summary: z.string(),
  /** The figures behind it, already worded ("Oldest unsent": "42 min ago"). */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
});

export const SYSTEM_PARTS = ['database', 'redis', 'mail', 'disk', 'backup', 'version'] as const;

/** Where a published version's render stands (decision 127): waiting means no process holds it. */
export const CONTENT_RENDER_STATES = ['waiting', 'rendering', 'done', 'failed'] as const;

export const ContentRenderSchema = z.object({
  version: z.number(),
  publishedBy: z.string(),
  publishedAt: isoTime,
  summary: z.string(),
  state: z.enum(CONTENT_RENDER_STATES),
  /** Why the render failed, as the render said it; null unless it failed. */
  error: z.nullable(z.string()),
});

export const SystemViewSchema = z.object({
  checkedAt: isoTime,
  parts: z.object({
    database: SystemPartSchema,
    redis: SystemPartSchema,
    mail: SystemPartSchema,
    disk: SystemPartSchema,
    backup: SystemPartSchema,
    version: SystemPartSchema,
  }),
  alerts: z.object({
    /** Who the alert mails go to: the owners, or MAIL_AGENCY_TO when there is none. */
    recipients: z.array(z.string()),
    /** A problem that lasts is mailed again after this many hours. */
    repeatHours: z.number(),
    /** When each condition was last mailed about (by any process). */
    lastMailed: z.array(z.object({ title: z.string(), at: isoTime })),
  }),
  /** The published content's pages (decisions 124 and 127). */
  renders: z.object({
    /** The version whose pages this process serves; 0 while it serves the build's own. */
    served: z.number(),
    /** The newest published versions, newest first. */
    versions: z.array(ContentRenderSchema),
  }),
});

// ---------------------------------------------------------------------------------------------
// The routes, so the server and the React inbox name each one once

export const adminApi = {
  session: '/api/admin/session',
  sessionState: '/api/admin/session-state',
  dashboard: '/api/admin/dashboard',
  quotes: '/api/admin/quotes',
  quote: (reference: string) => `/api/admin/quotes/${encodeURIComponent(reference)}`,
  quoteReply: (reference: string) => `/api/admin/quotes/${encodeURIComponent(reference)}/replies`,
  quoteWhatsApp: (reference: string) =>
    `/api/admin/quotes/${encodeURIComponent(reference)}/whatsapp`,
  quoteWhatsAppLinks: (reference: string) =>
    `/api/admin/quotes/${encodeURIComponent(reference)}/whatsapp-links`,
  acceptLink: (reference: string, id: number) =>
    `/api/admin/quotes/${encodeURIComponent(reference)}/accept-links/${id}`,
  quoteInvoices: (reference: string) =>
    `/api/admin/quotes/${encodeURIComponent(reference)}/invoices`,
  // The draft of the next invoice, as the customer will see it: nothing numbered, written or mailed.
  invoicePreview: (reference: string, kind: InvoiceKind) =>
    `/api/admin/quotes/${encodeURIComponent(reference)}/invoices/preview?kind=${kind}`,
  invoicePayments: (number: string) => `/api/admin/invoices/${encodeURIComponent(number)}/payments`,
  invoiceCreditNote: (number: string) =>
    `/api/admin/invoices/${encodeURIComponent(number)}/credit-note`,
  quoteDelivered: (reference: string) =>
    `/api/admin/quotes/${encodeURIComponent(reference)}/delivered`,
  quoteSites: (reference: string) => `/api/admin/quotes/${encodeURIComponent(reference)}/sites`,
  site: (id: number) => `/api/admin/sites/${id}`,
  quoteCustomerLinks: (reference: string) =>
    `/api/admin/quotes/${encodeURIComponent(reference)}/customer-links`,
  quoteReminders: (reference: string) =>
    `/api/admin/quotes/${encodeURIComponent(reference)}/reminders`,
  invoicePdf: (number: string) => `/api/admin/invoices/${encodeURIComponent(number)}.pdf`,
  invoiceSettings: '/api/admin/invoice-settings',
  quotesCsv: '/api/admin/quotes.csv',
  accountsCsv: '/api/admin/accounts.csv',
  messages: '/api/admin/contact-messages',
  message: (reference: string) => `/api/admin/contact-messages/${encodeURIComponent(reference)}`,
  subscribers: '/api/admin/newsletter-subscribers',
  subscribersCsv: '/api/admin/newsletter-subscribers.csv',
  members: '/api/admin/loyalty-members',
  memberPoints: (memberNumber: string) =>
    `/api/admin/loyalty-members/${encodeURIComponent(memberNumber)}/points`,
  settings: '/api/admin/settings',
  accounts: '/api/admin/accounts',
  system: '/api/admin/system',
  accountDisable: (id: number) => `/api/admin/accounts/${id}/disable`,
  accountEnable: (id: number) => `/api/admin/accounts/${id}/enable`,
  accountReset: (id: number) => `/api/admin/accounts/${id}/reset`,
  link: (token: string) => `/api/admin/links/${encodeURIComponent(token)}`,
  // A sign-in link by mail (decision 106): POST asks for one; POST .../session signs in with it.
  signInLink: '/api/admin/sign-in-link',
  signInLinkSession: '/api/admin/sign-in-link/session',
  logo: (hash: string) => `/api/admin/logos/${encodeURIComponent(hash)}`,
  // The words review (issue 28): a language's strings, and proposals (GET, POST; PATCH one).
  words: '/api/admin/words',
  wordProposals: '/api/admin/word-proposals',
  wordProposal: (id: number) => `/api/admin/word-proposals/${id}`,
} as const;

/** A page of a list whose items `item` describes, as the server sends it. */
export type PageOf<T extends z.ZodMiniType> = z.output<ReturnType<typeof pageOf<T>>>;
export type Session = z.output<typeof SessionSchema>;
export type SessionState = z.output<typeof SessionStateSchema>;
export type StaffAccount = z.output<typeof StaffAccountSchema>;
export type AdminQuote = z.output<typeof AdminQuoteSchema>;
export type QuoteDetail = z.output<typeof QuoteDetailSchema>;
export type QuoteEvent = z.output<typeof QuoteEventSchema>;
export type StoredPersonalisation = z.output<typeof StoredPersonalisationSchema>;
export type Dashboard = z.output<typeof DashboardSchema>;
export type AdminMessage = z.output<typeof AdminMessageSchema>;
export type AdminSubscriber = z.output<typeof AdminSubscriberSchema>;
export type AdminMember = z.output<typeof AdminMemberSchema>;
export type QuoteQuery = z.output<typeof QuoteQuerySchema>;
export type MessageQuery = z.output<typeof MessageQuerySchema>;
export type SubscriberQuery = z.output<typeof SubscriberQuerySchema>;
export type MemberQuery = z.output<typeof MemberQuerySchema>;
export type SettingsView = z.output<typeof SettingsViewSchema>;
export type SystemView = z.output<typeof SystemViewSchema>;
export type SystemPart = z.output<typeof SystemPartSchema>;
export type ContentRender = z.output<typeof ContentRenderSchema>;
