/** The checkout page: cart lines, order summary, extra trees, the quote form and its outcomes. */
export const checkout = {
  meta: {
    title: 'Cart and Quote Request',
    description:
      'Review the templates in your cart and request a quote. Kumul Digital answers every quote request within 24 hours.',
  },
  eyebrow: 'Checkout',
  title: 'Your cart',
  intro: 'Review your templates and send a quote request. We reply within 24 hours.',
  loading: 'Loading your cart…',
  success: 'Quote request submitted! We will contact you within 24 hours with a detailed proposal.',
  reference: 'Your reference: {reference}',
  failure:
    'Failed to submit quote request. Please try again or contact support at {email}',
  keepBrowsing: 'Keep browsing templates',
  empty: {
    title: 'Your cart is empty',
    afterOrder: 'Thank you for your request. You can add more templates at any time.',
    beforeOrder: 'Choose a template first, then come back here to request a quote.',
    browse: 'Browse templates',
  },
  lines: {
    title: 'Your templates',
    clear: 'Clear cart',
    each: '{price} each',
    quantity: 'Quantity of {title}',
    decrease: 'Decrease quantity of {title}',
    increase: 'Increase quantity of {title}',
    lineTotal: 'Line total: ',
    remove: 'Remove {title}',
  },
  summary: {
    title: 'Order summary',
    templates: 'Templates',
    total: 'Total',
    usdLabel: 'Approximate US dollars',
    usd: '≈ ${amount} USD',
  },
  trees: {
    label: 'Fund extra trees',
    note: 'Your order already funds one tree per template. Add more at {price} each.',
    quantity: 'Extra trees',
    fewer: 'Fewer extra trees',
    more: 'More extra trees',
    contribution: 'Tree contribution: {amount}',
    funded: 'Trees funded: {count}',
  },
  payment: {
    title: 'Online payment',
    text: 'Online card payment is temporarily unavailable. Send a quote request instead: we confirm the price and how to pay when we reply.',
    button: 'Pay by card',
  },
  form: {
    title: 'Request a quote',
    intro: 'Tell us how to reach you. We reply within 24 hours with a detailed proposal.',
    labels: {
      name: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      company: 'Company/Organization',
      message: 'Project Requirements',
    },
    optional: 'Optional',
    sending: 'Sending request…',
    submit: 'Request Quote',
    required: 'Required. We use your details only to answer this request.',
  },
};
