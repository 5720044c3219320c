import { createFileRoute } from '@tanstack/react-router';
import { listAllCourses } from '@/features/courses/course-queries';
import { HomePage } from '@/features/home/HomePage';
import { organization, pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/')({
  loader: async () => ({ courses: await listAllCourses() }),
  head: () =>
    pageHead({
      description:
        'Tiếng Anh Cambridge, tiếng Anh giao tiếp và kỹ năng sống cho trẻ 3 - 18 tuổi. Đăng ký kiểm tra trình độ và học thử miễn phí tại Mặt Trời Nhỏ.',
      path: '/',
      image: 'home',
      structuredData: [organization()],
    }),
  component: HomeRoute,
});

function HomeRoute() {
  const { courses } = Route.useLoaderData();
  return <HomePage courses={courses} />;
}
