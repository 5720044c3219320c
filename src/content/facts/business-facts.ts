import { envDefaults } from '../../lib/env-defaults.ts';
import * as values from '../../lib/centre-figures.ts';

/*
 * Every fact of the centre's business the site states, and where it comes from: the spec
 * (../shared/SPEC.md), the centre (confirmed, with the day), or a sample written for the demo until
 * the centre gives its own. `npm run launch-check` lists the samples by page and fails while any
 * remain; a launch build (`npm run build:launch`) refuses to build with one; the README's launch
 * list is written from here (docs/launch.md). Read by the tools and tests only, never by a page: the
 * figures pages put in sentences are in src/lib/centre-figures.ts, each of which has its entry here.
 */

type Day = `${number}-${number}-${number}`;

export type FactSource =
  /** In the spec: `where` is its section. A `doubt` is asked of the centre, the spec's words kept. */
  | { from: 'spec'; where: string; doubt?: string }
  /** Given by the centre, on `confirmed`. */
  | { from: 'centre'; confirmed: Day }
  /** Written for the demo: `ask` is what the centre must give or confirm. */
  | { from: 'sample'; ask: string };

export interface BusinessFact {
  /** What the site states, in a few words. */
  what: string;
  source: FactSource;
  /** The Vietnamese pages that state it (each has its English twin): '*' for every page, '/khoa-hoc/…' for every course's. */
  pages: readonly string[];
  /** Where it is written in the source, for whoever replaces it. */
  files: readonly string[];
}

const sample = (ask: string): FactSource => ({ from: 'sample', ask });
const everyPage = ['*'];
/** The course list and every course's page. */
const coursePages = ['/khoa-hoc', '/khoa-hoc/…'];

/** The figures pages read (src/lib/centre-figures.ts), each with its source: a new figure there needs its entry here. */
const figures = {
  openingHours: {
    what: `Open every day, ${values.openingHours.opens}-${values.openingHours.closes}`,
    source: sample('the opening hours, every day of the week'),
    pages: everyPage,
    files: ['src/lib/centre-figures.ts'],
  },
  callBackHours: {
    what: `An adviser calls back within ${values.callBackHours} hours`,
    source: sample('how soon an adviser calls back a registration'),
    pages: ['/cau-hoi-thuong-gap', '/', '/lien-he'],
    files: ['src/lib/centre-figures.ts'],
  },
  levelTestMinutes: {
    what: `The free level test at the centre takes about ${values.levelTestMinutes} minutes`,
    source: sample('how long the free level test at the centre takes, and that it is free'),
    pages: ['/cau-hoi-thuong-gap', '/'],
    files: ['src/lib/centre-figures.ts'],
  },
  newTeacherTrainingHours: {
    what: `New teachers train for ${values.newTeacherTrainingHours} hours before taking a class`,
    source: sample("the new teachers' training: its hours and what it covers"),
    pages: ['/giao-vien', '/cau-hoi-thuong-gap'],
    files: ['src/lib/centre-figures.ts', 'src/content/teachers/teachers.data.ts', 'src/content/faq/faq.data.ts'],
  },
  licenceYear: {
    what: `Licensed by the city's Department of Education and Training (Sở GD&ĐT) in ${values.licenceYear}`,
    source: sample("the centre's licence: the year and the authority, and whether the 5 years count from it"),
    pages: ['/gioi-thieu'],
    files: ['src/lib/centre-figures.ts', 'src/content/about/about.data.ts'],
  },
  termPaidAtOnceDiscount: {
    what: `${values.termPaidAtOnceDiscount * 100}% off a term paid at once`,
    source: sample('the discount for a term paid at once'),
    pages: ['/hoc-phi'],
    files: ['src/lib/centre-figures.ts'],
  },
  siblingDiscount: {
    what: `${values.siblingDiscount * 100}% off for each brother or sister`,
    source: sample('the discount for brothers and sisters'),
    pages: ['/hoc-phi'],
    files: ['src/lib/centre-figures.ts'],
  },
} satisfies Record<keyof typeof values, BusinessFact>;

/** Contact details are the build's settings (docs/configuration.md); the defaults are samples. */
const contactSettings = ['VITE_SITE_PHONE', 'VITE_SITE_EMAIL', 'VITE_SITE_ADDRESS', 'VITE_SITE_GEO', 'VITE_FACEBOOK_URL', 'VITE_YOUTUBE_URL', 'VITE_ZALO_URL'] as const;

