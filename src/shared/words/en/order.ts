/** The page where a customer follows their order, from a link in our mails (issue 27, item 5). */
export const order = {
  meta: {
    title: 'Your order',
    description: 'Where your order stands, step by step, and what to do next.',
  },
  eyebrow: 'Your order',
  title: 'Where your order stands',
  intro: 'Each step shows its date once it is done. This page needs no account: keep the mail.',
  loading: 'Opening your order…',
  noToken:
    'This page opens from the link in our mail. Please open the link again from the mail, or reply to it.',
  offline:
    'We could not reach our server, so your order cannot be shown. Check your connection and try again.',
  tryAgain: 'Try again',
  reference: 'Order {reference}',
  total: 'Total {amount}',
  stepsLabel: 'Steps of your order',
  steps: {
    received: 'Request received',
    answered: 'Answered',
    accepted: 'Quote accepted',
    invoiced: 'Invoiced',
    paid: 'Paid',
    building: 'In build',
    delivered: 'Delivered',
  },
  /** The order's money state (decision 109), beside the steps. */
  money: {
    'not-invoiced': 'Not invoiced yet',
    invoiced: 'Invoiced: {amount} to pay by {date}',
    'part-paid': 'Part paid, {amount} to pay by {date}',
    'deposit-paid': 'Deposit paid. Balance {amount}, due {date}',
    /** The deposit paid, its balance not invoiced yet: due on completion (the terms). */
    'deposit-paid-to-invoice': 'Deposit paid. Balance {amount}, due when your site is ready',
    paid: 'Paid in full',
  },
  notYet: 'Not yet',
  nextTitle: 'What happens next',
  next: {
    'wait-answer': 'We answer every request within 24 hours, by mail or phone.',
    accept: 'Read our reply and accept the quote with the link in it.',
    'wait-invoice': 'Thank you for accepting. We mail you the invoice next.',
    pay: 'Please pay the invoice by bank transfer, with its number as the reference.',
    'wait-balance':
      'Your deposit is paid. We mail you the invoice for the balance when your site is ready.',
    'wait-delivery': 'We are building your site. A template is delivered by {date}.',
    done: 'Your site is delivered. Questions? Reply to our mail or call {phone}.',
  },
  customBuild: 'We are building your site, on the schedule we agreed with you.',
  invoicesLabel: 'Your invoices',
  invoice: '{number}: {status}, {amount}',
  pdf: 'PDF of {number}',
  /** The delivered site's address, shown as a link (issue 43, point 2). */
  site: 'Your website',
};
