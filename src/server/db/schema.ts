import type { Generated } from 'kysely';
import type { Lang } from '../../shared/i18n/lang';
import type { QUOTE_EVENT_KINDS, StaffRole } from '../../shared/schemas/admin';
import type { ContentKind } from '../../shared/schemas/content';
import type { WordProposalState } from '../../shared/schemas/word-review';

/** The language of the page a visitor's request came from; 'en' for everything stored before. */
type VisitorLang = Generated<Lang>;

/** Table types. Times are UTC ISO-8601 text and money is whole Kina, the same on SQLite and PostgreSQL. */
export interface Database {
  contact_messages: ContactMessageTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  quote_requests: QuoteRequestTable;
  quote_items: QuoteItemTable;
  quote_totals: QuoteTotalsTable;
  quote_status_totals: QuoteStatusTotalsTable;
  quote_events: QuoteEventTable;
  loyalty_members: LoyaltyMemberTable;
  idempotency_keys: IdempotencyKeyTable;
  settings: SettingTable;
  outbox: OutboxTable;
  admin_users: AdminUserTable;
  admin_sessions: AdminSessionTable;
  admin_sign_in_links: AdminSignInLinkTable;
  sign_in_throttle: SignInThrottleTable;
  address_usage: AddressUsageTable;
  logos: LogoTable;
  customer_links: CustomerLinkTable;
  invoice_counters: InvoiceCounterTable;
  invoices: InvoiceTable;
  invoice_lines: InvoiceLineTable;
  credit_notes: CreditNoteTable;
  payments: PaymentTable;
  invoice_reminders: InvoiceReminderTable;
  reminder_opt_outs: ReminderOptOutTable;
  reminder_link_holds: ReminderLinkHoldTable;
  word_proposals: WordProposalTable;
  content_changes: ContentChangeTable;
  content_versions: ContentVersionTable;
  content_renders: ContentRenderTable;
  picture_sizes: PictureSizeTable;
  sites: SiteTable;
  site_versions: SiteVersionTable;
  site_pictures: SitePictureTable;
  site_links: SiteLinkTable;
  site_messages: SiteMessageTable;
  site_renders: SiteRenderTable;
  site_previews: SitePreviewTable;
  site_loyalty_members: SiteLoyaltyMemberTable;
}

export interface ContactMessageTable {
  id: Generated<number>;
  reference: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  lang: VisitorLang;
  created_at: string;
  handled_at: string | null;
}

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  /** Lower-cased email: the unique key, so a second sign-up stores no duplicate. */
  email_key: string;
  email: string;
  name: string;
  lang: VisitorLang;
  created_at: string;
  unsubscribed_at: string | null;
  /** When the address owner followed the confirmation link; null while waiting (decision 040). */
  confirmed_at: string | null;
  /** When the latest confirmation link was queued; an unconfirmed row expires a week after. */
  confirm_sent_at: string | null;
}

export interface QuoteRequestTable {
  id: Generated<number>;
  reference: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_company: string;
  customer_message: string;
  message: string;
  total_amount: number;
  total_items: number;
  extra_trees: number;
  contribution_amount: number;
  trees_funded: number;
  status: string;
  note: string;
  lang: VisitorLang;
  created_at: string;
  /** When staff first replied from the inbox; null until then (decision 045). */
  first_answered_at: Generated<string | null>;
  /** When the customer accepted it through an accept link; null until then (decision 097). */
  accepted_at: Generated<string | null>;
  /** When its full or deposit invoice was paid in full: the order moves on (issue 27). */
  paid_at: Generated<string | null>;
  /** A template's delivery: 24 hours after it was paid; null for custom projects and before. */
  delivery_due_at: Generated<string | null>;
  delivered_at: Generated<string | null>;
  /** The delivered site's address, which staff give when they mark it delivered (decision 110). */
  site_url: Generated<string | null>;
}

export interface QuoteItemTable {
  id: Generated<number>;
  quote_id: number;
  template_id: number;
  title: string;
  unit_price: number;
  quantity: number;
  line_total: number;
  /**
   * The visitor's personalisation of this template as JSON, its logo as logoHash (a row of logos);
   * null when none (decisions 050 and 070).
   */
  personalisation: string | null;
}

/** Each logo the server re-encoded, once, named by the SHA-256 of its bytes (decision 070). */
export interface LogoTable {
  /** Lower-case hex SHA-256 of data. */
  hash: string;
  content_type: string;
  data: Uint8Array;
  created_at: string;
}

