/**
 * The help chat's 16 topics and their keywords in both languages, so a question typed in either
 * language is answered on either page, in the page's language (answers: src/shared/words/{en,tpi}/faq.ts).
 * Keywords are lowercase and matched inside the question, so a short Tok Pisin keyword must not
 * hide in English words ("fon" is in "font"): each list below was checked against English questions.
 */
const faqKeywords = {
  templates: {
    en: ['template', 'design', 'theme', 'catalogue', 'catalog'],
    tpi: ['tempelet', 'templet', 'dizain', 'disain', 'websait i redi pinis'],
  },
  navigation: {
    en: ['navigate', 'navigation', 'menu', 'find my way', 'get around'],
    tpi: ['menyu', 'painim rot', 'painim we'],
  },
  portfolio: {
    en: ['example', 'portfolio', 'past work', 'your work', 'previous project', 'case stud'],
    tpi: ['eksampel', 'mekim pinis', 'mekim bipo', 'wok bipo'],
  },
  contact: {
    en: ['contact', 'quote', 'reach you', 'call', 'phone', 'talk to'],
    tpi: ['toktok wantaim', 'askim prais', 'askim bilong prais', 'ringim', 'namba bilong fon'],
  },
  services: {
    en: ['service', 'offer', 'what do you do', 'provide'],
    tpi: ['kain wok', 'sevis', 'wanem wok', 'save mekim wanem'],
  },
  custom: {
    en: ['custom', 'bespoke', 'from scratch', 'unique', 'build my own'],
    tpi: ['bilong mi yet', 'nupela websait', 'wokim nupela', 'narakain'],
  },
  png: {
    en: ['png', 'papua', 'local', 'slow internet', 'data cost', 'offline'],
    tpi: ['niugini', 'intanet i slo', 'data i dia', 'oflain'],
  },
  buy: {
    en: ['buy', 'purchase', 'order', 'cart', 'checkout'],
    tpi: ['baim', 'kat bilong', 'long kat', 'pinisim askim'],
  },
  preview: {
    en: ['preview', 'demo', 'try', 'live version', 'look like'],
    tpi: ['lukim pastaim', 'traim', 'luk olsem wanem'],
  },
  payment: {
    en: ['pay', 'payment', 'card', 'paypal', 'price', 'cost', 'kina'],
    tpi: ['mi pe', 'pe long', 'peim', 'kad', 'mani', 'kostim', 'prais', 'dola'],
  },
  delivery: {
    en: ['deliver', 'how long', 'how fast', 'turnaround', 'ready', 'time'],
    tpi: ['hamas taim', 'hamas de', 'longpela taim', 'kwik', 'wanem taim bai', 'i redi'],
  },
  support: {
    en: ['support', 'help after', 'maintenance', 'warranty', 'update', 'fix'],
    tpi: ['bihain long mi', 'lukautim', 'stretim', 'waranti', 'bagarap', 'nupela vesen'],
  },
  mobile: {
    en: ['mobile', 'phone', 'tablet', 'responsive', 'android', 'iphone'],
    tpi: ['mobail', 'long fon', 'smat fon'],
  },
  change: {
    en: ['customi', 'change', 'edit', 'colour', 'color', 'logo', 'modify'],
    tpi: ['senis', 'kala', 'piksa'],
  },
  why: {
    en: ['why', 'choose', 'better', 'different', 'trust', 'experience'],
    tpi: ['bilong wanem', 'makim yupela', 'moa gut', 'trastim', 'bilip'],
  },
  hours: {
    en: ['hours', 'open', 'when are you', 'office', 'location', 'where are you'],
    tpi: ['op long', 'opis', 'aua', 'stap we', 'yupela i stap'],
  },
} as const;

export type FaqTopic = keyof typeof faqKeywords;

/** The topics in the order the chat tries them: the first with a keyword in the question answers. */
export const faqTopics = Object.keys(faqKeywords) as FaqTopic[];

/** One topic in one language: the question it answers and its answer. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** One language's answers to every topic, and what it says when no topic matches. */
export interface FaqAnswers {
  entries: Readonly<Record<FaqTopic, FaqEntry>>;
  fallback: string;
}

/** The spec's rule: lowercase the message; the first topic with a keyword contained in it answers. */
export function topicFor(message: string): FaqTopic | undefined {
  const text = message.toLowerCase();
  return faqTopics.find((topic) => {
    const { en, tpi } = faqKeywords[topic];
    return [...en, ...tpi].some((keyword) => text.includes(keyword));
  });
}

/** The answer to a message in the language of the answers given, or their fallback. */
export function answerFor(message: string, answers: FaqAnswers): string {
  const topic = topicFor(message);
  return topic ? answers.entries[topic].answer : answers.fallback;
}
