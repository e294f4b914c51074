/** The saved replies staff start from, in the customer's language: {name}, {reference} and {brand} are filled in. */
export const savedReplies = {
  'proposal-coming':
    'Hello {name},\n\nThank you for your quote request {reference}. We are preparing your proposal and will send it to you shortly.\n\n{brand}',
  'need-more-details':
    'Hello {name},\n\nThank you for your quote request {reference}. To prepare an accurate proposal we need a few more details: what your business does, the pages you need, and when you would like the site to go live.\n\n{brand}',
  'thank-you':
    'Hello {name},\n\nThank you for choosing {brand} (quote request {reference}). We look forward to building your website with you.\n\n{brand}',
};
