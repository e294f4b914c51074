import * as kit from '../kit';
import * as content from './content';
import { CategoryButtons, CourseCard, Rating } from './course-card';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => kit.templateLinks(stylesHref);

export const meta = () => kit.templateMeta(content.site.identity);

function LearningPage() {
  return (
    <kit.TemplatePage theme={theme} {...content.site}>
      <kit.Hero theme={theme} {...content.hero} stats={content.heroFigures} />

      <kit.Section theme={theme} id="features" surface="soft" {...content.copy.features}>
        <kit.CardGrid columns={3}>
          {content.features.map((feature) => (
            <kit.Card key={feature.title} theme={theme} {...feature} />
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="courses" {...content.copy.courses}>
        <CategoryButtons categories={content.categories} />
        <kit.CardGrid columns={3} label="Courses">
          {content.courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section theme={theme} id="instructors" surface="soft" {...content.copy.instructors}>
        <kit.CardGrid columns={4}>
          {content.instructors.map((instructor) => (
            <kit.Card
              key={instructor.name}
              theme={theme}
              image={instructor.image}
              imageClass="aspect-square"
              title={instructor.name}
              meta={instructor.specialty}
              footer={
                <kit.ActionButton
                  theme={theme}
                  action={content.viewCoursesAction}
                  className="w-full"
                />
              }
            >
              <ul className="mt-4 space-y-1.5 text-sm">
                <li>{instructor.experience}</li>
                <li>{instructor.students}</li>
                <li className="flex items-center gap-1.5">
                  <Rating value={instructor.rating} /> instructor rating
                </li>
              </ul>
            </kit.Card>
          ))}
        </kit.CardGrid>
      </kit.Section>

      <kit.Section
        theme={theme}
        id="about"
        eyebrow={content.about.eyebrow}
        title={content.about.title}
        align="start"
      >
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <kit.Prose paragraphs={content.about.paragraphs} className="space-y-5" />
          <div className={`p-8 ${theme.radius} bg-(--accent) text-(--on-accent)`}>
            <h3 className={`text-2xl ${theme.heading}`}>{content.about.pointsTitle}</h3>
            <kit.CheckList
              theme={{ ...theme, accent: 'text-(--on-accent)' }}
              items={content.about.points}
              className="mt-5 text-base"
            />
          </div>
        </div>
      </kit.Section>

      <kit.Section theme={theme} id="stories" surface="dark" {...content.copy.stories}>
        <kit.TestimonialGrid
          theme={theme}
          items={content.stories.map((story) => ({
            ...story,
            detail: `${story.course} · ${story.location}`,
          }))}
        />
      </kit.Section>

      <kit.ContactSection theme={theme} card="soft" {...content.copy.contact}>
        <kit.DataForm theme={theme} form={content.contactForm} />
      </kit.ContactSection>
    </kit.TemplatePage>
  );
}

// A plain export: React Router wraps `export default function` in its own hooks, and this page
// also hydrates without the router (decision 093).
export { LearningPage as default };
