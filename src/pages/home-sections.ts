import { deferredSection } from '@/lib/deferred-section';

// Below the first screen: in the prerendered page from the start, their code loads as they near it.
export const CourseCarousel = deferredSection('courses', () =>
  import('@/features/courses/CourseCarousel').then((module) => module.CourseCarousel),
);
export const StudentHonours = deferredSection('students', () =>
  import('@/features/students/StudentHonours').then((module) => module.StudentHonours),
);
export const FacilityGallery = deferredSection('facilities', () =>
  import('@/features/home/FacilityGallery').then((module) => module.FacilityGallery),
);
export const TeacherCarousel = deferredSection('teachers', () =>
  import('@/features/teachers/TeacherCarousel').then((module) => module.TeacherCarousel),
);
export const NewsHighlights = deferredSection('news', () =>
  import('@/features/news/NewsHighlights').then((module) => module.NewsHighlights),
);
export const PageRegistration = deferredSection('registration', () =>
  import('@/features/registration/PageRegistration').then((module) => module.PageRegistration),
);

/** On a visit that comes from another page: the sections' code, so the page shows whole. */
export async function loadHomeSections() {
  const sections = [CourseCarousel, StudentHonours, FacilityGallery, TeacherCarousel, NewsHighlights, PageRegistration];
  await Promise.all(sections.map((section) => section.load()));
}
