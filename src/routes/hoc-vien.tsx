import { createFileRoute } from '@tanstack/react-router';
import { listHonouredStudents, listParentTestimonials, listStudentGallery } from '@/content/students/student-queries';
import { studentsHead } from '@/features/students/students-head';
import { StudentsPage } from '@/pages/StudentsPage';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/hoc-vien')({
  loader: async ({ context }) => {
    const [students, testimonials, galleryImages] = await Promise.all([
      listHonouredStudents(context.locale),
      listParentTestimonials(context.locale),
      listStudentGallery(context.locale),
    ]);
    return { head: studentsHead(context), students, testimonials, galleryImages };
  },
  head: ({ loaderData, match }) => (loaderData ? pageHead(match.context, loaderData.head) : {}),
  component: StudentsRoute,
});

function StudentsRoute() {
  const { students, testimonials, galleryImages } = Route.useLoaderData();
  return <StudentsPage students={students} testimonials={testimonials} galleryImages={galleryImages} />;
}
