import { VisuallyHidden } from '@mantine/core';
import type { Course } from '@/content/courses/course.types';
import type { HomeContent } from '@/content/home/home.types';
import type { Student } from '@/content/students/student.types';
import type { Teacher } from '@/content/teachers/teacher.types';
import { HappyNumbers } from '@/features/home/HappyNumbers';
import { HeroSlider } from '@/features/home/HeroSlider';
import { deferredSection } from '@/lib/deferred-section';
import { siteConfig } from '@/lib/site-config';

// Below the first screen: in the prerendered page from the start, their code loads as they near it.
const CourseCarousel = deferredSection('courses', () =>
  import('@/features/courses/CourseCarousel').then((module) => module.CourseCarousel),
);
const StudentHonours = deferredSection('students', () =>
  import('@/features/students/StudentHonours').then((module) => module.StudentHonours),
);
const FacilityGallery = deferredSection('facilities', () =>
  import('@/features/home/FacilityGallery').then((module) => module.FacilityGallery),
);
const TeacherCarousel = deferredSection('teachers', () =>
  import('@/features/teachers/TeacherCarousel').then((module) => module.TeacherCarousel),
);
const NewsHighlights = deferredSection('news', () =>
  import('@/features/news/NewsHighlights').then((module) => module.NewsHighlights),
);
const PageRegistration = deferredSection('registration', () =>
  import('@/features/registration/PageRegistration').then((module) => module.PageRegistration),
);

/** On a visit that comes from another page: the sections' code, so the page shows whole. */
export async function loadHomeSections() {
  const sections = [CourseCarousel, StudentHonours, FacilityGallery, TeacherCarousel, NewsHighlights, PageRegistration];
  await Promise.all(sections.map((section) => section.load()));
}

interface HomePageProps {
  content: HomeContent;
  courses: readonly Course[];
  students: readonly Student[];
  teachers: readonly Teacher[];
}

/** The home page, its sections in the order of docs/product.md#home-page. */
export function HomePage({ content, courses, students, teachers }: HomePageProps) {
  return (
    <>
      <VisuallyHidden component="h1">{siteConfig.fullName}</VisuallyHidden>
      <HeroSlider banners={content.banners} bannerCaptions={content.bannerCaptions} />
      <HappyNumbers missionStatement={content.missionStatement} statistics={content.statistics} />
      <CourseCarousel courses={courses} />
      <StudentHonours students={students} buttonLabel="Xem thêm thành tích học viên" />
      <FacilityGallery facilityPhotos={content.facilityPhotos} />
      <TeacherCarousel teachers={teachers} />
      <NewsHighlights />
      <PageRegistration />
    </>
  );
}
