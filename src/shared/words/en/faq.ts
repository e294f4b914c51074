import { brand } from '../../brand';
import type { FaqAnswers } from '../../faq';

/** The help chat's answers in English. */
export const faq: FaqAnswers = {
  entries: {
    templates: {
      question: 'Where can I see your templates?',
      answer:
        'Our ready-made website templates are on the Templates page (/products). Filter them by category, open a live preview, and add the ones you like to your cart to ask for a quote.',
    },
    navigation: {
      question: 'How do I find my way around the site?',
      answer:
        'Use the menu at the top: Templates for ready-made sites, Portfolio for our past work, and Checkout for your cart. On a phone, tap the menu button in the top corner.',
    },
    portfolio: {
      question: 'Can I see examples of your work?',
      answer:
        'Yes. Our Portfolio page (/portfolio) shows nine projects we built for businesses in Papua New Guinea, from job boards to online shops, with the results they achieved.',
    },
    contact: {
      question: 'How do I contact you for a quote?',
      answer: `Add templates to your cart and send a quote request from Checkout, or use the Contact form on the home page. You can also email ${brand.mailboxes.support}. We reply to every quote within 24 hours.`,
    },
    services: {
      question: 'What services do you offer?',
      answer:
        'We offer web design and development, web applications, digital products, branding, and e-commerce. Every project is built for how people in PNG actually browse: on phones, on mobile data.',
    },
    custom: {
      question: 'Do you build custom websites?',
      answer:
        'Yes. If no template fits, we design and build a custom website or web app. Custom projects start with a 50% deposit; tell us about your idea through the Contact form.',
    },
    png: {
      question: 'Are your sites suited to Papua New Guinea?',
      answer:
        'Yes. We are a local team and our sites are small and fast so they work on slow, costly mobile data, show prices in Kina, and keep working when the connection drops.',
    },
    buy: {
      question: 'How do I buy a template?',
      answer:
        'Add the template to your cart, then send a quote request from Checkout. We confirm the details and the price with you within 24 hours; online card payment is temporarily unavailable.',
    },
    preview: {
      question: 'Can I preview a template?',
      answer:
        'Yes. Every active template has a Preview button on the Templates page that opens a full working sample site in a new tab.',
    },
    payment: {
      question: 'Which payment methods do you accept?',
      answer:
        'We accept PayPal and major cards, and bank transfer for custom projects. Prices are in Kina (K); the checkout also shows an approximate US dollar total.',
    },
    delivery: {
      question: 'How fast do you deliver?',
      answer:
        'A template is delivered within 24 hours of your order being confirmed. Custom projects get a timeline in their proposal.',
    },
    support: {
      question: 'What support do I get after buying?',
      answer:
        'Every template comes with a 30-day warranty and setup help. After that we offer support and maintenance plans, during business hours Mon-Fri 8AM-5PM AEST.',
    },
    mobile: {
      question: 'Do the sites work on mobile phones?',
      answer:
        'Yes. Every template and every site we build is designed for phones first, and also looks right on tablets and computers.',
    },
    change: {
      question: 'Can I change a template?',
      answer:
        'Yes. We put in your logo, colours, text and photos before delivery, and can add pages or features. Describe what you need in the Project Requirements box at checkout.',
    },
    why: {
      question: `Why choose ${brand.name}?`,
      answer: `${brand.name} has 10+ years of experience and 50+ projects delivered with 100% client satisfaction. We are local, we answer within 24 hours, and every order funds a tree.`,
    },
    hours: {
      question: 'When are you open?',
      answer: `Our business hours are ${brand.hours}. We are based in ${brand.city}; email ${brand.mailboxes.support} any time and we reply within 24 hours.`,
    },
  },
  fallback: `I'm not sure about that one. Please email us at ${brand.mailboxes.support} or use the Contact form, and we will reply within 24 hours.`,
};
