/** The page where a customer reads and accepts a quote, from the link in a reply (decision 097). */
export const acceptQuote = {
  meta: {
    title: 'Your quote',
    description: 'Read the quote we prepared for you and accept it with one tap.',
  },
  eyebrow: 'Your quote',
  title: 'Check your quote, then accept it',
  intro:
    'This is what we prepared for you. Accepting tells us to go ahead; we then mail you the invoice.',
  loading: 'Opening your quote…',
  noToken:
    'This page opens from the link in our mail. Please open the link again from the mail, or reply to it.',
  offline:
    'We could not reach our server, so your quote cannot be shown. Check your connection and try again.',
  tryAgain: 'Try again',
  reference: 'Quote {reference}',
  forCustomer: 'For {name}',
  linesLabel: 'What is in your quote',
  line: '{quantity} × {title}',
  each: '{price} each',
  personalisedFor: 'Made for {name}',
  extraTrees: {
    one: '{count} extra tree for our tree-planting pledge',
    other: '{count} extra trees for our tree-planting pledge',
  },
  total: 'Total',
  usdEstimate: 'About US${amount} (K4 = US$1)',
  accept: 'Accept this quote',
  accepting: 'Accepting…',
  acceptNote: 'Payment is by bank transfer: the invoice tells you how.',
  validUntil: 'This link works until {date}.',
  accepted: {
    title: 'Your quote is accepted',
    on: 'Accepted on {date}. Thank you!',
    next: 'Next, we mail you the invoice. Questions? Reply to our mail or call {phone}.',
  },
  closed: {
    title: 'This quote is closed',
    text: 'Would you like a new quote? Reply to our mail or call {phone}, and please mention {reference}.',
  },
};
