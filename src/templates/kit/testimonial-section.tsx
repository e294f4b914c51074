import { Section } from './section';
import { TestimonialGrid } from './testimonials';
import type { SurfaceName, Testimonial, Theme } from './theme';

/** The #testimonials section: a title over the quote cards. */
export function TestimonialSection({
  theme,
  eyebrow,
  title,
  intro,
  items,
  surface = 'light',
}: {
  theme: Theme;
  eyebrow?: string;
  title: string;
  intro?: string;
  items: readonly Testimonial[];
  surface?: SurfaceName;
}) {
  return (
    <Section
      theme={theme}
      id="testimonials"
      surface={surface}
      eyebrow={eyebrow}
      title={title}
      intro={intro}
    >
      <TestimonialGrid theme={theme} items={items} />
    </Section>
  );
}
