import { Clock } from 'lucide-react';
import * as kit from '../kit';
import * as content from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function HospitalPage() {
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero} stats={content.heroFigures} />

      <kit.EmergencyBand theme={theme} {...content.emergency} />

      <kit.Section theme={theme} id="departments" {...content.copy.departments}>
        <kit.ServiceGrid theme={theme} items={content.departments} columns={4} />
      </kit.Section>

      <kit.Section theme={theme} id="doctors" surface="soft" {...content.copy.doctors}>
        <kit.TeamGrid theme={theme} people={content.doctors} imageClass="aspect-[4/3]" />
      </kit.Section>

      <kit.Section
        theme={theme}
        id="about"
        eyebrow={content.about.eyebrow}
        title={content.about.title}
        align="start"
      >
        <div className="grid gap-10 lg:grid-cols-5">
          <kit.Prose paragraphs={content.about.text} className="space-y-5 lg:col-span-2" />
          <div className="lg:col-span-3">
            <h3 className={`text-2xl ${theme.heading} text-[#0b2545]`}>
              {content.about.hoursTitle}
            </h3>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2">
              {content.serviceHours.map((block) => (
                <li key={block.title} className={`p-5 ${theme.radius} ${theme.card.bg}`}>
                  <h4 className="flex items-center gap-2 font-semibold text-[#0b2545]">
                    <Clock aria-hidden="true" className={`size-4 ${theme.accent}`} />
                    {block.title}
                  </h4>
                  <kit.HoursList hours={block.hours} className="mt-2 text-sm" />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </kit.Section>

      <kit.TestimonialSection theme={theme} {...content.copy.testimonials} />

      <kit.FaqSection theme={theme} items={content.faqs} {...content.copy.faq} />

      <kit.ContactSection theme={theme} form={content.appointment} {...content.copy.contact} />
    </kit.TemplatePage>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { HospitalPage as default };
