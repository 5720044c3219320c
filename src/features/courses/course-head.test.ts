import { describe, expect, it } from 'vitest';
import { getCourse } from '@/content/courses/course-queries';
import { loadEveryPart } from '@/i18n/translated-text';
import { pageHead, siteUrl } from '@/seo/page-head';
import { courseHead } from './course-head';

// The shell's English words, which every head reads, loaded as the render server loads them.
await loadEveryPart('en');

const english = { locale: 'en' } as const;
const vietnamese = { locale: 'vi' } as const;

/** The JSON-LD graph a route's head carries. */
const graphOf = (head: ReturnType<typeof pageHead>) =>
  head.meta.flatMap((tag) => ('script:ld+json' in tag ? (tag['script:ld+json'] as { '@graph': Record<string, unknown>[] })['@graph'] : []));

describe('a course page’s head', () => {
  it('in Vietnamese: the title capitalised, the Cambridge programme in the trail, a Course described in Vietnamese', async () => {
    const head = await courseHead(vietnamese, (await getCourse('5', 'vi'))!);
    expect(head.title).toBe('Tiếng Anh Tiểu Học');
    expect(head.breadcrumbs?.map((crumb) => crumb.name)).toEqual(['Tiếng Anh Cambridge', 'Tiếng Anh Tiểu Học']);
    const course = graphOf(pageHead(vietnamese, head)).find((item) => item['@type'] === 'Course');
    expect(course).toMatchObject({ name: 'Tiếng Anh Tiểu Học', inLanguage: 'vi', url: siteUrl('/khoa-hoc/tieng-anh-cambridge/5') });
  });

  it('in English: the title as written, the trail and the Course in English, at the English address', async () => {
    const head = await courseHead(english, (await getCourse('5', 'en'))!);
    expect(head.title).toBe('Primary English');
    expect(head.description).toBe(
      'A course for primary pupils that follows Cambridge’s pathway for young learners through its three levels: Pre A1 Starters, A1 Movers and A2 Flyers.',
    );
    expect(head.breadcrumbs?.map((crumb) => crumb.name)).toEqual(['Cambridge English', 'Primary English']);
    const course = graphOf(pageHead(english, head)).find((item) => item['@type'] === 'Course');
    expect(course).toMatchObject({ name: 'Primary English', inLanguage: 'en', url: siteUrl('/en/courses/cambridge-english/5') });
  });
});
