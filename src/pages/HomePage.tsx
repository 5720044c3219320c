import { VisuallyHidden } from '@mantine/core';
import type { Course } from '@/content/courses/course.types';
import type { HomeContent } from '@/content/home/home.types';
import type { Student } from '@/content/students/student.types';
import type { Teacher } from '@/content/teachers/teacher.types';
import { CourseCarousel } from '@/features/courses/CourseCarousel';
import { FacilityGallery } from '@/features/home/FacilityGallery';
import { HappyNumbers } from '@/features/home/HappyNumbers';
import { HeroSlider } from '@/features/home/HeroSlider';
import { NewsHighlights } from '@/features/news/NewsHighlights';
import { PageRegistration } from '@/features/registration/PageRegistration';
import { StudentHonours } from '@/features/students/StudentHonours';
import { TeacherCarousel } from '@/features/teachers/TeacherCarousel';
import { siteConfig } from '@/lib/site-config';

interface HomePageProps {
  content: HomeContent;
  courses: readonly Course[];
  students: readonly Student[];
  teachers: readonly Teacher[];
}

/** The home page, its sections in the order of SPEC section 2. */
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
