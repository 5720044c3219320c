import { Outlet, Scripts, createRootRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { NotFoundPage } from '@/components/NotFoundPage';
import { RouteHead } from '@/components/RouteHead';
import { listCambridgeSubCourses, listCourses } from '@/content/courses/course-queries';
import { listRegistrationCourses } from '@/features/registration/registration-courses';
import { buildSiteNavigation } from '@/content/site-navigation';
import { redirectToCanonicalPath } from '@/lib/canonical-path';
import { notFoundHead } from '@/lib/page-head';

export const Route = createRootRoute({
  beforeLoad: redirectToCanonicalPath,
  loader: async () => {
    const [courses, subCourses, registrationCourses] = await Promise.all([
      listCourses(),
      listCambridgeSubCourses(),
      listRegistrationCourses(),
    ]);
    return { ...buildSiteNavigation(courses, subCourses), registrationCourses };
  },
  // Pages declare their own head; an address no route knows gets the not-found one.
  head: ({ match }) => (match._notFound ? notFoundHead() : {}),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const navigation = Route.useLoaderData();
  // The prerendered page now answers to input (browser tests wait for this mark).
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return (
    <>
      <RouteHead />
      <SiteLayout courses={navigation.courses} searchEntries={navigation.searchEntries}>
        <Outlet />
      </SiteLayout>
      {/* In a prerendered page: the router state the browser hydrates from. */}
      <Scripts />
    </>
  );
}
