import { brand } from '../../brand';
import type { FaqAnswers } from '../../faq';
import { layout } from './layout';

// Links are written [words](/path); the chat shows the words as a link (src/shared/faq.ts).
const { nav } = layout;
// The agency's facts and the catalogue's price range are placeholders the chat's content fills
// from the published content (faqFacts in src/shared/faq.ts): an owner's answer keeps them.
const from = '{priceFrom}';
const to = '{priceTo}';
const templatesPage = `the [${nav.templates}](/products) page`;
const quotePage = `the [${nav.quote}](/checkout) page`;
const contactForm = '[Contact form](/#contact)';
const email = '{email}';
const phone = '{phone}';
const whatsapp = '{whatsapp}';
const terms = '[Terms of Use](/terms-of-use)';

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
      answer: `You pay by bank transfer, or by mobile money when your invoice lists it. We do not take cards, and paying online on this site is unavailable for now, so you pay after your quote: send it from ${quotePage}, and within 24 hours we answer with a proposal and how to pay (for example by bank transfer). A template is paid in full before delivery; custom projects start with a 50% deposit, the balance due on completion. Prices are in Kina (K).`,
    },
    delivery: {
      question: 'How fast do you deliver?',
      answer:
        'We deliver a template within 24 hours of confirming your payment, and we answer your quote within 24 hours with how to pay. Custom projects get a timeline in their proposal.',
    },
    support: {
      question: 'What support do I get after buying?',
      answer: `Every template comes with a 30-day warranty and setup help. After that we offer support and maintenance plans, during business hours {hours}.`,
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
      answer: `Our business hours are {hours}. We are based in ${brand.city}; email ${email} any time and we reply within 24 hours.`,
    },
    hosting: {
      question: 'Do I need hosting and a domain name?',
      answer: `Yes: a website needs hosting (a place on the internet) and a domain name (its address, such as yourbusiness.com.pg). They are not in a template's price, which you pay once: they cost extra for as long as the site runs, as a recurring service billed in advance (see our ${terms}). We set both up for you, or use the ones you already have: tell us on ${quotePage}, and your proposal lists what they cost and how often you pay. This site states no yearly figure, since it depends on your site and the plan.`,
    },
    editing: {
      question: 'Can I edit the website myself?',
      answer: `Yes. Your template licence lets you change your site as much as you like, yourself or with someone you choose. If you want to update text, prices or photos yourself, say so on ${quotePage}, and your proposal says how. After delivery we also make changes for you: within the 30-day warranty we fix free anything that does not work as described; other changes and new pages are quoted before we start, or come with a support and maintenance plan. The warranty does not cover changes made by you or by others.`,
    },
    refund: {
      question: 'Can I get a refund?',
      answer: `Yes, as our ${terms} say: if a template has a technical issue we cannot fix, ask within 7 days of delivery; if you paid for the same template twice, ask within 24 hours of the second payment. Write to ${email} with your invoice number. Approved refunds are processed in 5-10 business days, to the payment method you used. If you cancel a custom project, we refund the part of your deposit that does not cover work already done.`,
    },
  },
  fallback: `I'm not sure about that one. Please email us at ${email} or use the ${contactForm}, and we will reply within 24 hours.`,
};
