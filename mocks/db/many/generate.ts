// The `many` scenario's seed: 600 articles over five years of a centre's news, up to a few days
// before the serve day, written by the story templates of this folder with the names, numbers, days
// and pictures @faker-js/faker picks. Every process runs it when the scenario is first asked for, and
// again when the week it is dated for changes (mocks/db/seed.ts; in the browser a chunk of its own).
// The seed is fixed, so every process serving on the same day gets the same ids, text and dates.
import { Faker, base, vi } from '@faker-js/faker';
import { seedCategories } from '../news-content';
import { addDays, daysBetween, vietnameseDay, weekdayOf } from '../days';
import { seedId, type SeedArticleRecord, type SeedRecords } from '../seed-records';
import { serveDay, weeksToServeDay } from '../serve-day';
import { activities } from './activities';
import { lunarNewYear, midAutumn } from './calendar';
import { longTitleNotice, noPictureNotice, scholarship } from './edge-cases';
import { events, yearlyEvents } from './events';
import { notices, yearlyNotices } from './notices';
import { parents } from './parents';
import { results } from './results';
import type { ManyCategoryKey, Story, StoryContext } from './story';

export const manyArticleCount = 600;

const fakerSeed = 20_251_115;
/**
 * The news's last day as first generated, moved by whole weeks to 1-7 days before the serve day;
 * it starts `spanDays` before (on 1/10/2020, the centre's first autumn, as first generated).
 */
const generatedUpTo = '2025-11-14';
const spanDays = daysBetween('2020-10-01', generatedUpTo);

const manyCategories: { key: ManyCategoryKey; type: string }[] = [
  ...(seedCategories as { key: ManyCategoryKey; type: string }[]),
  { key: 'hoc-bong', type: 'Học bổng' },
  { key: 'tuyen-dung', type: 'Tuyển dụng' },
];

/** How the articles of any day spread over the categories (the edge cases' two are not drawn). */
const categoryWeights: { value: ManyCategoryKey; weight: number }[] = [
  { value: 'su-kien', weight: 27 },
  { value: 'thanh-tich', weight: 22 },
  { value: 'ngoai-khoa', weight: 26 },
  { value: 'thong-bao', weight: 15 },
  { value: 'goc-phu-huynh', weight: 10 },
];

const stories: Story[] = [...events, ...results, ...activities, ...notices, ...parents];
const storiesOf = (month: number) => stories.filter((story) => !story.months || story.months.includes(month));

/** The centre's teachers (src/content/teachers/teachers.data.ts). */
const teachers = [
  'cô Nguyễn Thu Hà',
  'thầy James Wilson',
  'cô Emily Carter',
  'cô Trần Ngọc Mai',
  'thầy Lê Hoàng Nam',
  'cô Phạm Thanh Tâm',
  'thầy Daniel Brooks',
  'cô Võ Ngọc Trâm',
];

/** The centre is closed around Tết: nothing happens from four days before to six days after. */
const duringTet = (day: string) => Object.values(lunarNewYear).some((tet) => day >= addDays(tet, -4) && day <= addDays(tet, 6));

/** The yearly stories need each year's Trung thu and Tết, and the next year's Tết. */
function checkCalendar(firstDay: string, lastDay: string) {
  for (let year = Number(firstDay.slice(0, 4)); year <= Number(lastDay.slice(0, 4)) + 1; year += 1) {
    if (!midAutumn[year] || !lunarNewYear[year]) throw new Error(`mocks/db/many/calendar.ts has no Trung thu or Tết for ${year}: add that year's days`);
  }
}

function contextFor(faker: Faker, isoDay: string): StoryContext {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const sex = () => faker.helpers.arrayElement(['female', 'male'] as const);
  return {
    today: isoDay,
    day,
    month,
    year,
    weekday: weekdayOf(isoDay),
    dayAt: (offset) => vietnameseDay(addDays(isoDay, offset)),
    weekdayAt: (offset) => weekdayOf(addDays(isoDay, offset)),
    weekendAt: (min, max) => {
      const offsets = Array.from({ length: max - min + 1 }, (_, index) => min + index);
      return faker.helpers.arrayElement(offsets.filter((offset) => ['thứ Bảy', 'Chủ nhật'].includes(weekdayOf(addDays(isoDay, offset)))));
    },
    schoolYear: month >= 8 ? `${year}-${year + 1}` : `${year - 1}-${year}`,
    pick: (items) => faker.helpers.arrayElement(items),
    some: (items, count) => {
      const chosen = new Set(faker.helpers.arrayElements(items, count));
      return items.filter((item) => chosen.has(item));
    },
    int: (min, max) => faker.number.int({ min, max }),
    // fakerVI's fullName puts the family name last: Vietnamese names are written family name first.
    child: () => {
      const childSex = sex();
      return `${faker.person.lastName()} ${faker.person.firstName(childSex)}`;
    },
    parent: (parentSex = sex()) => {
      return `${parentSex === 'female' ? 'chị' : 'anh'} ${faker.person.lastName()} ${faker.person.firstName(parentSex)}`;
    },
    teacher: () => faker.helpers.arrayElement(teachers),
  };
}

