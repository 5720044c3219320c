import { describe, expect, it } from 'vitest';
import { courses } from './catalogue';
import { courseLinkOptions } from './course-links';
import { getCourse, listCambridgeSubCourses, listCourses } from './course-queries';

/** WCAG 2 relative luminance of a '#RRGGBB' colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Everything a visitor can read about a course, as one string. */
function courseText(id: string): string {
  const course = courses.find((c) => c.id === id);
  if (!course) throw new Error(`no course ${id}`);
  return [
    course.about,
    ...course.outcomes.map((o) => o.description),
    ...course.methods.flatMap((m) => [m.title, ...m.contents.flatMap((c) => [c.contentName, ...c.descriptions])]),
  ].join('\n');
}

describe('catalogue queries', () => {
  it('finds one course by id', async () => {
    const course = await getCourse('5', 'vi');
    expect(course?.title).toBe('Tiếng Anh tiểu học');
    expect(course?.courseType).toBe('Cambridge sub course');
    expect(course?.age).toBe('6 - 10 tuổi');
  });

  it('returns undefined for an unknown id', async () => {
    await expect(getCourse('2', 'vi')).resolves.toBeUndefined();
  });

  it('lists every course except the sub courses', async () => {
    expect((await listCourses('vi')).map((c) => c.id)).toEqual(['1', '3', '8']);
  });

  it('lists only the Cambridge sub courses', async () => {
    expect((await listCambridgeSubCourses('vi')).map((c) => c.id)).toEqual(['4', '5', '6', '7']);
  });

  it('in English, gives the twin’s words over the Vietnamese figures, pictures and ids', async () => {
    const [vietnamese, english] = await Promise.all([getCourse('1', 'vi'), getCourse('1', 'en')]);
    expect(english?.title).toBe('Life skills');
    expect(english?.age).toBe('5–12 years old');
    expect(english?.ages).toEqual(vietnamese?.ages);
    expect(english?.fees?.classes.map(({ level, ...figures }) => [level, figures])).toEqual(
      vietnamese?.fees?.classes.map(({ level, ...figures }) => [level?.replace(/^Nhóm (\d+) - (\d+) tuổi$/, 'Ages $1–$2'), figures]),
    );
    expect(english?.heroImage).toEqual({ ...vietnamese?.heroImage, alt: 'Young children happily learning life skills together with their teacher' });
    expect(english?.studentImages.map((image) => image.id)).toEqual(vietnamese?.studentImages.map((image) => image.id));
    expect((await listCourses('en')).map((c) => c.title)).toEqual(['Life skills', 'Cambridge English', 'English for communication']);
    expect((await listCambridgeSubCourses('en')).map((c) => c.title)).toEqual([
      'Preschool English',
      'Primary English',
      'Lower secondary English',
      'Upper secondary English',
    ]);
  });
});

describe('catalogue content', () => {
  it('holds the seven courses of the specification, in order', () => {
    expect(courses.map((c) => [c.id, c.courseType])).toEqual([
      ['1', 'Life'],
      ['3', 'Cambridge'],
      ['4', 'Cambridge sub course'],
      ['5', 'Cambridge sub course'],
      ['6', 'Cambridge sub course'],
      ['7', 'Cambridge sub course'],
      ['8', 'English'],
    ]);
  });

  it.each([
    ['1', 4, 4],
    ['3', 0, 0],
    ['4', 3, 4],
    ['5', 4, 4],
    ['6', 3, 3],
    ['7', 4, 3],
    ['8', 3, 3],
  ])('course %s has %i outcomes and %i methods', (id, outcomes, methods) => {
    const course = courses.find((c) => c.id === id);
    expect(course?.outcomes).toHaveLength(outcomes);
    expect(course?.methods).toHaveLength(methods);
  });

  it('gives every course nine student images with unique ids', () => {
    const ids = courses.flatMap((course) => {
      expect(course.studentImages).toHaveLength(9);
      return course.studentImages.map((image) => image.id);
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('teaches the life-skills emergency numbers and the 4-7-8 breathing technique', () => {
    const text = courseText('1');
    expect(text).toMatch(/\b113\b/);
    expect(text).toMatch(/\b115\b/);
    expect(text).toContain('4-7-8');
  });

  it('prepares secondary students for the grade 10 entrance exam and high-school students for graduation, IELTS and SAT', () => {
    expect(courseText('6')).toContain('lớp 10');
    const highSchool = courseText('7');
    for (const exam of ['tốt nghiệp THPT', 'IELTS', 'SAT']) expect(highSchool).toContain(exam);
  });

  it('gives every method card an AA-contrast colour pair', () => {
    for (const course of courses) {
      for (const method of course.methods) {
        expect(method.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
        expect(method.textColor).toMatch(/^#[0-9A-Fa-f]{6}$/);
        expect(contrast(method.color, method.textColor), `${course.id}: ${method.title}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('courseLinkOptions', () => {
  it.each([
    [{ id: '3', courseType: 'Cambridge' }, { to: '/khoa-hoc/tieng-anh-cambridge' }],
    [{ id: '1', courseType: 'Life' }, { to: '/khoa-hoc/ky-nang-song/$id', params: { id: '1' } }],
    [{ id: '5', courseType: 'Cambridge sub course' }, { to: '/khoa-hoc/tieng-anh-cambridge/$id', params: { id: '5' } }],
    [{ id: '8', courseType: 'English' }, { to: '/khoa-hoc/$id', params: { id: '8' } }],
  ] as const)('routes %o to %o', (course, target) => {
    expect(courseLinkOptions(course)).toEqual(target);
  });
});
