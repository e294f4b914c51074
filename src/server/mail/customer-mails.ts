import {
  paymentReceipt,
  siteDeliveredNotice,
  siteLoyaltyWelcomeNotice,
  siteMessageNotice,
  siteSignInNotice,
} from './customer-notices';
import { loyaltyWelcome, newsletterConfirmation, quoteConfirmation } from './messages';
import { invoiceMail, quoteReply } from './staff-messages';

/**
 * Every kind of mail a customer or visitor receives, with the function that writes it: each is
 * written whole in the reader's language (issue 43, point 5). A new kind is registered with one
 * line here; test/unit/customer-mail-language.test.ts then asks for an example of it and checks
 * that its Tok Pisin mail carries no sentence of the English words.
 */
export const customerMails = {
  'quote-visitor': quoteConfirmation,
  'quote-reply': quoteReply,
  invoice: invoiceMail,
  'invoice-reminder': invoiceMail,
  'newsletter-confirm': newsletterConfirmation,
  'loyalty-welcome': loyaltyWelcome,
  'payment-receipt': paymentReceipt,
  'site-delivered': siteDeliveredNotice,
  'site-sign-in': siteSignInNotice,
  'site-message': siteMessageNotice,
  'site-loyalty-welcome': siteLoyaltyWelcomeNotice,
} as const;

export type CustomerMailKind = keyof typeof customerMails;

/** The kinds only the agency and its staff receive: in English, whatever the customer's language. */
export const agencyMailKinds = [
  'quote-agency',
  'quote-accepted',
  'contact-agency',
  'owner-alert',
  'staff-invite',
  'staff-reset',
  'staff-sign-in-link',
] as const;