/** The one row (id 1) of sums over quote_requests, kept up to date as each quote is stored. */
export interface QuoteTotalsTable {
  id: number;
  trees_funded: number;
  contribution_amount: number;
}

/** Count and sum of quotes per status, kept up to date wherever a quote is stored or moves (decision 045). */
export interface QuoteStatusTotalsTable {
  status: string;
  quote_count: number;
  amount: number;
}

export type QuoteEventKind = (typeof QUOTE_EVENT_KINDS)[number];

/** One line of a quote's history: a status change, note, reply or WhatsApp hand-off, with who. */
export interface QuoteEventTable {
  id: Generated<number>;
  quote_id: number;
  kind: QuoteEventKind;
  /** The staff member's email; null for the customer's own request. */
  actor: string | null;
  text: string;
  created_at: string;
}

export interface LoyaltyMemberTable {
  id: Generated<number>;
  member_number: string;
  email_key: string;
  email: string;
  full_name: string;
  phone: string;
  date_of_birth: string;
  points: number;
  total_nights: number;
  total_spent: number;
  lang: VisitorLang;
  created_at: string;
}

/** Attempts at one sign-in for one account from one client address (decision 036). */
export interface SignInThrottleTable {
  /** Which sign-in: `admin` (the staff inbox), `loyalty` (Paradise Rewards), `site-loyalty-<site id>`. */
  kind: string;
  email_key: string;
  /** The client's IPv4 address, or its IPv6 /64. */
  client_address: string;
  /** Counted before each check and kept until a success, so concurrent guesses all count. */
  attempts: number;
  next_attempt_at: string;
  last_attempt_at: string;
}

/** What one client address stored through the public forms on one UTC day (decision 071). */
export interface AddressUsageTable {
  client_address: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** Request bodies stored, in bytes; 64-bit. */
  bytes: number;
}

