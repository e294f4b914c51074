import type { Transaction } from 'kysely';
import type { Contact } from '../../shared/schemas/contact';
import type { LoyaltyMember } from '../../shared/schemas/loyalty';
import { type OutgoingMail, enqueueMail } from '../db/repositories/outbox';
import type { Database } from '../db/schema';
import type { PricedQuote } from '../quotes/pricing';
import {
  type MailSettings,
  contactNotification,
  loyaltyWelcome,
  newsletterWelcome,
  quoteConfirmation,
  quoteNotification,
} from './messages';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

/**
 * Queues the mails each stored request causes, in the request's own transaction: a rolled-back
 * write leaves no mail, and an idempotent replay (which writes nothing) queues none.
 */
export class Mailer {
  private readonly messageDomain: string;

  constructor(private readonly settings: MailSettings & { from: string; secret: string }) {
    this.messageDomain = /@([^\s>]+)>?$/.exec(settings.from)?.[1] ?? 'localhost';
  }

  unsubscribeUrl(email: string): string {
    const token = unsubscribeToken(this.settings.secret, email);
    return `${this.settings.publicUrl}/unsubscribe?token=${token}`;
  }

  /** The subscriber's lower-cased email when an unsubscribe token is genuine. */
  subscriberFromToken(token: unknown): string | undefined {
    return readUnsubscribeToken(this.settings.secret, token);
  }

  private async queue(trx: Transaction<Database>, mails: OutgoingMail[]): Promise<void> {
    for (const mail of mails) await enqueueMail(trx, mail, this.messageDomain);
  }

  quoteReceived(
    trx: Transaction<Database>,
    request: { reference: string; quote: PricedQuote; receivedAt: string },
  ): Promise<void> {
    return this.queue(trx, [
      quoteNotification(this.settings, request),
      quoteConfirmation(this.settings, request),
    ]);
  }

  contactReceived(
    trx: Transaction<Database>,
    message: { reference: string; contact: Contact; receivedAt: string },
  ): Promise<void> {
    return this.queue(trx, [contactNotification(this.settings, message)]);
  }

  newsletterSubscribed(
    trx: Transaction<Database>,
    subscriber: { email: string; name: string },
  ): Promise<void> {
    return this.queue(trx, [
      newsletterWelcome(this.settings, {
        ...subscriber,
        unsubscribeUrl: this.unsubscribeUrl(subscriber.email),
      }),
    ]);
  }

  loyaltyJoined(trx: Transaction<Database>, member: LoyaltyMember): Promise<void> {
    return this.queue(trx, [loyaltyWelcome(this.settings, member)]);
  }
}
