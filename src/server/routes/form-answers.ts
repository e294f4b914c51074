import type { Lang } from '../../shared/i18n/lang';

/** What the contact and newsletter forms show when the server has their submission, per language. */
export const formAnswers: Readonly<
  Record<Lang, { contactThanks: string; newsletterThanks: string }>
> = {
  en: {
    contactThanks: 'Thank you for your message! We will get back to you within 24 hours.',
    newsletterThanks:
      'Thank you for subscribing! You will receive our latest updates and insights. Please confirm with the link we have just emailed you.',
  },
  tpi: {
    contactThanks: 'Tenkyu long toksave bilong yu! Mipela bai bekim yu insait long 24 aua.',
    newsletterThanks:
      'Tenkyu long putim nem! Yu bai kisim ol nupela toksave bilong mipela. Plis orait long en long link mipela i salim long imel bilong yu nau.',
  },
};
