// The teachers feature's public face, for other pages.
export { TeacherCarousel } from './TeacherCarousel';
