import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { type Lang, pathInLang } from '../../shared/i18n/lang';
import { INVOICE_PATH } from '../../shared/invoice';
import { ORDER_PATH } from '../../shared/order';
import { ACCEPT_QUOTE_PATH } from '../../shared/quote-link';
import type { CustomerInvoice } from '../../shared/schemas/invoice';
import type { AdminQuote } from '../../shared/schemas/admin';
import type { Contact } from '../../shared/schemas/contact';
import type { LoyaltyMember } from '../../shared/schemas/loyalty';
import type { PublishedContent } from '../content/published';
import { CONFIRM_WITHIN_MS } from '../db/repositories/newsletter';
import { type OutgoingMail, enqueueMail, visitorMailsSince } from '../db/repositories/outbox';
import type { Database } from '../db/schema';
import type { Texts } from '../../shared/words/texts';
import type { PricedQuote } from '../quotes/pricing';
import type { AgencyFacts } from './agency-facts';
import {
  type MailSettings,
  contactNotification,
  loyaltyWelcome,
  newsletterConfirmation,
  quoteAcceptedNotification,
  type QuoteAcceptedMail,
  quoteConfirmation,
  quoteNotification,
} from './messages';
import {
  confirmToken,
  readConfirmToken,
  readUnsubscribeToken,
  unsubscribeToken,
} from './link-tokens';
import {
  type SignInLinkMail,
  type StaffLinkMail,
  staffInvitation,
  staffReset,
  staffSignInLink,
} from './staff-mails';
import { type AcceptLinkInMail, invoiceMail, quoteReply } from './staff-messages';
import {
  type PaymentReceipt,
  type SiteDelivered,
  paymentReceipt,
  type SiteLoyaltyWelcome,
  type SiteMessage,
  type SiteSignIn,
  siteDeliveredNotice,
  siteLoyaltyWelcomeNotice,
  siteMessageNotice,
  siteSignInNotice,
} from './customer-notices';

const DAY_MS = 24 * 60 * 60_000;

/** At most this many visitor mails a day to one recipient and caused by one client address. */
export interface VisitorMailLimits {
  perRecipientPerDay: number;
  perAddressPerDay: number;
}

/**
 * Queues the mails each stored request causes, in the request's own transaction: a rolled-back
 * write leaves no mail, and an idempotent replay (which writes nothing) queues none.
 */
export class Mailer {
  private readonly messageDomain: string;

  constructor(
    private readonly settings: MailSettings & {
      from: string;
      secret: string;
      visitorLimits: VisitorMailLimits;
    },
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly content: PublishedContent,
  ) {
    this.messageDomain = /@([^\s>]+)>?$/.exec(settings.from)?.[1] ?? 'localhost';
  }

  /** The agency's facts as published now (decision 127), read in the mail's own transaction. */
  private async facts(trx: Transaction<Database>): Promise<AgencyFacts> {
    return (await this.content.current(trx)).facts;
  }

  /** What a customer's mail in `lang` says as published now: the facts and the texts (131). */
  private async published(
    trx: Transaction<Database>,
    lang: Lang,
  ): Promise<{ facts: AgencyFacts; texts: Texts }> {
    const site = await this.content.current(trx);
    return { facts: site.facts, texts: Object.fromEntries(site.texts[lang]) };
  }

  unsubscribeUrl(email: string): string {
    const token = unsubscribeToken(this.settings.secret, email);
    return `${this.settings.publicUrl}/unsubscribe?token=${token}`;
  }

  /** The subscriber's lower-cased email when an unsubscribe token is genuine. */
  subscriberFromToken(token: unknown): string | undefined {
    return readUnsubscribeToken(this.settings.secret, token);
  }

  /** The link in a confirmation mail queued at `sentAt`; it works for CONFIRM_WITHIN_MS. */
  confirmUrl(email: string, sentAt: Date): string {
    const expiresAt = new Date(sentAt.getTime() + CONFIRM_WITHIN_MS);
    const token = confirmToken(this.settings.secret, email, expiresAt);
    return `${this.settings.publicUrl}/newsletter/confirm?token=${token}`;
  }

  /** The address a genuine confirmation token names, and whether it has expired. */
  confirmationFromToken(token: unknown): { emailKey: string; expired: boolean } | undefined {
    return readConfirmToken(this.settings.secret, token, new Date());
  }

