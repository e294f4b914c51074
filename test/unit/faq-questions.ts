import { topicFor } from '../../src/shared/faq';

/**
 * Questions real visitors type into the help chat, each with the answer (FAQ topic id) it must reach.
 * Written before the matcher was changed (issue 25, item 4) and kept as its measure: `npm run chat:hits`
 * prints the hit rate per language, test/unit/faq-questions.test.ts asserts it.
 * English as a visitor types it (short, lowercase, no question mark, small slips); Tok Pisin as a
 * shop owner in Lae or Goroka would type it, in the spellings people use ("hamas", "haumas").
 */
export const visitorQuestions = {
  en: [
    ['How much does a website cost?', 'price'],
    ['How much is a template?', 'price'],
    ['how much', 'price'],
    ['What are your prices?', 'price'],
    ['price?', 'price'],
    ['whats the cheapest website you have', 'price'],
    ['How much do you charge for a website?', 'price'],
    ['What does a template cost in kina?', 'price'],
    ['Is it expensive?', 'price'],
    ["What's your price range", 'price'],
    ['Do you have a price list?', 'price'],
    ['how much for a restaurant website', 'price'],
    ['How can I pay?', 'payment'],
    ['Do you take PayPal?', 'payment'],
    ['Can I pay with mobile money?', 'payment'],
    ['Can I pay by bank transfer?', 'payment'],
    ['Can I pay with my card online?', 'payment'],
    ['Do I have to pay a deposit?', 'payment'],
    ['How long does it take to build a website?', 'delivery'],
    ['How long until my site is ready?', 'delivery'],
    ['How fast can you deliver?', 'delivery'],
    ['Can I change the colours and logo?', 'change'],
    ['Can I change it later?', 'change'],
    ['Can I add my own photos?', 'change'],
    ['Do I need hosting?', 'hosting'],
    ['Do you provide a domain name?', 'hosting'],
    ['Can I get a .com.pg domain?', 'hosting'],
    ['Is there a monthly fee?', 'hosting'],
    ['Do you do custom websites?', 'custom'],
    ['Can you build an app for my business?', 'custom'],
    ['Can you make a website from scratch?', 'custom'],
    ['How do I get a quote?', 'contact'],
    ['What is your phone number?', 'contact'],
    ['Do you have WhatsApp?', 'contact'],
    ['Can I talk to someone?', 'contact'],
    ['Where are you located?', 'hours'],
    ['What are your opening hours?', 'hours'],
    ['Are you open on Saturday?', 'hours'],
    ['Where is your office?', 'hours'],
    ['Where can I see the templates?', 'templates'],
    ['Do you have a template for a church?', 'templates'],
    ['Can I see websites you have made?', 'portfolio'],
    ['What services do you offer?', 'services'],
    ['Do you do logos and branding?', 'services'],
    ['Can you make an online shop?', 'services'],
    ['Can I see a demo before I buy?', 'preview'],
    ['Will my site work on phones?', 'mobile'],
    ['What if my website breaks?', 'support'],
    ['Do you help after the website is done?', 'support'],
    ['How do I order a template?', 'buy'],
    ['Will it work with slow internet?', 'png'],
    ['Why should I choose you?', 'why'],
    ["I can't find the menu", 'navigation'],
  ],
  tpi: [
    ['Hamas long wanpela websait?', 'price'],
    ['hamas', 'price'],
    ['prais', 'price'],
    ['Wanem prais bilong wanpela tempelet?', 'price'],
    ['Hamas mani bilong wokim websait?', 'price'],
    ['haumas long websait', 'price'],
    ['Prais i hamas?', 'price'],
    ['Olsem wanem long prais?', 'price'],
    ['Websait i dia o nogat?', 'price'],
    ['Hamas kina?', 'price'],
    ['mi laik save long prais bilong websait', 'price'],
    ['wanem liklik prais bilong websait?', 'price'],
    ['pe', 'payment'],
    ['Olsem wanem mi ken pe?', 'payment'],
    ['Mi ken pe long PayPal?', 'payment'],
    ['Yupela i kisim mobail mani?', 'payment'],
    ['Mi ken baim long bank kat?', 'payment'],
    ['Mi ken peim long beng?', 'payment'],
    ['Mi mas pe pastaim?', 'payment'],
    ['olsem wanem mi ken baim', 'buy'],
    ['Hamas taim bai mi kisim websait?', 'delivery'],
    ['Longpela taim bilong wokim websait?', 'delivery'],
    ['Hamas de bai em i redi?', 'delivery'],
    ['Wanem taim bai websait i redi?', 'delivery'],
    ['Mi ken senisim kala na logo?', 'change'],
    ['Mi ken senisim bihain?', 'change'],
    ['Mi ken putim ol foto bilong mi?', 'change'],
    ['Mi nidim hosting?', 'hosting'],
    ['Yupela save givim domein nem?', 'hosting'],
    ['Mi mas baim hosting olgeta mun?', 'hosting'],
    ['domain .com.pg', 'hosting'],
    ['Yupela ken wokim nupela websait bilong mi?', 'custom'],
    ['Yupela save wokim ap?', 'custom'],
    ['Namba bilong fon bilong yupela?', 'contact'],
    ['Yupela i gat WhatsApp?', 'contact'],
    ['Mi laik toktok wantaim wanpela man', 'contact'],
    ['Mi laik askim prais', 'contact'],
    ['Yupela i stap we?', 'hours'],
    ['Opis bilong yupela i stap we?', 'hours'],
    ['Yupela op long Sarere?', 'hours'],
    ['Wanem taim yupela op?', 'hours'],
    ['Mi laik lukim ol tempelet', 'templates'],
    ['Yupela i gat tempelet bilong stoa?', 'templates'],
    ['Mi ken lukim ol websait yupela wokim pinis?', 'portfolio'],
    ['ol projek bilong yupela', 'portfolio'],
    ['Yupela save mekim wanem kain wok?', 'services'],
    ['Yupela save wokim stoa long intanet?', 'services'],
    ['Mi ken traim pastaim?', 'preview'],
    ['Em bai wok long fon?', 'mobile'],
    ['Sapos websait i bagarap?', 'support'],
    ['Bilong wanem mi makim yupela?', 'why'],
    ['Em i wok long intanet i slo?', 'png'],
  ],
} as const satisfies Record<'en' | 'tpi', ReadonlyArray<readonly [string, string]>>;

export type QuestionLanguage = keyof typeof visitorQuestions;

export interface HitRate {
  hits: number;
  total: number;
  /** Each question that reached another answer (or none), with what it reached. */
  misses: { question: string; expected: string; got: string }[];
}

/** How many of one language's questions reach the answer they must reach. */
export function hitRate(lang: QuestionLanguage): HitRate {
  const misses: HitRate['misses'] = [];
  for (const [question, expected] of visitorQuestions[lang]) {
    const got: string = topicFor(question) ?? 'fallback';
    if (got !== expected) misses.push({ question, expected, got });
  }
  const total = visitorQuestions[lang].length;
  return { hits: total - misses.length, total, misses };
}

/** "en 31/45 (69%)". */
export const formatHitRate = (lang: QuestionLanguage, { hits, total }: HitRate): string =>
  `${lang} ${hits}/${total} (${Math.round((hits / total) * 100)}%)`;
