import { FaqAccordion } from './faq-accordion';
import { useFill } from './identity';
import { Section } from './section';
import type { FaqItem, SurfaceName, Theme } from './theme';

/** The #faq section: a title over the accordion; answers may say {name}, {town}, {phone} and so on. */
export function FaqSection({
  theme,
  eyebrow = 'FAQ',
  title,
  intro,
  items,
  surface = 'soft',
}: {
  theme: Theme;
  eyebrow?: string;
  title: string;
  intro?: string;
  items: readonly FaqItem[];
  surface?: SurfaceName;
}) {
  const fill = useFill();
  return (
    <Section theme={theme} id="faq" surface={surface} eyebrow={eyebrow} title={title} intro={intro}>
      <FaqAccordion
        theme={theme}
        items={items.map((item) => ({ question: fill(item.question), answer: fill(item.answer) }))}
      />
    </Section>
  );
}
