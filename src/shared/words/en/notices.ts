import type { PaymentMethod } from '../../invoice';

/**
 * The mails that tell a customer where their order stands (issue 43, point 2): a receipt for each
 * payment recorded, and the notice that their site is delivered. {name} stands for a value.
 */
export interface NoticeWords {
  /** How a payment came, as the receipt names it. */
  methods: Record<PaymentMethod, string>;
  receipt: {
    subject: string;
    title: string;
    intro: string;
    amount: string;
    date: string;
    method: string;
    bankReference: string;
    invoice: string;
    order: string;
    leftHeading: string;
    leftOnInvoice: string;
    leftOnOrder: string;
    dueDay: string;
    payBy: string;
    toInvoice: string;
    invoicePaid: string;
    orderPaid: string;
  };
  delivery: {
    subject: string;
    title: string;
    intro: string;
    address: string;
    open: string;
    nextHeading: string;
    check: string;
    changes: string;
    warranty: string;
    /** The link to the site's own editor (issue 46). */
    edit: string;
    editHow: string;
  };
  /** A message a visitor sent through a delivered site's form, to its owner (issue 46). */
  siteMessage: {
    subject: string;
    title: string;
    intro: string;
    reply: string;
  };
  /** A sign-in link to a delivered site's editor, asked for by its owner (issue 46). */
  siteSignIn: {
    subject: string;
    title: string;
    intro: string;
    open: string;
    expires: string;
  };
  /** To a guest who joined a delivered resort's loyalty programme (decision 138): the site's, not ours. */
  siteLoyalty: {
    subject: string;
    title: string;
    thanks: string;
    footer: string;
  };
}

/** The notices in English. */
export const notices: NoticeWords = {
  methods: {
    'bank-transfer': 'Bank transfer',
    'mobile-money': 'Mobile money',
    cash: 'Cash',
    other: 'Another way',
  },
  receipt: {
    subject: 'Receipt: {amount} received for invoice {number} – {brand}',
    title: 'Thank you: your payment arrived',
    intro: 'We received {amount} for invoice {number}. This mail is your receipt; please keep it.',
    amount: 'Amount received',
    date: 'Day it arrived',
    method: 'Paid by',
    bankReference: 'The bank’s reference',
    invoice: 'Invoice',
    order: 'Order',
    leftHeading: 'What is left to pay',
    leftOnInvoice: 'Still to pay on {number}',
    leftOnOrder: 'Still to pay on your order',
    dueDay: 'Due day',
    payBy: 'Please pay {amount} by {date}, with {number} as the reference.',
    toInvoice: 'We will send you an invoice for the remaining {amount}.',
    invoicePaid: 'Invoice {number} is paid in full.',
    orderPaid: 'Your order is paid in full. Thank you!',
  },
  delivery: {
    subject: 'Your website is ready – {brand}',
    title: 'Your website is ready',
    intro: 'Good news: the website of order {reference} is finished and live at its address.',
    address: 'Address',
    open: 'Open your website',
    nextHeading: 'What to do next',
    check:
      'Open it on your phone and on a computer, and check every page: names, phone numbers, prices and photos.',
    changes:
      'Want something changed? Reply to this mail or call {phone} ({hours}), and mention {reference}.',
    warranty:
      'Your template comes with a 30-day warranty from today: if it does not work as described, we fix it free of charge.',
    edit: 'Edit your website',
    editHow:
      'Change its words, prices, opening hours and photos yourself, from your phone: open the link below, make your changes and press Publish. The link works for 30 days; after that, ask for a new one on the editor page with this email address.',
  },
  siteMessage: {
    subject: 'A message from your website: {form}',
    title: 'A message from your website',
    intro: 'A visitor sent this through “{form}” on {address}:',
    reply:
      'Reply to them directly: this mail comes from {brand}, which sends your website’s forms on.',
  },
  siteSignIn: {
    subject: 'Edit your website – {brand}',
    title: 'Edit your website',
    intro: 'You asked to edit {address}. Open the link below on this phone or computer.',
    open: 'Open the editor',
    expires: 'The link works for one hour. If you did not ask for it, you can ignore this mail.',
  },
  siteLoyalty: {
    subject: 'Welcome to Paradise Rewards at {business}: your member number is {memberNumber}',
    title: 'Welcome to Paradise Rewards',
    thanks:
      'Thank you for joining Paradise Rewards at {business}. Keep this mail: you sign in at {rewards} with your email and your member number.',
    footer: '{business}, {address}. Reply to this mail to reach them.',
  },
};