export const businessFacts = {
  ...figures,
  yearsOfExperience: {
    what: "'Hơn 5 năm' of experience on the about page, '5 năm' on home",
    source: {
      from: 'spec',
      where: '§2 About, §9',
      doubt: 'the five years beside a timeline from 2011: do they count from the licence?',
    },
    pages: ['/', '/gioi-thieu'],
    files: ['src/content/home/home.data.ts', 'src/content/about/about.data.ts'],
  },
  homeFigures: {
    what: 'Five figures on home: 100% Cambridge-standard teachers, 80%+ certificates, 500+ IELTS 7.0, 95%+ five stars',
    source: {
      from: 'spec',
      where: '§2 Home',
      doubt:
        "'500+ học viên đạt IELTS 7.0' at a centre mostly of children's courses; '100% giáo viên đạt chuẩn Cambridge': Cambridge sets no standard for teachers, so which qualification is meant (CELTA, TKT, a Cambridge-authorised course)?",
    },
    pages: ['/'],
    files: ['src/content/home/home.data.ts'],
  },
  courseDuration: {
    what: "'Lộ trình: 18 tháng' on every Cambridge course card",
    source: { from: 'spec', where: '§2 Cambridge programme list, §9', doubt: 'one duration for courses that span three to five years of age' },
    pages: ['/khoa-hoc/tieng-anh-cambridge'],
    files: ['src/i18n/vi/courses.ts'],
  },
  courseCatalogue: {
    what: 'Seven courses, their ages, methods and outcomes',
    source: {
      from: 'spec',
      where: '§3 Course',
      doubt:
        'TPR, CLIL and positive discipline as the methods of the upper secondary and adult courses (7, 8), and the Cambridge programme given as ages 3-15 while its course 7 is for 16-18',
    },
    pages: coursePages,
    files: ['src/content/courses/catalogue.ts'],
  },
  timelinePeriods: {
    what: 'The five periods of the timeline, 2011 to now',
    source: { from: 'spec', where: '§2 About' },
    pages: ['/gioi-thieu'],
    files: ['src/content/about/about.data.ts'],
  },
  story: {
    what: "The centre's story: the founder Lê Minh Châu, her first class of eight in Bình Thạnh, each period's text",
    source: sample("the centre's own story and founder's statement, with her name and photo"),
    pages: ['/gioi-thieu'],
    files: ['src/content/about/about.data.ts'],
  },
  visionMissionValues: {
    what: 'Vision, mission and the four core values',
    source: sample('its vision, mission and values, in its own words'),
    pages: ['/gioi-thieu'],
    files: ['src/content/about/about.data.ts'],
  },
  partners: {
    what: 'Partner plates: Cambridge University Press & Assessment, Oxford, Pearson, National Geographic Learning, British Council, IDP',
    source: sample('which organisations it partners with, and leave to show their names'),
    pages: ['/gioi-thieu'],
    files: ['src/content/about/about.data.ts'],
  },
  examsAtCentre: {
    what: 'Cambridge exams held at the centre with an authorised exam centre',
    source: sample('where its students sit the Cambridge exams'),
    pages: ['/cau-hoi-thuong-gap'],
    files: ['src/content/faq/faq.data.ts'],
  },
  teachers: {
    what: "Eight teachers: names, photos, degrees, qualifications and quotes",
    source: sample('its teachers, each with a qualification behind "100% giáo viên đạt chuẩn Cambridge"'),
    pages: ['/', '/giao-vien'],
    files: ['src/content/teachers/teachers.data.ts'],
  },
  teacherChecks: {
    what: "Native teachers' degrees and criminal records checked",
    source: sample('how it checks its teachers'),
    pages: ['/giao-vien', '/cau-hoi-thuong-gap'],
    files: ['src/content/teachers/teachers.data.ts', 'src/content/faq/faq.data.ts'],
  },
  students: {
    what: 'Six honoured students: names, photos, classes and results',
    source: sample('its students to honour, with their families\' consent'),
    pages: ['/', '/hoc-vien', '/khoa-hoc/tieng-anh-cambridge'],
    files: ['src/content/students/students.data.ts'],
  },
  testimonials: {
    what: "Four parents' testimonials, with their names and children's",
    source: sample("parents' own words, with their consent"),
    pages: ['/hoc-vien'],
    files: ['src/content/students/testimonials.data.ts'],
  },
  courseFees: {
    what: "Every course's fees, class times, class sizes and openings",
    source: sample('its fees, timetables, class sizes and terms'),
    pages: ['/hoc-phi', ...coursePages],
    files: ['src/content/courses/catalogue.ts', 'src/content/courses/term.ts'],
  },
  feeRules: {
    what: 'Paying, openings, make-up lessons and refunds',
    source: sample('its rules on paying, make-up lessons and refunds'),
    pages: ['/hoc-phi', '/cau-hoi-thuong-gap'],
    files: ['src/content/courses/fee-policies.ts'],
  },
  gettingThere: {
    what: 'The map (streets, pin, bus stop), the bus routes, free guarded motorbike parking, the car park, pick-up rules',
    source: sample('the way to the centre, checked on the spot'),
    pages: ['/lien-he', '/cau-hoi-thuong-gap'],
    files: ['src/content/contact/contact.data.ts'],
  },
  contactDetails: {
    what: 'Address, hotline, e-mail, Zalo and social links, and the map position',
    source: sample(`its contact details, set at build time: ${contactSettings.join(', ')}`),
    pages: everyPage,
    files: ['src/lib/env-defaults.ts'],
  },
  levelCheckAdvice: {
    what: 'The online level check: its questions, the level each set names, the course and next step it advises',
    source: sample('a teacher of the centre to take the check and sign its advice'),
    pages: ['/kiem-tra-trinh-do'],
    files: ['src/content/level-check/levels.ts', 'docs/level-check.md'],
  },
} satisfies Record<string, BusinessFact>;

export type FactId = keyof typeof businessFacts;

/**
 * The build's settings that are still the defaults (env-defaults.ts): a launch build must set them.
 * `settings` are the build's variables (Vite's `loadEnv`).
 */
export const contactSettingsLeftAtDefault = (settings: Record<string, string | undefined>) =>
  contactSettings.filter((name) => !settings[name]?.trim() || settings[name]?.trim() === envDefaults[name]);
