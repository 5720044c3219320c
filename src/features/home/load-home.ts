import { listAllCourses } from '@/content/courses/course-queries';
import { getHomeContent } from '@/content/home/home-queries';
import { listHonouredStudents } from '@/content/students/student-queries';
import { listTeachers } from '@/content/teachers/teacher-queries';
import { wordsIn } from '@/i18n/translated-text';
import { home } from '@/i18n/vi/home';
import { newsLeftToBrowser } from '@/lib/news-page-ssr';
import { setPageStatus } from '@/lib/page-status';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

/**
 * What / (and /en) shows, and its head, in the page's language. Its news is the news feature's
 * (`loadNews`, given by the route): `null` when it could not be loaded, and not asked for by the
 * render server in a demo's slow scenario (the page's news block loads it).
 */
export async function loadHome<News>(context: LocaleContext, loadNews: () => Promise<News>) {
  const news = import.meta.env.SSR && newsLeftToBrowser() ? undefined : loadNews().catch(() => null);
  const [content, courses, students, teachers] = await Promise.all([
    getHomeContent(context.locale),
    listAllCourses(context.locale),
    listHonouredStudents(context.locale),
    listTeachers(context.locale),
    // The render server sends the news in the page; the browser shows the rest of the page at once.
    import.meta.env.SSR ? news : undefined,
  ]);
  // A home page without its news is not kept over a good copy: nginx answers that one meanwhile.
  if (import.meta.env.SSR && news && !(await news)) setPageStatus(503);
  // Only what a course card shows: the page's HTML carries the loader's data.
  const cards = courses.map(({ id, courseType, title, age, image, color }) => ({ id, courseType, title, age, image, color }));
  const head: PageHeadOptions = { description: (await wordsIn(context.locale, 'home', home)).head.description, path: '/', image: 'home', describesCentre: true };
  return { content, courses: cards, students, teachers, news, head };
}
