import type { AnyRouter } from '@tanstack/react-router';
import { courseLinkOptions, coursePath } from '@/content/courses/course-links';
import { listAllCourses } from '@/content/courses/course-queries';

/**
 * Routes with a path parameter whose pages are not known at build time: the browser renders them
 * from the app shell. Every other parameter route must be listed in `paramPathsFor`.
 */
export const clientRenderedRoutes = ['/tin-tuc/$id'] as const;

/** The pages of a parameter route that exist at build time, from the course catalogue. */
async function paramPathsFor(routePath: string): Promise<string[] | undefined> {
  if (!routePath.startsWith('/khoa-hoc/')) return undefined;
  const courses = await listAllCourses();
  return courses.filter((course) => courseLinkOptions(course).to === routePath).map(coursePath);
}

/**
 * Every page to prerender: each route without parameters, and each course page under its
 * canonical path. A new parameter route fails the build until it is listed above.
 */
export async function listPrerenderPaths(router: AnyRouter): Promise<string[]> {
  const paths = new Set<string>();
  for (const route of Object.values(router.routesByPath) as { fullPath: string }[]) {
    const routePath = route.fullPath.replace(/\/$/, '') || '/';
    if (!routePath.includes('$')) {
      paths.add(routePath);
      continue;
    }
    if ((clientRenderedRoutes as readonly string[]).includes(routePath)) continue;
    const found = await paramPathsFor(routePath);
    if (!found) throw new Error(`Route ${routePath} has a parameter: list how its pages are prerendered`);
    found.forEach((path) => paths.add(path));
  }
  return [...paths].sort();
}
