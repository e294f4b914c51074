import { Clock, PlayCircle, Star, Users } from 'lucide-react';
import { ActionButton, SiteImage } from '../kit';
import { type Course, enrollAction } from './content';
import { theme } from './theme';

/** 1240 → "1,240": a regex, so server and browser agree whatever ICU data they carry. */
const withCommas = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function Rating({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
      <Star aria-hidden="true" className={`size-4 fill-current ${theme.star}`} />
      {value.toFixed(1)}
      <span className="sr-only"> out of 5</span>
    </span>
  );
}

export function CourseCard({ course }: { course: Course }) {
  return (
    <article
      className={`flex w-full flex-col overflow-hidden ${theme.radius} ${theme.card.bg} ${theme.card.text} transition-shadow hover:shadow-xl hover:shadow-(color:--accent)/10`}
    >
      <div className="group relative">
        {/* The card rounds its own corners, so the image takes none. */}
        <SiteImage
          theme={{ ...theme, radius: '' }}
          image={course.image}
          className="aspect-[4/3] object-cover"
        />
        {/* Shown on hover or focus where there is a pointer; always shown on touch screens. The spec gives it no behaviour. */}
        <div className="absolute inset-0 flex items-center justify-center bg-[color-mix(in_oklab,var(--accent)_40%,#0a0a0a)]/40 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:hover)]:opacity-0">
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-(--accent-ink) shadow-lg transition hover:bg-amber-300 hover:text-slate-950 active:scale-[0.97]"
          >
            <PlayCircle aria-hidden="true" className="size-5" />
            Preview Course
            <span className="sr-only">: {course.title}</span>
          </button>
        </div>
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-(--accent-ink) shadow-sm">
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

/** Spec section 4: the category buttons filter nothing; All stays selected. */
export function CategoryButtons({ categories }: { categories: readonly string[] }) {
  return (
    <div
      role="group"
      aria-label="Course categories"
      className="-mx-4 mb-10 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0"
    >
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={category === 'All'}
          className={`min-h-11 shrink-0 rounded-full px-5 py-2 text-sm font-semibold transition active:scale-[0.97] ${
            category === 'All'
              ? 'bg-(--accent) text-(--on-accent) hover:bg-(--accent-hover)'
              : 'bg-(--accent-soft)/50 text-(--accent-ink) ring-1 ring-(--accent)/25 hover:bg-(--accent-soft)'
          }`}
        >
          {category}
        </button>
      ))}
    </div>
  );
}
