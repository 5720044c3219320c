// Every image the site ships, with its intrinsic size. `build.mjs` draws each one into public/.
// Content files in src/ reference these paths (without the leading `public/`).
// `levelCheckPictures` go into src/content/level-check/pictures/ instead: its content imports them.

const courseIds = ['1', '3', '4', '5', '6', '7', '8'];
// How many outcome and method pictures each course has (see src/content/courses/catalogue.ts).
const outcomeCount = { 1: 4, 3: 0, 4: 3, 5: 4, 6: 3, 7: 4, 8: 3 };
const methodCount = { 1: 4, 3: 0, 4: 4, 5: 4, 6: 3, 7: 3, 8: 3 };

const range = (n) => Array.from({ length: n }, (_, i) => i + 1);

// Who each portrait shows, in the order of its content (src/content/students/students.data.ts,
// src/content/teachers/teachers.data.ts): the generator draws this gender (hair, accessories) and
// src/content/portraits.test.ts checks it against the gender the content declares.
const studentPortraits = [
  { gender: 'male', age: 'child' }, // Flyers
  { gender: 'female', age: 'child' }, // KET
  { gender: 'male', age: 'teen' }, // IELTS
  { gender: 'female', age: 'teen' }, // PET
  { gender: 'female', age: 'child' }, // Movers
  { gender: 'male', age: 'teen' }, // IELTS
];
// `foreign`: drawn with the foreign teachers' skin tones and hair (the native speakers).
const teacherPortraits = [
  { gender: 'female', foreign: false },
  { gender: 'male', foreign: true },
  { gender: 'female', foreign: true },
  { gender: 'female', foreign: false },
  { gender: 'male', foreign: false },
  { gender: 'female', foreign: false },
  { gender: 'male', foreign: true },
  { gender: 'female', foreign: false },
];

export const manifest = [
  { path: 'favicon.svg', width: 64, height: 64, kind: 'favicon' },
  { path: 'images/logo.svg', width: 180, height: 56, kind: 'logo' },
  { path: 'images/logo-dark.svg', width: 180, height: 56, kind: 'logo', variant: 'dark' },
  { path: 'images/brochure-cover.svg', width: 240, height: 340, kind: 'brochure-cover' },
  { path: 'images/not-found.svg', width: 480, height: 360, kind: 'not-found' },

  { path: 'images/banners/banner-1.svg', width: 1920, height: 600, kind: 'banner', variant: 1 },
  { path: 'images/banners/banner-1-mobile.svg', width: 780, height: 1200, kind: 'banner-mobile', variant: 1 },
  { path: 'images/banners/banner-2.svg', width: 1920, height: 600, kind: 'banner', variant: 2 },
  { path: 'images/banners/banner-2-mobile.svg', width: 780, height: 1200, kind: 'banner-mobile', variant: 2 },
  { path: 'images/home/mission.svg', width: 640, height: 640, kind: 'mission' },
  { path: 'images/home/registration.svg', width: 640, height: 640, kind: 'registration' },

  ...['about', 'students', 'teachers', 'cambridge', 'news'].map((name) => ({
    path: `images/heroes/${name}.svg`, width: 1920, height: 600, kind: 'page-hero', variant: name,
  })),
  ...['about', 'students', 'teachers', 'cambridge', 'news'].map((name) => ({
    path: `images/heroes/${name}-mobile.svg`, width: 780, height: 1200, kind: 'page-hero-mobile', variant: name,
  })),

  ...courseIds.flatMap((id) => [
    { path: `images/courses/${id}-card.svg`, width: 600, height: 400, kind: 'course-card', course: id },
    { path: `images/courses/${id}-hero.svg`, width: 1920, height: 600, kind: 'course-hero', course: id },
    { path: `images/courses/${id}-hero-mobile.svg`, width: 780, height: 1200, kind: 'course-hero-mobile', course: id },
    ...range(outcomeCount[id]).map((n) => ({
      path: `images/courses/${id}-outcome-${n}.svg`, width: 400, height: 300, kind: 'outcome', course: id, variant: n,
    })),
    ...range(methodCount[id]).map((n) => ({
      path: `images/courses/${id}-method-${n}.svg`, width: 400, height: 300, kind: 'method', course: id, variant: n,
    })),
    ...range(9).map((n) => ({
      path: `images/courses/${id}-students-${n}.svg`, width: 600, height: 450, kind: 'class-scene', course: id, variant: n,
    })),
  ]),

  ...teacherPortraits.map((who, i) => ({ path: `images/teachers/${i + 1}.svg`, width: 400, height: 500, kind: 'teacher-portrait', variant: i + 1, ...who })),
  ...studentPortraits.map((who, i) => ({ path: `images/students/${i + 1}.svg`, width: 400, height: 400, kind: 'student-portrait', variant: i + 1, ...who })),
  ...range(5).map((n) => ({ path: `images/facilities/${n}.svg`, width: 1200, height: 800, kind: 'facility', variant: n })),
  ...range(5).map((n) => ({ path: `images/about/timeline-${n}.svg`, width: 600, height: 400, kind: 'timeline', variant: n })),
  { path: 'images/about/founder.svg', width: 600, height: 600, kind: 'founder', gender: 'female' },
  ...range(4).map((n) => ({ path: `images/about/value-${n}.svg`, width: 160, height: 160, kind: 'value-icon', variant: n })),
  ...['cambridge', 'oxford', 'pearson', 'natgeo', 'british-council', 'idp'].map((name) => ({
    path: `images/partners/${name}.svg`, width: 240, height: 120, kind: 'partner', variant: name,
  })),
  ...range(10).map((n) => ({ path: `images/gallery/${n}.svg`, width: 800, height: 600, kind: 'gallery', variant: n })),
  ...range(20).map((n) => ({ path: `images/news/${n}.svg`, width: 1200, height: 675, kind: 'news-cover', variant: n })),
  { path: 'images/contact/map.svg', width: 440, height: 400, kind: 'contact-map' },
  // The map has words drawn in it: English pages show their own (map.mjs).
  { path: 'images/contact/map-en.svg', width: 440, height: 400, kind: 'contact-map', variant: 'en' },
];

// The level check's picture questions (src/content/level-check/): drawn into its pictures/ folder.
export const levelCheckPictures = [
  'cat', 'dog', 'bird', 'fish', 'whale', 'grandmother', 'apple', 'apples', 'banana', 'ball', 'kite', 'car', 'tree',
  'pencil', 'book', 'umbrella', 'rain', 'cat-under-table', 'cat-on-table', 'dog-under-table',
].map((name) => ({ path: `${name}.svg`, width: 240, height: 240, kind: 'question-picture', variant: name }));
