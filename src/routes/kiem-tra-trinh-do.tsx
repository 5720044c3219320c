import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '@/components/layout/registration-search';
import { listAllCourses } from '@/content/courses/course-queries';
import { LevelCheckPage } from '@/pages/LevelCheckPage';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/kiem-tra-trinh-do')({
  validateSearch: validateRegistrationSearch,
  // Only what the result needs of a course (its name, page and ages): the page's HTML carries the loader's data.
  loader: async ({ context }) => ({ courses: (await listAllCourses(context.locale)).map(({ id, title, courseType, ages }) => ({ id, title, courseType, ages })) }),
  head: ({ match }) =>
    pageHead(match.context, {
      title: 'Kiểm tra trình độ tiếng Anh miễn phí',
      description:
        'Bài kiểm tra tiếng Anh ngắn cho học viên từ 4 đến 16 tuổi theo chuẩn Cambridge: 12 đến 16 câu, không tính giờ, có kết quả và khóa học phù hợp ngay.',
      path: '/kiem-tra-trinh-do',
      image: 'cambridge',
      breadcrumbs: [{ name: 'Kiểm tra trình độ', path: '/kiem-tra-trinh-do' }],
    }),
  component: LevelCheckRoute,
});

function LevelCheckRoute() {
  return <LevelCheckPage {...Route.useLoaderData()} />;
}
