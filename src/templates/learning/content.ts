import { Award, GraduationCap, MapPinned, Smartphone } from 'lucide-react';
import {
  type Action,
  type FooterColumn,
  type Identity,
  type KitImage,
  type NavLink,
  type Stat,
  type Testimonial,
  type FormContent,
  emailField,
  nameField,
  type HeroStats,
} from '../kit';

// Every piece of the learning platform's sample content (spec sections 2, 3 and 9), as data. Copy
// that names the business says {name} (or {town}), so a visitor's own name shows there instead.

export const identity: Identity = {
  name: 'Bilum Learning Academy',
  kind: 'Online learning platform',
  tagline: 'Courses in language, technology, business and agriculture, taught by local experts.',
  logo: { kind: 'icon', icon: GraduationCap },
  // Placeholder numbers (spec section 9).
  phone: '+675 7300 0000',
  email: 'learn@bilumacademy.com.pg',
  address: 'Second Street, Top Town, Lae, Morobe Province',
  town: 'Lae',
  // Spec section 9.
  hours: [{ days: 'Mon-Fri', time: '8:00 AM-6:00 PM' }],
  // Violet; on its dark violet band the sample's accent text is marigold (amber-300).
  colors: { accent: '#7008e7', onDark: '#ffd230' },
};

export const navLinks: readonly NavLink[] = [
  { label: 'Home', href: '#home' },
  { label: 'Courses', href: '#courses' },
  { label: 'Instructors', href: '#instructors' },
  { label: 'About', href: '#about' },
  { label: 'Contact', href: '#contact' },
];

/** The spec gives Enroll Now no behaviour: an inert button. */
export const enrollAction: Action = { label: 'Enroll Now' };

export const hero = {
  id: 'home',
  eyebrow: 'Online courses, made in Papua New Guinea',
  title: 'Learn the skills that move PNG forward',
  text: 'Study on your phone from Lae, Wewak or Kimbe. Short, practical courses taught by local experts, with lessons that download once and play offline.',
  actions: [
    { label: 'Browse Courses', href: '#courses' },
    { label: 'Meet the Instructors', href: '#instructors', variant: 'secondary' },
  ],
  image: {
    src: '/images/templates/learning/hero.svg',
    alt: 'Illustration of a laptop playing a video lesson beside a graduation cap and books',
    width: 560,
    height: 460,
  },
} satisfies {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  actions: readonly Action[];
  image: KitImage;
};

/** Hero figures (spec section 2). */
export const stats: readonly Stat[] = [
  { value: '5,000+', label: 'Students' },
  { value: '50+', label: 'Instructors' },
  { value: '100+', label: 'Courses' },
  { value: '95%', label: 'Completion Rate' },
];

export const features = [
  {
    title: 'Learn on any phone',
    text: 'Lessons are light on data and download once, so you can keep studying when the signal drops.',
    icon: Smartphone,
  },
  {
    title: 'Taught by local experts',
    text: 'Teachers, farmers and business owners who know PNG, with examples from our own towns and villages.',
    icon: MapPinned,
  },
  {
    title: 'Certificates that count',
    text: 'Finish a course and receive a certificate employers across Papua New Guinea recognise.',
    icon: Award,
  },
] as const;

/** Spec section 2: the category buttons; clicking them does nothing (spec section 4). */
export const categories = [
  'All',
  'Language',
  'Technology',
  'Business',
  'Mathematics',
  'History',
  'Agriculture',
] as const;

export type CourseCategory = Exclude<(typeof categories)[number], 'All'>;
export type CourseLevel = 'Beginner' | 'Intermediate' | 'All Levels';

export interface Course {
  id: string;
  title: string;
  category: CourseCategory;
  level: CourseLevel;
  duration: string;
  students: number;
  rating: number;
  /** In kina; spec section 9: K100 to K300. */
  price: number;
  image: KitImage;
  instructor: string;
  description: string;
}

const courseImage = (file: string, alt: string): KitImage => ({
  src: `/images/templates/learning/${file}.svg`,
  alt,
  width: 400,
  height: 300,
});

