import * as kit from '../kit';
import * as content from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function LocalBusinessPage() {
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero} />
      <kit.StatsBand
        theme={theme}
        stats={content.stats}
        surface="soft"
        label={content.copy.statsLabel}
      />

      <kit.Section
        theme={theme}
        id="about"
        eyebrow={content.about.eyebrow}
        title={content.about.title}
        align="start"
      >
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div className="space-y-4 text-lg leading-8">
            {content.about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <kit.CheckList theme={theme} items={content.about.points} className="pt-2 text-base" />
          </div>
          <kit.SiteImage theme={theme} image={content.about.image} />
        </div>
      </kit.Section>

      <kit.Section theme={theme} id="services" surface="soft" {...content.copy.services}>
        <kit.CardGrid columns={4}>
          {content.services.map((service) => (
            <kit.Card
              key={service.title}
              theme={theme}
              icon={service.icon}
              title={service.title}
              text={service.description}
            />
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="reviews" surface="dark" {...content.copy.reviews}>
        <kit.TestimonialGrid
          theme={theme}
          items={content.reviews.map(({ name, business, rating, text }) => ({
            name,
            rating,
            text,
            detail: business,
          }))}
        />
      </kit.Section>

      <kit.ContactSection theme={theme} {...content.copy.contact}>
        <kit.DisplayForm
          theme={theme}
          title={content.contactForm.title}
          submitLabel={content.contactForm.submitLabel}
        >
          <kit.Field theme={theme} label="Name" name="name" autoComplete="name" />
          <kit.Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
          <kit.Field theme={theme} label="Subject" name="subject" wide />
          <kit.TextAreaField theme={theme} label="Message" name="message" rows={5} />
        </kit.DisplayForm>
      </kit.ContactSection>
    </kit.TemplatePage>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { LocalBusinessPage as default };
