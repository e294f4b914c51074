import {
  Card,
  CardGrid,
  CheckList,
  ContactSection,
  DisplayForm,
  Field,
  Hero,
  Section,
  SiteImage,
  StatsBand,
  TemplatePage,
  TestimonialGrid,
  TextAreaField,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  about,
  contactForm,
  copy,
  footerColumns,
  hero,
  identity,
  navLinks,
  quoteAction,
  reviews,
  services,
  stats,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

export default function LocalBusinessPage() {
  return (
    <TemplatePage
      slug="local-business"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      action={quoteAction}
      footerColumns={footerColumns}
    >
      <Hero theme={theme} {...hero} />
      <StatsBand theme={theme} stats={stats} surface="soft" label={copy.statsLabel} />

      <Section theme={theme} id="about" eyebrow={about.eyebrow} title={about.title} align="start">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div className="space-y-4 text-lg leading-8">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <CheckList theme={theme} items={about.points} className="pt-2 text-base" />
          </div>
          <SiteImage theme={theme} image={about.image} />
        </div>
      </Section>

      <Section theme={theme} id="services" surface="soft" {...copy.services}>
        <CardGrid columns={4}>
          {services.map((service) => (
            <Card
              key={service.title}
              theme={theme}
              icon={service.icon}
              title={service.title}
              text={service.description}
            />
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="reviews" surface="dark" {...copy.reviews}>
        <TestimonialGrid
          theme={theme}
          items={reviews.map(({ name, business, rating, text }) => ({
            name,
            rating,
            text,
            detail: business,
          }))}
        />
      </Section>

      <ContactSection theme={theme} {...copy.contact}>
        <DisplayForm theme={theme} title={contactForm.title} submitLabel={contactForm.submitLabel}>
          <Field theme={theme} label="Name" name="name" autoComplete="name" />
          <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
          <Field theme={theme} label="Subject" name="subject" wide />
          <TextAreaField theme={theme} label="Message" name="message" rows={5} />
        </DisplayForm>
      </ContactSection>
    </TemplatePage>
  );
}