export interface IdempotencyKeyTable {
  key: string;
  /** Method and path the key was first used with. */
  scope: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

/** One mail to send; written in the same transaction as the row that causes it (decision 022). */
export interface OutboxTable {
  id: Generated<number>;
  /** What caused it, e.g. quote-agency, quote-visitor: for logs and the admin's overview. */
  kind: string;
  /**
   * 'agency' (MAIL_AGENCY_TO) and 'staff' (written or asked for by a signed-in staff member) are
   * never held back; 'visitor' (caused by a public form) waits within the hourly cap (decision 040).
   */
  audience: 'agency' | 'staff' | 'visitor';
  recipient: string;
  /** The recipient lower-cased: visitor mails are counted per recipient (decision 071). */
  recipient_key: string;
  /** The client address (IPv4, or IPv6 /64) whose request caused it; '' for staff and the agency's own. */
  client_address: string;
  reply_to: string;
  subject: string;
  /** The bodies and attachments are emptied MAIL_KEEP_SENT_DAYS after sending; the row stays (decision 071). */
  text_body: string;
  html_body: string;
  /** Extra headers as a JSON object, e.g. List-Unsubscribe. */
  headers: string;
  /** Inline attachments as a JSON array of {cid, logoHash}: the bytes are in logos (decision 070). */
  attachments: string;
  /** Kept across retries, so a mail sent twice after a crash can be recognised as one. */
  message_id: string;
  created_at: string;
  next_attempt_at: string;
  attempts: number;
  /** A sender holds the row until then; another may take it over after. */
  claimed_until: string | null;
  claim_token: string | null;
  sent_at: string | null;
  /** Set when the mail server refused it permanently too often: no more attempts. */
  failed_at: string | null;
  last_error: string;
}

export interface AdminUserTable {
  id: Generated<number>;
  email_key: string;
  email: string;
  /** scrypt$N$r$p$salt$hash, salt and hash in base64; '' until an invited account sets one. */
  password_hash: string;
  /** An owner also manages staff accounts (decision 044); a reviewer also reviews the words (issue 28). */
  role: Generated<StaffRole>;
  /** Set: the account cannot sign in. */
  disabled_at: string | null;
  /** Its latest sign-in (password or link); null until its first: such an owner gets no alerts (107). */
  last_signed_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdminSessionTable {
  /** SHA-256 of the cookie's token: a copy of the database cannot be used to sign in. */
  id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
}

/**
 * A one-time link that lets an invited or reset account choose its password (decision 044), or
 * signs an account in without its password (sign-in, mailed on request: decision 106).
 */
export interface AdminSignInLinkTable {
  /** SHA-256 of the link's token: a copy of the database opens no account. */
  token_hash: string;
  user_id: number;
  purpose: 'invite' | 'reset' | 'sign-in';
  created_by_user_id: number | null;
  created_at: string;
  expires_at: string;
  /** Set once, by the request that chose the password or signed in. */
  used_at: string | null;
}

/** A link mailed to a quote's customer, e.g. to accept it (decision 097). */
export interface CustomerLinkTable {
  id: Generated<number>;
  /** SHA-256 of the link's token, hex: a copy of the database opens no quote. */
  token_hash: string;
  quote_id: number;
  purpose: 'accept' | 'invoice' | 'order';
  /** The staff member who sent it. */
  created_by: string;
  created_at: string;
  expires_at: string;
  /** Set when staff revoke it: it then opens nothing. */
  revoked_at: string | null;
  /** The invoice an 'invoice' link opens; null for the others. */
  invoice_id: Generated<number | null>;
}

/** The last number given in a series (INV, CN) and year: numbers without gaps (decision 098). */
export interface InvoiceCounterTable {
  series: string;
  year: number;
  last_number: number;
}

/** An invoice, written once (decision 098): its status comes from its payments and credit note. */
export interface InvoiceTable {
  id: Generated<number>;
  /** INV-2026-0001. */
  number: string;
  quote_id: number;
  kind: 'full' | 'deposit' | 'balance';
  lang: Lang;
  issued_at: string;
  due_at: string;
  issued_by: string;
  /** The GST rate in basis points it was issued under; null when the agency was not registered. */
  gst_rate: number | null;
  tin: string;
  /** The payment instructions it was issued with, as JSON (BankDetails). */
  bank: string;
  /** The agency's address, phone and email when it was issued, as JSON (InvoiceIssuer); null: the code's. */
  issuer: string | null;
  /** Toea: net + gst = total, each the sum of its lines. */
  net: number;
  gst: number;
  total: number;
}

export interface InvoiceLineTable {
  id: Generated<number>;
  invoice_id: number;
  description: string;
  quantity: number;
  /** Toea, GST included. */
  amount: number;
  gst: number;
}

/** The credit note that cancels an invoice, whole: its lines are the invoice's, negated. */
export interface CreditNoteTable {
  id: Generated<number>;
  /** CN-2026-0001. */
  number: string;
  invoice_id: number;
  reason: string;
  issued_at: string;
  issued_by: string;
}

export interface PaymentTable {
  id: Generated<number>;
  invoice_id: number;
  /** Toea, above 0. */
  amount: number;
  /** The day the money arrived, YYYY-MM-DD. */
  paid_on: string;
  method: string;
  bank_reference: string;
  recorded_by: string;
  recorded_at: string;
}

/** A reminder sent for an unpaid invoice: step 1 on its due day, step 2 seven days later. */
export interface InvoiceReminderTable {
  invoice_id: number;
  step: number;
  sent_at: string;
}

/** A customer staff turned payment reminders off for, by their address lower-cased. */
export interface ReminderOptOutTable {
  email_key: string;
  created_by: string;
  created_at: string;
}

/** A quote whose customer links staff revoked: reminders carry none until staff put them back. */
export interface ReminderLinkHoldTable {
  quote_id: number;
  created_by: string;
  created_at: string;
}

/** A proposed wording for one string of the site (issue 28): an owner accepts or rejects it. */
export interface WordProposalTable {
  id: Generated<number>;
  lang: Lang;
  /** The word file and the path to the string in it: 'layout:layout.nav.about'. */
  word_key: string;
  /** The page it was picked on: '/tpi/products'. */
  page: string;
  /** The wording the site showed when it was proposed. */
  old_text: string;
  proposed_text: string;
  comment: string;
  /** The admin_users id of the reviewer (or owner) who proposed it. */
  proposed_by_id: number;
  created_at: string;
  state: WordProposalState;
  decided_by_id: number | null;
  decided_at: string | null;
}

/** One change to one item of the content owners edit (decision 121). */
export interface ContentChangeTable {
  id: Generated<number>;
  kind: ContentKind;
  /** The item within its kind: a template's slug, a project's key, 'tpi:layout:layout.nav.about'. */
  item_key: string;
  /** The item's value as JSON; null goes back to the value in the code. */
  data: string | null;
  changed_by_id: number;
  created_at: string;
  /** The version that published it; null while it is a draft. */
  version: number | null;
}

/** One published version: what it publishes, whole, so any process can serve it. */
export interface ContentVersionTable {
  version: number;
  published_by_id: number;
  published_at: string;
  summary: string;
  /** JSON: {"items": [{kind, key, data}]}, every item that differs from the code. */
  content: string;
  render_status: string | null;
  render_error: string | null;
  /** When a process took it to render: its lease, stale after RENDER_LEASE_MS (decision 127). */
  render_started_at: string | null;
}

export interface ContentRenderTable {
  version: number;
  /** JSON: the RenderedSite of src/render/protocol.ts, every page and the sitemap. */
  site: string;
  rendered_at: string;
}

/** One size of a project picture an owner uploaded (decision 126), served at /media/. */
export interface PictureSizeTable {
  /** The picture's id: the hash of its thumbnail, a row of logos. */
  picture: string;
  width: number;
  height: number;
  content_type: string;
  data: Uint8Array;
  created_at: string;
}

export type SiteStatus = 'live' | 'suspended';

/** A delivered site (issue 46, decision 137): one per copy of a paid template line. */
export interface SiteTable {
  id: Generated<number>;
  quote_id: number;
  quote_item_id: number;
  /** 1, 2, ...: two copies of one line make two sites. */
  copy: number;
  template_slug: string;
  /** Its address under SITES_DOMAIN: `<label>.<SITES_DOMAIN>`. */
  label: string;
  /** Its address as made: `https://<label>.<SITES_DOMAIN>` with PUBLIC_URL's scheme and port. */
  address: string;
  /** A domain of the customer's own (decision 138), served once its DNS points here. */
  domain: string | null;
  domain_added_at: string | null;
  /** When its DNS was found pointing here; null while it does not (it is then not served). */
  domain_verified_at: string | null;
  /** What the last check of the domain found instead, in a sentence; null when none. */
  domain_problem: string | null;
  /** When staff turned the resort's loyalty programme on (decision 138); null while it is off. */
  loyalty_enabled_at: string | null;
  status: SiteStatus;
  /** The personalisation delivered, as JSON (src/shared/personalisation.ts, logo by logoHash). */
  personalisation: string;
  /** JSON: the site's own texts and pictures (src/shared/site-content.ts). */
  content: string;
  /** What is to be rendered; rendered_version is what is stored in site_renders. */
  version: number;
  rendered_version: Generated<number>;
  render_started_at: string | null;
  render_error: string | null;
  created_by: string;
  created_at: string;
}

/** A site's unpublished changes rendered, served at /_preview/<preview_id> for an hour. */
export interface SitePreviewTable {
  site_id: number;
  preview_id: string;
  page: string;
  created_at: string;
}

export interface SiteRenderTable {
  site_id: number;
  version: number;
  /** JSON: the DeliveredSiteFiles of src/render/protocol.ts. */
  files: string;
  rendered_at: string;
}

/** A published version of a site, whole: the newest 20 are kept, each can be restored. */
export interface SiteVersionTable {
  site_id: number;
  version: number;
  personalisation: string;
  content: string;
  created_by: string;
  created_at: string;
}

/** A picture a customer uploaded to their site, re-encoded by the server. */
export interface SitePictureTable {
  site_id: number;
  hash: string;
  content_type: string;
  data: Uint8Array;
  bytes: number;
  created_at: string;
}

/** A link that opens one site's editor: its token is mailed, only its hash kept. */
export interface SiteLinkTable {
  token_hash: string;
  site_id: number;
  created_at: string;
  expires_at: string;
}

/**
 * A member of a delivered resort's own loyalty programme (decision 138): that site's only, unique
 * by email_key and by member_number within it. The site's page is English: no language is kept.
 */
export interface SiteLoyaltyMemberTable extends Omit<LoyaltyMemberTable, 'lang'> {
  site_id: number;
}

/** A message a visitor sent through a delivered site's form: mailed to its owner. */
export interface SiteMessageTable {
  id: Generated<number>;
  site_id: number;
  form: string;
  /** JSON: [[field name, value], ...]. */
  fields: string;
  client_address: string;
  created_at: string;
}
