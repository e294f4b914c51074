import type { Generated } from 'kysely';

/** Table types. Times are UTC ISO-8601 text and money is whole Kina, the same on SQLite and PostgreSQL. */
export interface Database {
  contact_messages: ContactMessageTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  quote_requests: QuoteRequestTable;
  quote_items: QuoteItemTable;
  loyalty_members: LoyaltyMemberTable;
  login_failures: LoginFailureTable;
  idempotency_keys: IdempotencyKeyTable;
  settings: SettingTable;
}

export interface ContactMessageTable {
  id: Generated<number>;
  reference: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  created_at: string;
  handled_at: string | null;
}

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  /** Lower-cased email: the unique key, so a second sign-up stores no duplicate. */
  email_key: string;
  email: string;
  name: string;
  created_at: string;
  unsubscribed_at: string | null;
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
  created_at: string;
}

export interface QuoteItemTable {
  id: Generated<number>;
  quote_id: number;
  template_id: number;
  title: string;
  unit_price: number;
  quantity: number;
  line_total: number;
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
  created_at: string;
}

export interface LoginFailureTable {
  id: Generated<number>;
  email_key: string;
  client_address: string;
  created_at: string;
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
