/**
 * The help chat's topics and their keywords in both languages, so a question typed in either
 * language is answered on either page, in the page's language (answers: src/shared/words/{en,tpi}/faq.ts).
 * The spec's 16 topics, with `price` first (the question visitors ask first) and `hosting` added
 * (decision 084), then `editing` (one's own site, and changes after delivery) and `refund` (decision 119). A keyword is a whole word or phrase; one ending in `*` also matches longer words
 * ("price*" matches "prices", "pricing" no: it is listed). Words match whole, so a short Tok Pisin
 * word cannot hide inside an English one ("pe" is not in "open", "fon" not in "font").
 * Every change here is measured on the visitor question list: `npm run chat:hits`.
 */
const faqKeywords = {
  price: {
    en: [
      'how much',
      'how much is',
      'how much are',
      'how much does',
      'how much do',
      'price*',
      'pricing',
      'price list',
      'price range',
      'cost*',
      'charge*',
      'cheap*',
      'expensive',
      'afford*',
      'rates',
      'kina',
      'budget',
      'fee',
      'fees',
    ],
    tpi: [
      'hamas',
      'haumas',
      'hamasat',
      'prais',
      'wanem prais',
      'prais bilong',
      'liklik prais',
      'mani',
      'dia',
      'kostim',
    ],
  },
  templates: {
    en: [
      'templates',
      'template for',
      'see the template*',
      'see your template*',
      'design*',
      'theme*',
      'catalogue',
      'catalog',
      'ready made',
    ],
    tpi: [
      'ol tempelet',
      'tempelet bilong',
      'i gat tempelet',
      'wanem tempelet',
      'templet',
      'dizain',
      'disain',
      'websait i redi pinis',
    ],
  },
  navigation: {
    en: ['navigate', 'navigation', 'menu', 'find my way', 'get around', 'cant find'],
    tpi: ['menyu', 'painim rot', 'painim we'],
  },
  portfolio: {
    en: [
      'example*',
      'portfolio',
      'past work',
      'your work',
      'previous*',
      'case stud*',
      'you have made',
      'you made',
      'you have built',
      'you built',
    ],
    tpi: ['eksampel', 'mekim pinis', 'wokim pinis', 'mekim bipo', 'wok bipo', 'projek*'],
  },
  contact: {
    en: [
      'contact*',
      'quote',
      'get a quote',
      'reach you',
      'call',
      'call you',
      'phone number',
      'number',
      'talk to',
      'speak to',
      'someone',
      'whatsapp',
      'email',
    ],
    tpi: [
      'toktok wantaim',
      'askim prais',
      'askim bilong prais',
      'ringim',
      'namba',
      'namba bilong fon',
      'wanpela man',
      'imel',
    ],
  },
  services: {
    en: [
      'service*',
      'offer*',
      'what do you do',
      'provide',
      'shop',
      'online shop',
      'online store',
      'e commerce',
      'ecommerce',
      'branding',
      'seo',
      'social media',
    ],
    tpi: ['kain wok', 'sevis', 'wanem wok', 'save mekim wanem', 'stoa', 'stoa long intanet'],
  },
  custom: {
    en: [
      'custom*',
      'custom website*',
      'bespoke',
      'from scratch',
      'unique',
      'build my own',
      'app',
      'apps',
      'web app*',
    ],
    tpi: ['bilong mi yet', 'nupela websait', 'wokim nupela', 'narakain', 'ap', 'wokim ap'],
  },
  png: {
    en: [
      'png',
      'papua',
      'local*',
      'slow',
      'slow internet',
      'internet',
      'data cost*',
      'mobile data',
      'offline',
    ],
    tpi: ['niugini', 'slo', 'intanet', 'intanet i slo', 'data i dia', 'oflain'],
  },
  buy: {
    en: [
      'buy',
      'buying',
      'how do i buy',
      'purchase',
      'order*',
      'how do i order',
      'cart',
      'checkout',
    ],
    tpi: ['baim', 'ken baim', 'mi laik baim', 'kat bilong', 'long kat', 'pinisim askim', 'oda'],
  },
  preview: {
    en: [
      'preview*',
      'demo*',
      'try',
      'try it',
      'live version',
      'look like',
      'before i buy',
      'sample*',
    ],
    tpi: ['lukim pastaim', 'traim', 'traim pastaim', 'luk olsem wanem', 'sampel'],
  },
  payment: {
    en: [
      'pay',
      'paying',
      'payment*',
      'paypal',
      'card',
      'cards',
      'bank',
      'transfer',
      'deposit',
      'invoice',
      'mobile money',
      'cellmoni',
      'micash',
      'visa',
      'mastercard',
      'half',
      'instal*',
      'installment*',
    ],
    tpi: [
      'pe',
      'peim',
      'pe long',
      'pe pastaim',
      'kad',
      'bank kat',
      'baim long',
      'ken baim long',
      'baim long wanem rot',
      'beng',
      'transfa',
      'mobail mani',
      'cellmoni',
      'micash',
    ],
  },
  delivery: {
    en: [
      'deliver*',
      'how long',
      'how fast',
      'how soon',
      'turnaround',
      'ready',
      'take to build',
      'days',
      'weeks',
      'when will i get',
      'when do i get',
      'get my website',
      'get my site',
    ],
    tpi: [
      'hamas taim',
      'hamas de',
      'hamas wik',
      'longpela taim',
      'kwik',
      'wanem taim bai',
      'redi',
      'i redi',
      'kisim websait',
    ],
  },
  support: {
    en: [
      'support',
      'help after',
      'maintenance',
      'maintain',
      'warranty',
      'update*',
      'fix*',
      'breaks',
      'broken',
      'stops working',
      'guarantee*',
    ],
    tpi: [
      'bihain long mi',
      'halivim',
      'lukautim',
      'stretim',
      'waranti',
      'garanti',
      'garanti bilong',
      'bagarap',
      'nupela vesen',
    ],
  },
  mobile: {
    en: ['mobile', 'phone', 'phones', 'tablet*', 'responsive', 'android', 'iphone'],
    tpi: ['mobail', 'fon', 'long fon', 'smat fon'],
  },
  change: {
    en: [
      'customi*',
      'customise',
      'customize',
      'change*',
      'edit*',
      'colour*',
      'color*',
      'logo*',
      'font*',
      'modify',
      'photo*',
      'my own photos',
      'personali*',
    ],
    tpi: ['senis*', 'kala', 'piksa', 'foto', 'putim ol foto'],
  },
  why: {
    en: ['why', 'why should', 'choose', 'better', 'different', 'trust', 'experience*'],
    tpi: ['bilong wanem', 'makim yupela', 'moa gut', 'trastim', 'bilip'],
  },
  hours: {
    en: [
      'hours',
      'open',
      'opening',
      'when are you',
      'where are you',
      'office',
      'location',
      'located',
      'address',
      'based',
      'saturday',
      'sunday',
      'weekend',
    ],
    tpi: ['op', 'op long', 'opis', 'aua', 'stap we', 'yupela i stap', 'sarere', 'sande'],
  },
  hosting: {
    en: [
      'hosting',
      'host',
      'domain*',
      'domain name',
      'com pg',
      'monthly',
      'monthly fee',
      'yearly',
      'every year',
      'running cost*',
      'server',
      'year',
      'per year',
      'a year',
      'each year',
      'per month',
      'annual*',
      'renew*',
      'domain cost*',
      'hosting cost*',
      'cost per year',
    ],
    tpi: [
      'domein',
      'olgeta mun',
      'olgeta yia',
      'nem bilong websait',
      'yia',
      'wan yia',
      'wanpela yia',
      'long wanpela yia',
    ],
  },
  // Editing one's own site, and changes after delivery: a change word and a word saying who or
  // when ("myself", "later", "after delivery"), so plain "Can I change the colours?" stays `change`.
  editing: {
    en: [
      'edit*',
      'update*',
      'change*',
      'modify',
      'myself',
      'by myself',
      'on my own',
      'later',
      'change it later',
      'after delivery',
      'after the site',
      'after it is',
      'is live',
      'coding',
      'cms',
      'content management',
    ],
    tpi: [
      'senis*',
      'mi yet',
      'mi yet inap',
      'mi yet ken',
      'senisim bihain',
      'bihain long yupela givim',
      'putim nupela samting',
      'koding',
      'kod',
    ],
  },
  refund: {
    en: [
      'refund*',
      'money back',
      'my money',
      'cancel*',
      'cancel my',
      'paid twice',
      'twice',
      'by mistake',
      'duplicate',
    ],
    tpi: [
      'bekim mani',
      'mani bek',
      'bek mani',
      'kisim bek',
      'kisim mani bek',
      'tupela taim',
      'long rong',
      'stopim projek',
      'katim projek',
      'no laikim',
    ],
  },
} as const;

