import { createFileRoute } from '@tanstack/react-router';
import { listHonouredStudents, listParentTestimonials, listStudentGallery } from '@/content/students/student-queries';
import { StudentsPage } from '@/pages/StudentsPage';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/hoc-vien')({
  loader: async () => {
    const [students, testimonials, galleryImages] = await Promise.all([
      listHonouredStudents(),
      listParentTestimonials(),
      listStudentGallery(),
    ]);
    return { students, testimonials, galleryImages };
  },
  head: ({ match }) =>
    pageHead(match.context, {
      title: 'Học viên',
      description: 'Thành tích Cambridge, những khoảnh khắc ở lớp và cảm nhận của học viên Trung tâm Mặt Trời Nhỏ.',
      path: '/hoc-vien',
      image: 'students',
      breadcrumbs: [{ name: 'Học viên', path: '/hoc-vien' }],
    }),
  component: StudentsRoute,
});

function StudentsRoute() {
  return <StudentsPage {...Route.useLoaderData()} />;
}
