import { Clock, PlayCircle, Star, Users } from 'lucide-react';
import {
  ActionButton,
  Card,
  CardGrid,
  CheckList,
  ContactSection,
  DisplayForm,
  Field,
  Hero,
  Section,
  SelectField,
  StatList,
  TemplatePage,
  TestimonialGrid,
  TextAreaField,
  templateLinks,
  templateMeta,
} from '../kit';
import {
  about,
  categories,
  contactForm,
  type Course,
  courses,
  enrollAction,
  features,
  footerColumns,
  hero,
  identity,
  instructors,
  navLinks,
  stats,
  stories,
  viewCoursesAction,
} from './content';
import stylesHref from './styles.css?url';
import { theme } from './theme';

export const links = () => templateLinks(stylesHref);

export const meta = () => templateMeta(identity);

/** 1240 → "1,240": a regex, so server and browser agree whatever ICU data they carry. */
const withCommas = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function Rating({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
      <Star aria-hidden="true" className={`size-4 fill-current ${theme.star}`} />
      {value.toFixed(1)}
      <span className="sr-only"> out of 5</span>
    </span>
  );
}

function CourseCard({ course }: { course: Course }) {
  return (
    <article
      className={`flex w-full flex-col overflow-hidden ${theme.radius} ${theme.card.bg} ${theme.card.text} transition-shadow hover:shadow-xl hover:shadow-violet-900/10`}
    >
      <div className="group relative">
        <img
          src={course.image.src}
          alt={course.image.alt}
          width={course.image.width}
          height={course.image.height}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] h-auto w-full object-cover"
        />
        {/* Shown on hover or focus where there is a pointer; always shown on touch screens. The spec gives it no behaviour. */}
        <div className="absolute inset-0 flex items-center justify-center bg-violet-950/40 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:hover)]:opacity-0">
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-violet-800 shadow-lg transition hover:bg-amber-300 hover:text-violet-950 active:scale-[0.97]"
          >
            <PlayCircle aria-hidden="true" className="size-5" />
            Preview Course
            <span className="sr-only">: {course.title}</span>
          </button>
        </div>
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-violet-800 shadow-sm">
          {course.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
          {course.level}
        </p>
        <h3 className={`mt-1 text-xl ${theme.heading} ${theme.card.heading}`}>{course.title}</h3>
        <p className="mt-1 text-sm">with {course.instructor}</p>
        <p className="mt-3 leading-7">{course.description}</p>
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className={`size-4 ${theme.accent}`} />
            {course.duration}
          </li>
          <li className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className={`size-4 ${theme.accent}`} />
            {withCommas(course.students)} students
          </li>
          <li>
            <Rating value={course.rating} />
          </li>
        </ul>
        <div className="mt-auto pt-5">
          <div className="flex items-center justify-between gap-4 border-t border-slate-100 pt-5">
            <p className={`text-2xl ${theme.heading} text-slate-900`}>K{course.price}</p>
            <ActionButton theme={theme} action={enrollAction} />
          </div>
        </div>
      </div>
    </article>
  );
}

export default function LearningPage() {
  return (
    <TemplatePage
      slug="learning"
      identity={identity}
      theme={theme}
      navLinks={navLinks}
      action={enrollAction}
      footerColumns={footerColumns}
    >
      <Hero theme={theme} {...hero}>
        <StatList
          theme={theme}
          stats={stats}
          headingClass="text-violet-700"
          className="mt-10 border-t border-violet-200 pt-8 [&>div]:justify-end"
        />
      </Hero>

      <Section
        theme={theme}
        id="features"
        surface="soft"
        eyebrow="Why learn with us"
        title="Built for learners in Papua New Guinea"
      >
        <CardGrid columns={3}>
          {features.map((feature) => (
            <Card
              key={feature.title}
              theme={theme}
              icon={feature.icon}
              title={feature.title}
              text={feature.description}
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="courses"
        eyebrow="Courses"
        title="Popular courses"
        intro="Practical courses from K100 to K300, paid once, yours to keep."
      >
        <div
          role="group"
          aria-label="Course categories"
          className="-mx-4 mb-10 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0"
        >
          {categories.map((category) => (
            <button
              key={category}
              type="button"
              // A sample page: All stays selected and the buttons filter nothing (spec section 4).
              aria-pressed={category === 'All'}
              className={`min-h-11 shrink-0 rounded-full px-5 py-2 text-sm font-semibold transition active:scale-[0.97] ${
                category === 'All'
                  ? 'bg-violet-700 text-white hover:bg-violet-800'
                  : 'bg-violet-50 text-violet-800 ring-1 ring-violet-200 hover:bg-violet-100'
              }`}
            >
              {category}
            </button>
          ))}
        </div>
        <CardGrid columns={3} label="Courses">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </CardGrid>
      </Section>

      <Section
        theme={theme}
        id="instructors"
        surface="soft"
        eyebrow="Instructors"
        title="Learn from local experts"
        intro="Every instructor has taught or worked in the field for years, here at home."
      >
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
          <div className="space-y-5 text-lg leading-8">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className={`p-8 ${theme.radius} bg-violet-700 text-violet-50`}>
            <h3 className={`text-2xl ${theme.heading} text-white`}>What every course includes</h3>
            <CheckList
              theme={{ ...theme, accent: 'text-amber-300' }}
              items={about.points}
              className="mt-5 text-base"
            />
          </div>
        </div>
      </Section>

      <Section
        theme={theme}
        id="stories"
        surface="dark"
        eyebrow="Success stories"
        title="Our students, in their words"
      >
        <TestimonialGrid
          theme={theme}
          items={stories.map((story) => ({
            ...story,
            detail: `${story.course} · ${story.location}`,
          }))}
        />
      </Section>

      <ContactSection
        theme={theme}
        eyebrow="Contact"
        title="Start learning today"
        intro={contactForm.intro}
        card="soft"
        addressLabel="Office"
        hoursTitle="Support hours"
      >
        <DisplayForm theme={theme} title={contactForm.title} submitLabel={contactForm.submitLabel}>
          <Field theme={theme} label="Name" name="name" autoComplete="name" />
          <Field theme={theme} label="Email" name="email" type="email" autoComplete="email" />
          <SelectField
            theme={theme}
            label="Course of Interest"
            name="course"
            placeholder="Choose a course"
            options={contactForm.courseOptions}
            wide
          />
          <TextAreaField
            theme={theme}
            label="Your Goals"
            name="goals"
            placeholder="What would you like to be able to do after the course?"
          />
        </DisplayForm>
      </ContactSection>
    </TemplatePage>
  );
}
