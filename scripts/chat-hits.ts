// Prints the help chat's hit rate on the visitor question list (test/unit/faq-questions.ts), per
// language, and each miss: `npm run chat:hits`.
import { formatHitRate, hitRate, visitorQuestions } from '../test/unit/faq-questions';

for (const lang of Object.keys(visitorQuestions) as (keyof typeof visitorQuestions)[]) {
  const rate = hitRate(lang);
  console.log(formatHitRate(lang, rate));
  for (const { question, expected, got } of rate.misses) {
    console.log(`  miss: "${question}" reached ${got}, must reach ${expected}`);
  }
}