interface Planned {
  story: Story;
  day: string;
}

/** What is published when: the edge cases, each yearly story once a year, then stories on random days. */
function plan(faker: Faker, firstDay: string, lastDay: string): Planned[] {
  // The only scholarship article: on 20 August, as a school year begins, a year or more before the last day.
  const scholarshipYear = Number(lastDay.slice(0, 4)) - (lastDay.slice(5) >= '08-20' ? 1 : 2);
  const planned: Planned[] = [
    { story: longTitleNotice, day: addDays(lastDay, -1) },
    { story: noPictureNotice, day: addDays(lastDay, -3) },
    { story: scholarship, day: `${scholarshipYear}-08-20` },
  ];
  for (let year = Number(firstDay.slice(0, 4)); year <= Number(lastDay.slice(0, 4)); year += 1) {
    for (const story of [...yearlyEvents, ...yearlyNotices]) {
      const window = story.window(year);
      if (!window || window.to < firstDay || window.from > lastDay) continue;
      const to = window.to > lastDay ? lastDay : window.to;
      planned.push({ story, day: addDays(window.from, faker.number.int({ min: 0, max: daysBetween(window.from, to) })) });
    }
  }
  while (planned.length < manyArticleCount) {
    const day = addDays(firstDay, faker.number.int({ min: 0, max: daysBetween(firstDay, lastDay) }));
    if (duringTet(day)) continue;
    const month = Number(day.slice(5, 7));
    const category = faker.helpers.weightedArrayElement(categoryWeights);
    const candidates = storiesOf(month).filter((story) => story.category === category);
    if (candidates.length) planned.push({ story: faker.helpers.arrayElement(candidates), day });
  }
  return planned;
}

const picture = (variant: number | undefined) => (variant === undefined ? '' : `images/news/${variant}.svg`);

/** The last day of the news served on `today`: 1 to 7 days before it, on the weekday it was first generated for. */
const lastDayFor = (today: string) => addDays(generatedUpTo, weeksToServeDay(generatedUpTo, today));

export function buildManyRecords(today = serveDay()): SeedRecords {
  const lastDay = lastDayFor(today);
  const firstDay = addDays(lastDay, -spanDays);
  checkCalendar(firstDay, lastDay);
  const faker = new Faker({ locale: [vi, base] });
  faker.seed(fakerSeed);
  const titles = new Set<string>();
  const dates = new Set<string>();
  const articles: SeedArticleRecord[] = [];
  for (const planned of plan(faker, firstDay, lastDay)) {
    const { day } = planned;
    let { story } = planned;
    let text = story.write(contextFor(faker, day));
    // A title already used is written again (other names, numbers, picks), then, failing that, by another story of that month.
    for (let attempt = 0; titles.has(text.title); attempt += 1) {
      story = attempt < 5 ? story : faker.helpers.arrayElement(storiesOf(Number(day.slice(5, 7))));
      text = story.write(contextFor(faker, day));
    }
    titles.add(text.title);
    // Published between 9:00 and 18:00 in Vietnam (2:00 to 11:00 UTC), each at its own second.
    let date: string;
    do date = new Date(Date.parse(`${day}T02:00:00Z`) + faker.number.int({ min: 0, max: 9 * 3600 }) * 1000).toISOString();
    while (dates.has(date));
    dates.add(date);
    const cover = story.pictures.length ? faker.helpers.arrayElement(story.pictures) : undefined;
    articles.push({
      _id: faker.database.mongodbObjectId(),
      title: text.title,
      summary: text.summary,
      image: picture(cover),
      date,
      isHot: story.hot ?? false,
      categoryId: seedId(`category:${story.category}`),
      contents: text.sections.map((section) => ({
        _id: faker.database.mongodbObjectId(),
        subtitle: section.subtitle,
        description: section.description,
        image: picture(section.picture === cover ? undefined : section.picture),
      })),
    });
  }
  articles.sort((a, b) => b.date.localeCompare(a.date));
  return { categories: manyCategories.map(({ key, type }) => ({ _id: seedId(`category:${key}`), type })), articles };
}

let built: { lastDay: string; records: SeedRecords } | undefined;

/** The `many` scenario's records as served on `today`, newest first; built once for each last day (the same in every process). */
export function manyRecords(today = serveDay()): SeedRecords {
  const lastDay = lastDayFor(today);
  if (built?.lastDay !== lastDay) built = { lastDay, records: buildManyRecords(today) };
  return built.records;
}
