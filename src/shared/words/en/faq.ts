import { brand } from '../../brand';
import { templates } from '../../catalogue';
import type { FaqAnswers } from '../../faq';
import { formatMoney, kina } from '../../money';
import { layout } from './layout';

// Links are written [words](/path); the chat shows the words as a link (src/shared/faq.ts).
const { nav } = layout;
const prices = templates.map((template) => template.priceNumeric);
const from = formatMoney(kina(Math.min(...prices)));
const to = formatMoney(kina(Math.max(...prices)));
const templatesPage = `the [${nav.templates}](/products) page`;
const quotePage = `the [${nav.quote}](/checkout) page`;
const contactForm = '[Contact form](/#contact)';
const email = `[${brand.mailboxes.support}](mailto:${brand.mailboxes.support})`;
const phone = `[${brand.phone.display}](tel:${brand.phone.tel})`;
const whatsapp = `[WhatsApp](https://wa.me/${brand.whatsapp.number})`;

/** The help chat's answers in English. */
export const faq: FaqAnswers = {
  entries: {
    price: {
      question: 'How much does a website cost?',
      answer: `A ready-made website (a template) costs from ${from} to ${to}, in Kina. Each template's price is on ${templatesPage}, with a preview. Add the ones you like to your quote and send it: we reply within 24 hours with a proposal. A custom website is priced for your project.`,
    },
    templates: {
      question: 'Where can I see your templates?',
      answer: `Our ready-made website templates are on ${templatesPage}. Filter them by category, open a live preview, and add the ones you like to your quote.`,
    },
    navigation: {
      question: 'How do I find my way around the site?',
      answer: `Use the menu at the top: ${nav.templates} for ready-made sites, ${nav.portfolio} for our past work, and ${nav.quote} for your quote. On a phone, tap the menu button in the top corner.`,
    },
    portfolio: {
      question: 'Can I see examples of your work?',
      answer: `Yes. Our [${nav.portfolio}](/portfolio) page shows nine projects we built for businesses in Papua New Guinea, from job boards to online shops, with the results they achieved.`,
    },
    contact: {
      question: 'How do I contact you for a quote?',
      answer: `Add templates to your quote and send it from ${quotePage}, or use the ${contactForm} on the home page. You can also call ${phone}, message us on ${whatsapp} or email ${email}. We reply to every quote within 24 hours.`,
    },
    services: {
      question: 'What services do you offer?',
      answer:
        'We offer web design and development, web applications, digital products, branding, and e-commerce. Every project is built for how people in PNG actually browse: on phones, on mobile data.',
    },
    custom: {
      question: 'Do you build custom websites?',
      answer: `Yes. If no template fits, we design and build a custom website or web app. Custom projects start with a 50% deposit; tell us about your idea through the ${contactForm}.`,
    },
    png: {
      question: 'Are your sites suited to Papua New Guinea?',
      answer:
        'Yes. We are a local team and our sites are small and fast so they work on slow, costly mobile data, show prices in Kina, and keep working when the connection drops.',
    },
    buy: {
      question: 'How do I buy a template?',
      answer: `Add the template to your quote, then send the quote request from ${quotePage}. Within 24 hours we confirm the details and the price with you, and tell you how to pay; paying online is unavailable for now.`,
    },
    preview: {
      question: 'Can I preview a template?',
      answer: `Yes. Every active template has a Preview button on ${templatesPage} that opens a full working sample site in a new tab.`,
    },
    payment: {
      question: 'Which payment methods do you accept?',
      answer: `You pay by bank transfer, or by mobile money when your invoice lists it. Paying online on this site is unavailable for now, so you pay after your quote: send it from ${quotePage}, and within 24 hours we answer with a proposal and how to pay (for example by bank transfer). Custom projects start with a 50% deposit. Prices are in Kina (K).`,
    },
    delivery: {
      question: 'How fast do you deliver?',
      answer:
        'A template is delivered within 24 hours of your order being confirmed. Custom projects get a timeline in their proposal.',
    },
    support: {
      question: 'What support do I get after buying?',
      answer: `Every template comes with a 30-day warranty and setup help. After that we offer support and maintenance plans, during business hours ${brand.hours}.`,
    },
    mobile: {
      question: 'Do the sites work on mobile phones?',
      answer:
        'Yes. Every template and every site we build is designed for phones first, and also looks right on tablets and computers.',
    },
    change: {
      question: 'Can I change a template?',
      answer: `Yes. We put in your logo, colours, text and photos before delivery, and can add pages or features. Describe what you need in the Project Requirements box on ${quotePage}.`,
    },
    why: {
      question: `Why choose ${brand.name}?`,
      answer: `${brand.name} has 10+ years of experience and 50+ projects delivered with 100% client satisfaction. We are local, we answer within 24 hours, and every order funds a tree.`,
    },
    hours: {
      question: 'When are you open, and where are you?',
      answer: `Our business hours are ${brand.hours}. We are based in ${brand.city}; email ${email} any time and we reply within 24 hours.`,
    },
    hosting: {
      question: 'Do I need hosting and a domain name?',
      answer: `Yes: a website needs hosting (a place on the internet) and a domain name (its address, such as yourbusiness.com.pg). We set both up for you (hosting is then a service billed in advance), or use the ones you already have: tell us on ${quotePage}, and your proposal lists what they cost.`,
    },
  },
  fallback: `I'm not sure about that one. Please email us at ${email} or use the ${contactForm}, and we will reply within 24 hours.`,
};
