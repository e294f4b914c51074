import {
  ActionButton,
  Card,
  CardGrid,
  CheckList,
  ContactSection,
  DataForm,
  Hero,
  Prose,
  Section,
  StatList,
  TemplatePage,
  TestimonialGrid,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  about,
  categories,
  contactForm,
  copy,
  courses,
  features,
  hero,
  instructors,
  stats,
  stories,
  viewCoursesAction,
  site,
} from './content';
import { CategoryButtons, CourseCard, Rating } from './course-card';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(site.identity);

export default function LearningPage() {
  return (
    <TemplatePage theme={theme} {...site}>
      <Hero theme={theme} {...hero}>
        <StatList
          theme={theme}
          stats={stats}
          headingClass={theme.accent}
          className="mt-10 border-t border-(--accent)/20 pt-8 [&>div]:justify-end"
        />
      </Hero>

      <Section theme={theme} id="features" surface="soft" {...copy.features}>
        <CardGrid columns={3}>
          {features.map((feature) => (
            <Card key={feature.title} theme={theme} {...feature} />
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="courses" {...copy.courses}>
        <CategoryButtons categories={categories} />
        <CardGrid columns={3} label="Courses">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="instructors" surface="soft" {...copy.instructors}>
        <CardGrid columns={4}>
          {instructors.map((instructor) => (
            <Card
              key={instructor.name}
              theme={theme}
              image={instructor.image}
              imageClass="aspect-square"
              title={instructor.name}
              meta={instructor.specialty}
              footer={<ActionButton theme={theme} action={viewCoursesAction} className="w-full" />}
            >
              <ul className="mt-4 space-y-1.5 text-sm">
                <li>{instructor.experience}</li>
                <li>{instructor.students}</li>
                <li className="flex items-center gap-1.5">
                  <Rating value={instructor.rating} /> instructor rating
                </li>
              </ul>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section theme={theme} id="about" eyebrow={about.eyebrow} title={about.title} align="start">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <Prose paragraphs={about.paragraphs} className="space-y-5" />
          <div className={`p-8 ${theme.radius} bg-(--accent) text-(--on-accent)`}>
            <h3 className={`text-2xl ${theme.heading}`}>{about.pointsTitle}</h3>
            <CheckList
              theme={{ ...theme, accent: 'text-(--on-accent)' }}
              items={about.points}
              className="mt-5 text-base"
            />
          </div>
        </div>
      </Section>

      <Section theme={theme} id="stories" surface="dark" {...copy.stories}>
        <TestimonialGrid
          theme={theme}
          items={stories.map((story) => ({
            ...story,
            detail: `${story.course} · ${story.location}`,
          }))}
        />
      </Section>

      <ContactSection theme={theme} card="soft" {...copy.contact}>
        <DataForm theme={theme} form={contactForm} />
      </ContactSection>
    </TemplatePage>
  );
}