  /** Queues what the day's limits allow; answers the bytes queued, which a public form is charged. */
  private async queue(
    trx: Transaction<Database>,
    mails: OutgoingMail[],
    clientAddress?: string,
  ): Promise<number> {
    let stored = 0;
    for (const mail of mails) {
      if (mail.audience === 'visitor' && !(await this.visitorMailAllowed(trx, mail, clientAddress)))
        continue;
      stored += await enqueueMail(trx, { ...mail, clientAddress }, this.messageDomain);
    }
    return stored;
  }

  /**
   * Past a day's limit for its recipient or for the address that asked, a visitor mail could only
   * be abuse: it is dropped with a log line, and the request is stored all the same (decision 071).
   */
  private async visitorMailAllowed(
    trx: Transaction<Database>,
    mail: OutgoingMail,
    clientAddress = '',
  ): Promise<boolean> {
    const since = new Date(Date.now() - DAY_MS).toISOString();
    const { perRecipientPerDay, perAddressPerDay } = this.settings.visitorLimits;
    const { toRecipient, fromAddress } = await visitorMailsSince(
      trx,
      { recipient: mail.to, clientAddress },
      since,
    );
    if (toRecipient < perRecipientPerDay && fromAddress < perAddressPerDay) return true;
    this.log.warn(
      { kind: mail.kind, clientAddress, toRecipient, fromAddress },
      'mail: a visitor mail past the day’s limit for its recipient or address was dropped',
    );
    return false;
  }

  /** The owners' alerts (src/server/ops/alerts.ts), queued in the transaction that claimed them. */
  ownerAlerts(trx: Transaction<Database>, mails: OutgoingMail[]): Promise<number> {
    return this.queue(trx, mails);
  }

  async quoteReceived(
    trx: Transaction<Database>,
    request: {
      reference: string;
      quote: PricedQuote;
      receivedAt: string;
      clientAddress: string;
      orderToken: string;
    },
  ): Promise<number> {
    const orderUrl = this.orderUrl(request.orderToken, request.quote.lang);
    const published = await this.published(trx, request.quote.lang);
    return this.queue(
      trx,
      [
        quoteNotification(this.settings, request),
        quoteConfirmation(this.settings, { ...request, orderUrl, ...published }),
      ],
      request.clientAddress,
    );
  }

  contactReceived(
    trx: Transaction<Database>,
    message: { reference: string; contact: Contact; receivedAt: string; clientAddress: string },
  ): Promise<number> {
    return this.queue(trx, [contactNotification(this.settings, message)], message.clientAddress);
  }

  /** Only a link to confirm: nothing else goes to the address until it is followed (decision 040). */
  async newsletterRequested(
    trx: Transaction<Database>,
    subscriber: {
      email: string;
      name: string;
      lang: Lang;
      requestedAt: Date;
      clientAddress: string;
    },
  ): Promise<number> {
    return this.queue(
      trx,
      [
        newsletterConfirmation(this.settings, {
          ...subscriber,
          confirmUrl: this.confirmUrl(subscriber.email, subscriber.requestedAt),
          ...(await this.published(trx, subscriber.lang)),
        }),
      ],
      subscriber.clientAddress,
    );
  }

  async loyaltyJoined(
    trx: Transaction<Database>,
    joined: { member: LoyaltyMember; lang: Lang; clientAddress: string },
  ): Promise<number> {
    const { texts } = await this.published(trx, joined.lang);
    return this.queue(
      trx,
      [loyaltyWelcome(this.settings, { ...joined, texts })],
      joined.clientAddress,
    );
  }

  /** The address an invite or reset link in a staff mail opens (the React welcome page). */
  staffLinkUrl(token: string): string {
    return `${this.settings.publicUrl}/admin/welcome/${token}`;
  }

  async staffInvited(trx: Transaction<Database>, invite: StaffLinkMail): Promise<number> {
    return this.queue(trx, [staffInvitation(invite, await this.facts(trx))]);
  }

  async staffReset(trx: Transaction<Database>, reset: StaffLinkMail): Promise<number> {
    return this.queue(trx, [staffReset(reset, await this.facts(trx))]);
  }

  /** A mailed sign-in link: the token after '#', which no browser sends to a server (decision 106). */
  signInLinkUrl(token: string): string {
    return `${this.settings.publicUrl}/admin/sign-in#link=${token}`;
  }

  async staffSignInLink(trx: Transaction<Database>, link: SignInLinkMail): Promise<number> {
    return this.queue(trx, [staffSignInLink(link, await this.facts(trx))]);
  }

