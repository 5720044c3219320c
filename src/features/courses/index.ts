// The courses feature's public face for other pages. The data queries (`course-queries.ts`) are
// imported directly by the root route and the registration form, so this UI stays out of the shell.
export { CourseCarousel } from './CourseCarousel';
export type { Course } from './course.types';
