import { VisuallyHidden } from '@mantine/core';
import type { Course } from '@/content/courses/course.types';
import type { HomeContent } from '@/content/home/home.types';
import type { Student } from '@/content/students/student.types';
import type { Teacher } from '@/content/teachers/teacher.types';
import type { HomeNews } from '@/features/news/load-home-news';
import { HappyNumbers } from '@/features/home/HappyNumbers';
import { HeroSlider } from '@/features/home/HeroSlider';
import { siteConfig } from '@/lib/site-config';
import { CourseCarousel, FacilityGallery, NewsHighlights, PageRegistration, StudentHonours, TeacherCarousel } from './home-sections';

interface HomePageProps {
  content: HomeContent;
  courses: readonly Course[];
  students: readonly Student[];
  teachers: readonly Teacher[];
  /** The news block's articles; `null` when they could not be loaded. */
  news: Promise<HomeNews | null>;
}

/** The home page, its sections in the order of docs/product.md#home-page. */
export function HomePage({ content, courses, students, teachers, news }: HomePageProps) {
  return (
    <>
      <VisuallyHidden component="h1">{siteConfig.fullName}</VisuallyHidden>
      <HeroSlider banners={content.banners} bannerCaptions={content.bannerCaptions} />
      <HappyNumbers missionStatement={content.missionStatement} statistics={content.statistics} />
      <CourseCarousel courses={courses} />
      <StudentHonours students={students} buttonLabel="Xem thêm thành tích học viên" />
      <FacilityGallery facilityPhotos={content.facilityPhotos} />
      <TeacherCarousel teachers={teachers} />
      <NewsHighlights news={news} />
      <PageRegistration />
    </>
  );
}