export const courses: readonly Course[] = [
  {
    id: 'tok-pisin-beginners',
    title: 'Tok Pisin for Beginners',
    category: 'Language',
    level: 'Beginner',
    duration: '6 weeks',
    students: 1240,
    rating: 4.9,
    price: 100,
    image: courseImage('course-tok-pisin', 'Speech bubbles saying Gude and Hello'),
    instructor: 'Rose Kewa',
    description:
      'Speak with confidence at the market, at work and in the village, from greetings to everyday talk.',
  },
  {
    id: 'web-development-basics',
    title: 'Web Development Basics',
    category: 'Technology',
    level: 'Beginner',
    duration: '10 weeks',
    students: 980,
    rating: 4.8,
    price: 250,
    image: courseImage('course-web', 'A laptop showing lines of colourful code'),
    instructor: 'Samuel Toua',
    description:
      'Build your first website with HTML, CSS and JavaScript, on a laptop or even a tablet.',
  },
  {
    id: 'small-business-management',
    title: 'Small Business Management',
    category: 'Business',
    level: 'Intermediate',
    duration: '8 weeks',
    students: 760,
    rating: 4.7,
    price: 200,
    image: courseImage('course-business', 'A bar chart with a rising arrow and a kina coin'),
    instructor: 'Lucy Bomai',
    description:
      'Bookkeeping, pricing, stock and customer care for trade stores, PMV owners and market sellers.',
  },
  {
    id: 'grade-12-maths',
    title: 'Grade 12 Mathematics Revision',
    category: 'Mathematics',
    level: 'All Levels',
    duration: '12 weeks',
    students: 1530,
    rating: 4.9,
    price: 150,
    image: courseImage('course-maths', 'A chalkboard with formulas and a triangle'),
    instructor: 'Daniel Pora',
    description:
      'Algebra, calculus and statistics, with worked past papers for the national examinations.',
  },
  {
    id: 'png-history',
    title: 'Papua New Guinea History: 1884 to 1975',
    category: 'History',
    level: 'All Levels',
    duration: '5 weeks',
    students: 640,
    rating: 4.8,
    price: 120,
    image: courseImage(
      'course-history',
      'Mountains under a bird of paradise with the years 1884 and 1975',
    ),
    instructor: 'Rose Kewa',
    description: 'From colonial rule and the Pacific War to Independence Day on 16 September 1975.',
  },
  {
    id: 'cocoa-coffee-farming',
    title: 'Cocoa & Coffee Farming for Profit',
    category: 'Agriculture',
    level: 'Intermediate',
    duration: '8 weeks',
    students: 890,
    rating: 4.9,
    price: 300,
    image: courseImage(
      'course-agriculture',
      'A cocoa pod above rows of young plants on green hills',
    ),
    instructor: 'Lucy Bomai',
    description:
      'Plant, prune, ferment and sell: proven methods that lift smallholder yields and prices.',
  },
];

/** Spec section 3: name, specialty, experience, students, rating, image. */
export interface Instructor {
  name: string;
  specialty: string;
  experience: string;
  students: string;
  rating: number;
  image: KitImage;
}

const portrait = (file: string, name: string): KitImage => ({
  src: `/images/templates/learning/${file}.svg`,
  alt: `Portrait of ${name}`,
  width: 320,
  height: 320,
});

export const instructors: readonly Instructor[] = [
  {
    name: 'Rose Kewa',
    specialty: 'Languages & PNG History',
    experience: '15 years teaching',
    students: '2,100+ students',
    rating: 4.9,
    image: portrait('rose-kewa', 'Rose Kewa'),
  },
  {
    name: 'Samuel Toua',
    specialty: 'Web & Software Development',
    experience: '8 years in industry',
    students: '1,300+ students',
    rating: 4.8,
    image: portrait('samuel-toua', 'Samuel Toua'),
  },
  {
    name: 'Lucy Bomai',
    specialty: 'Business & Agribusiness',
    experience: '12 years experience',
    students: '1,900+ students',
    rating: 4.8,
    image: portrait('lucy-bomai', 'Lucy Bomai'),
  },
  {
    name: 'Daniel Pora',
    specialty: 'Mathematics',
    experience: '10 years teaching',
    students: '1,700+ students',
    rating: 4.9,
    image: portrait('daniel-pora', 'Daniel Pora'),
  },
];

