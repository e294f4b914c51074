import * as kit from '../kit';
import * as content from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function HealthPage() {
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero} />

      <kit.EmergencyBand
        theme={theme}
        {...content.emergency}
        button="tracking-wide text-white underline-offset-4 hover:underline"
      />

      <kit.Section theme={theme} id="services" {...content.copy.services}>
        <kit.ServiceGrid theme={theme} items={content.services} />
      </kit.Section>

      <kit.Section theme={theme} id="doctors" surface="soft" {...content.copy.doctors}>
        <kit.TeamGrid theme={theme} people={content.doctors} columns={4} />
      </kit.Section>

      <kit.Section theme={theme} id="about" align="start" {...content.about.heading}>
        <div className="grid gap-10 lg:grid-cols-2">
          <kit.Prose paragraphs={content.about.text} className="space-y-5">
            <kit.StatList
              theme={theme}
              stats={content.about.facts}
              headingClass="text-(--accent-ink)"
              className="border-t border-emerald-900/10 pt-6 sm:grid-cols-3"
            />
          </kit.Prose>
          <div className={`p-6 sm:p-8 ${theme.radius} ${theme.card.bg}`}>
            <h3 className={`text-2xl ${theme.heading} ${theme.card.heading}`}>
              {content.about.serviceListTitle}
            </h3>
            <div className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2">
              {content.serviceColumns.map((column) => (
                <kit.CheckList
                  key={column[0]}
                  theme={theme}
                  items={column}
                  className="space-y-3 text-base"
                />
              ))}
            </div>
          </div>
        </div>
      </kit.Section>

      <kit.TestimonialSection
        theme={theme}
        surface="dark"
        items={content.testimonials}
        {...content.copy.testimonials}
      />

      <kit.ContactSection theme={theme} form={content.appointment} {...content.copy.contact} />
    </kit.TemplatePage>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { HealthPage as default };
