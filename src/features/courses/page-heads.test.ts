import { describe, expect, it } from 'vitest';
import { finderAgeSlug, finderAges } from '@/content/courses/course-finder';
import { listAllCourses } from '@/content/courses/course-queries';
import { loadEveryPart } from '@/i18n/translated-text';
import { courseHead } from './course-head';
import { loadCourseFinder } from './load-course-finder';
import { loadFees } from './load-fees';

// The shell's English words, which every head reads, loaded as the render server loads them.
await loadEveryPart('en');

const english = { locale: 'en' } as const;
const vietnameseLetter = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

/** What search results and link previews show of a page: its title, description and trail. */
const headWords = ({ title = '', description, breadcrumbs = [] }: { title?: string; description: string; breadcrumbs?: { name: string }[] }) =>
  [title, description, ...breadcrumbs.map((crumb) => crumb.name)].map((words) => words.replace(/Mặt Trời Nhỏ/g, ''));

describe('the English heads of the course pages', () => {
  it('every finder page, every course page and /en/fees: English words, a description of 50 to 160 characters', async () => {
    const heads = [
      (await loadCourseFinder(english)).head,
      ...(await Promise.all(finderAges.map(async (age) => (await loadCourseFinder(english, finderAgeSlug(age))).head))),
      ...(await Promise.all((await listAllCourses('en')).filter((course) => course.courseType !== 'Cambridge').map((course) => courseHead(english, course)))),
      (await loadFees(english)).head,
    ];
    for (const head of heads) {
      expect(head.description.length, head.description).toBeGreaterThanOrEqual(50);
      expect(head.description.length, head.description).toBeLessThanOrEqual(160);
      for (const words of headWords(head)) expect(words).not.toMatch(vietnameseLetter);
    }
  });

  it('names an age’s page for its learners, in the trail too', async () => {
    const { head } = await loadCourseFinder(english, 'nguoi-lon');
    expect(head).toMatchObject({
      title: 'Courses for adults',
      description: 'Courses at Mặt Trời Nhỏ for adults (at university or work): English for communication. Free English level test.',
      breadcrumbs: [
        { name: 'All courses', path: '/khoa-hoc' },
        { name: 'Adults', path: '/khoa-hoc/theo-tuoi/nguoi-lon' },
      ],
    });
    expect((await loadFees(english)).head.breadcrumbs).toEqual([{ name: 'Fees', path: '/hoc-phi' }]);
  });
});
