import { VisuallyHidden } from '@mantine/core';
import { CourseCarousel, type Course } from '@/features/courses';
import { NewsHighlights } from '@/features/news';
import { PageRegistration } from '@/features/registration';
import { StudentHonours } from '@/features/students';
import { TeacherCarousel } from '@/features/teachers';
import { siteConfig } from '@/lib/site-config';
import { FacilityGallery } from './FacilityGallery';
import { HappyNumbers } from './HappyNumbers';
import { HeroSlider } from './HeroSlider';

interface HomePageProps {
  courses: Course[] | undefined;
}

/** The home page, its sections in the order of SPEC section 2. */
export function HomePage({ courses }: HomePageProps) {
  return (
    <>
      <VisuallyHidden component="h1">{siteConfig.fullName}</VisuallyHidden>
      <HeroSlider />
      <HappyNumbers />
      <CourseCarousel courses={courses} />
      <StudentHonours buttonLabel="Xem thêm thành tích học viên" />
      <FacilityGallery />
      <TeacherCarousel />
      <NewsHighlights />
      <PageRegistration />
    </>
  );
}