export type FaqTopic = keyof typeof faqKeywords;

/** The topics in list order: on equal evidence, the earlier topic answers. */
export const faqTopics = Object.keys(faqKeywords) as FaqTopic[];

/** The chat's quick questions: these topics' questions, in the page's language, under the greeting. */
export const quickTopics: readonly FaqTopic[] = ['templates', 'contact', 'services', 'portfolio'];

/** One topic in one language: the question it answers and its answer. */
export interface FaqEntry {
  question: string;
  /** May hold links written `[words](/path)`: the chat shows the words as a link (answerParts). */
  answer: string;
}

/**
 * The placeholders an answer may hold: the agency's facts and the price range of the templates on
 * sale, filled in from the published content when the chat's file is made (page-content.server.ts).
 */
export const FAQ_PLACEHOLDERS = [
  'email',
  'phone',
  'whatsapp',
  'hours',
  'priceFrom',
  'priceTo',
] as const;
export type FaqPlaceholder = (typeof FAQ_PLACEHOLDERS)[number];

/** One language's answers to every topic, and what it says when no topic matches. */
export interface FaqAnswers {
  entries: Readonly<Record<FaqTopic, FaqEntry>>;
  fallback: string;
}

/** Lowercase words separated by single spaces, with a space at each end: " what s " is " whats ". */
const normalise = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