/** The spec gives View Courses no behaviour: an inert button. */
export const viewCoursesAction: Action = { label: 'View Courses', variant: 'secondary' };

export const about = {
  eyebrow: 'About us',
  title: 'Education that fits PNG life',
  paragraphs: [
    '{name} started in {town} in 2018 with one Tok Pisin class on WhatsApp. Like a bilum, we weave many strands together: teachers, farmers, programmers and business owners who share what they know.',
    'Today more than 5,000 students from all 22 provinces learn with us, on phones, in school computer labs and at community halls.',
  ],
  pointsTitle: 'What every course includes',
  points: [
    'Lessons in English and Tok Pisin',
    'Pay per course in kina, no subscription',
    'Low-data video and offline downloads',
    'Support from a real tutor by chat',
  ],
};

/** Spec section 3: name, course, text, rating, location. All 5 stars (spec section 9). */
export interface SuccessStory extends Testimonial {
  course: string;
  location: string;
}

export const stories: readonly SuccessStory[] = [
  {
    name: 'Jenny Kuman',
    course: 'Small Business Management',
    location: 'Goroka',
    rating: 5,
    text: 'I run a trade store in Goroka. After Lucy’s course I keep proper books, and my profit went up within three months.',
  },
  {
    name: 'Paul Yagi',
    course: 'Web Development Basics',
    location: 'Lae',
    rating: 5,
    text: 'I built a website for my uncle’s guesthouse, and now I do freelance work for three businesses in Lae.',
  },
  {
    name: 'Martha Siune',
    course: 'Grade 12 Mathematics Revision',
    location: 'Mount Hagen',
    rating: 5,
    text: 'Daniel’s worked past papers helped me pass Grade 12 maths. I start at the University of Goroka next year.',
  },
];

/** The contact form (spec section 3). */
export const contactForm: FormContent = {
  title: 'Ask about a course',
  submitLabel: 'Send Message',
  fields: [
    nameField,
    emailField,
    {
      kind: 'select',
      label: 'Course of Interest',
      name: 'course',
      placeholder: 'Choose a course',
      options: courses.map((course) => course.title),
      wide: true,
    },
    {
      kind: 'textarea',
      label: 'Your Goals',
      name: 'goals',
      placeholder: 'What would you like to be able to do after the course?',
    },
  ],
};

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Popular courses',
    items: courses.slice(0, 4).map((course) => course.title),
  },
  {
    title: 'Support hours',
    items: identity.hours.map((row) => `${row.days} ${row.time}`),
  },
];

export const copy = {
  features: { eyebrow: 'Why learn with us', title: 'Built for learners in Papua New Guinea' },
  courses: {
    eyebrow: 'Courses',
    title: 'Popular courses',
    intro: 'Practical courses from K100 to K300, paid once, yours to keep.',
  },
  instructors: {
    eyebrow: 'Instructors',
    title: 'Learn from local experts',
    intro: 'Every instructor has taught or worked in the field for years, here at home.',
  },
  stories: { eyebrow: 'Success stories', title: 'Our students, in their words' },
  contact: {
    eyebrow: 'Contact',
    title: 'Start learning today',
    intro:
      'Not sure where to start? Tell us your goals and a course adviser will reply within 24 hours.',
    addressLabel: 'Office',
    hoursTitle: 'Support hours',
  },
};

export const site = { slug: 'learning', identity, navLinks, action: enrollAction, footerColumns };

/** The figures under the hero's actions. */
export const heroFigures: HeroStats = {
  items: stats,
  headingClass: 'text-(--accent-ink)',
  className: 'mt-10 border-t border-(--accent)/20 pt-8 [&>div]:justify-end',
};
