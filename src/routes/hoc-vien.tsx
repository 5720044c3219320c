import { createFileRoute } from '@tanstack/react-router';
import { loadStudents } from '@/features/students/load-students';
import { StudentsPage } from '@/pages/StudentsPage';
import { routeHead } from '@/seo/page-head';

export const Route = createFileRoute('/hoc-vien')({
  loader: ({ context }) => loadStudents(context),
  head: routeHead,
  component: StudentsRoute,
});

function StudentsRoute() {
  const { students, testimonials, galleryImages } = Route.useLoaderData();
  return <StudentsPage students={students} testimonials={testimonials} galleryImages={galleryImages} />;
}