const matches = (text: string, keyword: string): boolean =>
  keyword.endsWith('*')
    ? text.includes(` ${normalise(keyword.slice(0, -1)).trim()}`)
    : text.includes(normalise(keyword));

/**
 * The topic a message asks about: the one with the most keywords in it, then the one whose longest
 * keyword in it is longest, then the earlier one; none when no keyword is in it (decision 084
 * replaces the spec's "first topic in list order with any keyword").
 */
export function topicFor(message: string): FaqTopic | undefined {
  const text = normalise(message);
  let best: { topic: FaqTopic; count: number; longest: number } | undefined;
  for (const topic of faqTopics) {
    const { en, tpi } = faqKeywords[topic];
    const found = [...en, ...tpi].filter((keyword) => matches(text, keyword));
    if (found.length === 0) continue;
    const longest = Math.max(...found.map((keyword) => keyword.replace('*', '').length));
    if (
      !best ||
      found.length > best.count ||
      (found.length === best.count && longest > best.longest)
    ) {
      best = { topic, count: found.length, longest };
    }
  }
  return best?.topic;
}

/** The answer to a message in the language of the answers given, or their fallback. */
export function answerFor(message: string, answers: FaqAnswers): string {
  const topic = topicFor(message);
  return topic ? answers.entries[topic].answer : answers.fallback;
}

/** A piece of an answer: plain text, or a link's words and where it goes. */
export type AnswerPart = string | { text: string; href: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** An answer cut into text and links, in order: "See [Templates](/products)." has one link. */
export function answerParts(answer: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let from = 0;
  for (const match of answer.matchAll(LINK)) {
    if (match.index > from) parts.push(answer.slice(from, match.index));
    parts.push({ text: match[1]!, href: match[2]! });
    from = match.index + match[0].length;
  }
  if (from < answer.length) parts.push(answer.slice(from));
  return parts;
}

/** What a visitor reads of an answer: its links' words without their addresses. */
export const answerText = (answer: string): string =>
  answerParts(answer)
    .map((part) => (typeof part === 'string' ? part : part.text))
    .join('');
