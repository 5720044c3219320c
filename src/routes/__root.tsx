import { HeadContent, Outlet, createRootRoute } from '@tanstack/react-router';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { NotFoundPage } from '@/components/NotFoundPage';
import { listCambridgeSubCourses, listCourses } from '@/features/courses/course-queries';
import { listRegistrationCourses } from '@/features/registration/registration-courses';
import { buildSiteNavigation } from '@/features/courses/site-navigation';
import { pageHead } from '@/lib/page-title';

export const Route = createRootRoute({
  loader: async () => {
    const [courses, subCourses, registrationCourses] = await Promise.all([
      listCourses(),
      listCambridgeSubCourses(),
      listRegistrationCourses(),
    ]);
    return { ...buildSiteNavigation(courses, subCourses), registrationCourses };
  },
  head: () => pageHead(),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const navigation = Route.useLoaderData();
  return (
    <>
      <HeadContent />
      <SiteLayout courses={navigation?.courses} searchEntries={navigation?.searchEntries ?? []}>
        <Outlet />
      </SiteLayout>
    </>
  );
}
