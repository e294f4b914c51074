import { brand } from './brand';

/** The help chat's answers. The first entry, in this order, with a keyword in the question answers it. */
export interface FaqEntry {
  question: string;
  keywords: string[];
  answer: string;
}

export const faq: readonly FaqEntry[] = [
  {
    question: 'Where can I see your templates?',
    keywords: ['template', 'design', 'theme', 'catalogue', 'catalog'],
    answer:
      'Our ready-made website templates are on the Templates page (/products). Filter them by category, open a live preview, and add the ones you like to your cart to ask for a quote.',
  },
  {
    question: 'How do I find my way around the site?',
    keywords: ['navigate', 'navigation', 'menu', 'find my way', 'get around'],
    answer:
      'Use the menu at the top: Templates for ready-made sites, Portfolio for our past work, and Checkout for your cart. On a phone, tap the menu button in the top corner.',
  },
  {
    question: 'Can I see examples of your work?',
    keywords: ['example', 'portfolio', 'past work', 'your work', 'previous project', 'case stud'],
    answer:
      'Yes. Our Portfolio page (/portfolio) shows nine projects we built for businesses in Papua New Guinea, from job boards to online shops, with the results they achieved.',
  },
  {
    question: 'How do I contact you for a quote?',
    keywords: ['contact', 'quote', 'reach you', 'call', 'phone', 'talk to'],
    answer: `Add templates to your cart and send a quote request from Checkout, or use the Contact form on the home page. You can also email ${brand.mailboxes.support}. We reply to every quote within 24 hours.`,
  },
  {
    question: 'What services do you offer?',
    keywords: ['service', 'offer', 'what do you do', 'provide'],
    answer:
      'We offer web design and development, web applications, digital products, branding, and e-commerce. Every project is built for how people in PNG actually browse: on phones, on mobile data.',
  },
  {
    question: 'Do you build custom websites?',
    keywords: ['custom', 'bespoke', 'from scratch', 'unique', 'build my own'],
    answer:
      'Yes. If no template fits, we design and build a custom website or web app. Custom projects start with a 50% deposit; tell us about your idea through the Contact form.',
  },
  {
    question: 'Are your sites suited to Papua New Guinea?',
    keywords: ['png', 'papua', 'local', 'slow internet', 'data cost', 'offline'],
    answer:
      'Yes. We are a local team and our sites are small and fast so they work on slow, costly mobile data, show prices in Kina, and keep working when the connection drops.',
  },
  {
    question: 'How do I buy a template?',
    keywords: ['buy', 'purchase', 'order', 'cart', 'checkout'],
    answer:
      'Add the template to your cart, then send a quote request from Checkout. We confirm the details and the price with you within 24 hours; online card payment is temporarily unavailable.',
  },
  {
    question: 'Can I preview a template?',
    keywords: ['preview', 'demo', 'try', 'live version', 'look like'],
    answer:
      'Yes. Every active template has a Preview button on the Templates page that opens a full working sample site in a new tab.',
  },
  {
    question: 'Which payment methods do you accept?',
    keywords: ['pay', 'payment', 'card', 'paypal', 'price', 'cost', 'kina'],
    answer:
      'We accept PayPal and major cards, and bank transfer for custom projects. Prices are in Kina (K); the checkout also shows an approximate US dollar total.',
  },
  {
    question: 'How fast do you deliver?',
    keywords: ['deliver', 'how long', 'how fast', 'turnaround', 'ready', 'time'],
    answer:
      'A template is delivered within 24 hours of your order being confirmed. Custom projects get a timeline in their proposal.',
  },
  {
    question: 'What support do I get after buying?',
    keywords: ['support', 'help after', 'maintenance', 'warranty', 'update', 'fix'],
    answer:
      'Every template comes with a 30-day warranty and setup help. After that we offer support and maintenance plans, during business hours Mon-Fri 8AM-5PM AEST.',
  },
  {
    question: 'Do the sites work on mobile phones?',
    keywords: ['mobile', 'phone', 'tablet', 'responsive', 'android', 'iphone'],
    answer:
      'Yes. Every template and every site we build is designed for phones first, and also looks right on tablets and computers.',
  },
  {
    question: 'Can I change a template?',
    keywords: ['customi', 'change', 'edit', 'colour', 'color', 'logo', 'modify'],
    answer:
      'Yes. We put in your logo, colours, text and photos before delivery, and can add pages or features. Describe what you need in the Project Requirements box at checkout.',
  },
  {
    question: `Why choose ${brand.name}?`,
    keywords: ['why', 'choose', 'better', 'different', 'trust', 'experience'],
    answer: `${brand.name} has 10+ years of experience and 50+ projects delivered with 100% client satisfaction. We are local, we answer within 24 hours, and every order funds a tree.`,
  },
  {
    question: 'When are you open?',
    keywords: ['hours', 'open', 'when are you', 'office', 'location', 'where are you'],
    answer: `Our business hours are ${brand.hours}. We are based in ${brand.city}; email ${brand.mailboxes.support} any time and we reply within 24 hours.`,
  },
];

export const FAQ_FALLBACK = `I'm not sure about that one. Please email us at ${brand.mailboxes.support} or use the Contact form, and we will reply within 24 hours.`;

/** The spec's rule: lowercase the message; the first entry with a keyword contained in it answers. */
export function answerFor(message: string): string {
  const text = message.toLowerCase();
  return (
    faq.find((entry) => entry.keywords.some((keyword) => text.includes(keyword)))?.answer ??
    FAQ_FALLBACK
  );
}
