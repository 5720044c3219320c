import { createFileRoute } from '@tanstack/react-router';
import { CourseDetailPage } from '@/features/courses/CourseDetailPage';
import { CourseNotFound, CoursePending } from '@/features/courses/CourseStatus';
import { loadCourse } from '@/features/courses/load-course';
import { capitalizeWords } from '@/lib/capitalize-words';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/khoa-hoc/$id')({
  loader: ({ params }) => loadCourse(params.id, '/khoa-hoc/$id'),
  head: ({ loaderData }) => pageHead(loaderData ? capitalizeWords(loaderData.title) : 'Khóa học', loaderData?.about),
  component: CourseRoute,
  pendingComponent: CoursePending,
  notFoundComponent: CourseNotFound,
});

function CourseRoute() {
  return <CourseDetailPage course={Route.useLoaderData()} />;
}
