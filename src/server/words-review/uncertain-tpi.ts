/**
 * The November 2026 review's items marked U (uncertain): a native speaker decides them
 * (../shared/reviews/tok-pisin-2026-11.md). Each key with the review's question.
 */
export const uncertainTokPisin: Readonly<Record<string, string>> = {
  'home:home.about.text':
    'Review M13 and W11: may "bilong ol pastaim" read "for the people of old"? Is "ol intanet" right for networks ("ol netwok bilong fon")?',
  'portfolio:portfolio.projects.2.results.1':
    'Review M15: does "i go antap 2 taim" say "doubled", or "rose on 2 occasions" ("i kamap dabol")?',
  'faq:faq.entries.payment.question':
    'Review G4: "pe" is a noun; is "Mi ken baim long wanem rot?" better?',
  'home:home.services.details.web-design.features.1':
    'Review G5: "Yu yet i ken": is the "i" after "yu" right ("Yu yet inap", "Yu yet ken")?',
  'privacy-policy:privacyPolicy.sections.0.blocks.1.text':
    'Review G5: "yu yet i ken": is the "i" after "yu" right? Also: does "lo" suit a company\'s policy, or does it sound like state law?',
  'faq:faq.entries.hours.question':
    'Review G15: is "Ofis bilong yupela i op long wanem taim?" better than "Yupela op long wanem taim?"',
  'faq:faq.entries.why.question': 'Review G16: "Bilong wanem mi mas makim …?"',
  'catalogue:catalogue.features.security.3':
    'Review W8: "Kolim" means to name or mention; is "Ringim long taim bilong hevi" right for an emergency call?',
  'home:home.services.details.web-design.summary':
    'Review W11: is "ol intanet" right for networks ("ol netwok bilong fon")?',
  'portfolio:portfolio.callToAction.heading': 'Review W12: "neks" or "narapela"?',
  'home:home.about.eyebrow': 'Review W16: "Long mipela" or "Save long mipela" for About?',
  'layout:layout.nav.about': 'Review W16: "Long mipela" or "Save long mipela" for About?',
  'home:home.services.details.web-design.features.2':
    'Review W17: "isi" after a verb can mean slowly; is "Google i painim ol pes kwik" right?',
  'legal:legal.documents.termsOfUse.title':
    'Glossary: does "lo" suit a company\'s terms, or does it sound like state law ("ol rul bilong yusim")?',
};