  /** A staff member's reply to a quote request, to the customer (decision 045). */
  async quoteReplied(
    trx: Transaction<Database>,
    reply: {
      quote: AdminQuote;
      text: string;
      accept?: AcceptLinkInMail | undefined;
      orderToken: string;
    },
  ): Promise<number> {
    const orderUrl = this.orderUrl(reply.orderToken, reply.quote.lang);
    const published = await this.published(trx, reply.quote.lang);
    return this.queue(trx, [quoteReply({ ...reply, orderUrl, ...published })]);
  }

  /** The page where the customer follows their order, in their language (issue 27, item 5). */
  /** A delivered site's editor (issue 46): the token in the fragment, never sent to a server log. */
  siteEditorUrl(token: string, lang: Lang): string {
    return `${this.settings.publicUrl}${pathInLang('/site-editor', lang)}#token=${token}`;
  }

  /** A sign-in link to a delivered site's editor, asked for by its owner: a visitor mail, capped. */
  async siteSignIn(
    trx: Transaction<Database>,
    signIn: Omit<SiteSignIn, 'editUrl'> & { token: string },
    clientAddress: string,
  ): Promise<number> {
    const published = await this.published(trx, signIn.lang);
    const editUrl = this.siteEditorUrl(signIn.token, signIn.lang);
    return this.queue(
      trx,
      [siteSignInNotice({ signIn: { ...signIn, editUrl }, ...published })],
      clientAddress,
    );
  }

  /** What a visitor sent through a delivered site's form, to its owner: a visitor mail, capped. */
  async siteMessage(
    trx: Transaction<Database>,
    message: SiteMessage,
    clientAddress: string,
  ): Promise<number> {
    const published = await this.published(trx, message.lang);
    return this.queue(trx, [siteMessageNotice({ message, ...published })], clientAddress);
  }

  /** A delivered resort's welcome to its new loyalty member: a visitor mail, capped. */
  async siteLoyaltyJoined(
    trx: Transaction<Database>,
    welcome: SiteLoyaltyWelcome,
    clientAddress: string,
  ): Promise<number> {
    const { texts } = await this.published(trx, welcome.lang);
    return this.queue(trx, [siteLoyaltyWelcomeNotice({ welcome, texts })], clientAddress);
  }

  orderUrl(token: string, lang: Lang): string {
    return `${this.settings.publicUrl}${pathInLang(ORDER_PATH, lang)}?token=${token}`;
  }

  /** The page where the customer accepts a quote, in their language (decision 097). */
  acceptUrl(token: string, lang: Lang): string {
    return `${this.settings.publicUrl}${pathInLang(ACCEPT_QUOTE_PATH, lang)}?token=${token}`;
  }

  /** To the agency: the customer accepted a quote. */
  quoteAccepted(trx: Transaction<Database>, accepted: QuoteAcceptedMail): Promise<number> {
    return this.queue(trx, [quoteAcceptedNotification(this.settings, accepted)]);
  }

  /** The page of an invoice, in its customer's language (decision 098). */
  invoiceUrl(token: string, lang: Lang): string {
    return `${this.settings.publicUrl}${pathInLang(INVOICE_PATH, lang)}?token=${token}`;
  }

  /**
   * An invoice to its customer, with its PDF; or a reminder of it (step 1 or 2), without links
   * when staff revoked them (decision 104).
   */
  async invoiceIssued(
    trx: Transaction<Database>,
    invoice: CustomerInvoice,
    tokens: { invoice: string; order: string } | undefined,
    reminder?: 1 | 2,
  ): Promise<number> {
    const links = tokens && {
      url: this.invoiceUrl(tokens.invoice, invoice.lang),
      orderUrl: this.orderUrl(tokens.order, invoice.lang),
    };
    const published = await this.published(trx, invoice.lang);
    return this.queue(trx, [invoiceMail({ invoice, links, reminder, ...published })]);
  }

  /** A receipt for a payment staff recorded, in the payment's transaction (issue 43, point 2). */
  async paymentReceived(
    trx: Transaction<Database>,
    receipt: PaymentReceipt,
    orderToken: string,
  ): Promise<number> {
    const orderUrl = this.orderUrl(orderToken, receipt.lang);
    const published = await this.published(trx, receipt.lang);
    return this.queue(trx, [paymentReceipt({ receipt, orderUrl, ...published })]);
  }

  /** The customer's site is delivered: its address and what to do next (issue 43, point 2). */
  async siteDelivered(
    trx: Transaction<Database>,
    delivery: SiteDelivered,
    orderToken: string,
  ): Promise<number> {
    const orderUrl = this.orderUrl(orderToken, delivery.lang);
    const published = await this.published(trx, delivery.lang);
    return this.queue(trx, [siteDeliveredNotice({ delivery, orderUrl, ...published })]);
  }
}
