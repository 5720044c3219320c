import { createFileRoute } from '@tanstack/react-router';
import { listAllCourses } from '@/features/courses/course-queries';
import { HomePage } from '@/features/home/HomePage';
import { loadHomeNews } from '@/features/news';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/')({
  loader: async ({ abortController }) => {
    return {
      courses: await listAllCourses(),
      // Not awaited: the page shows at once and the news block fills in when the API answers.
      news: loadHomeNews(abortController.signal),
    };
  },
  // Same-page links (the hero's '#chuong-trinh-hoc') must not refetch the news and blank the block.
  staleTime: 5 * 60 * 1000,
  head: () =>
    pageHead(
      undefined,
      'Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ: tiếng Anh Cambridge, tiếng Anh giao tiếp và kỹ năng sống cho trẻ 3 - 18 tuổi. Đăng ký kiểm tra trình độ và học thử miễn phí.',
    ),
  component: HomeRoute,
});

function HomeRoute() {
  const { courses, news } = Route.useLoaderData();
  return <HomePage courses={courses} news={news} />;
}
