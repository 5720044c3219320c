import type { GalleryImage, ParentTestimonial, Student } from './student.types';

// Imported when asked for (see course-queries.ts).
const data = () => import('./students.data');
const testimonials = () => import('./testimonials.data');

/** The honoured students ('VINH DANH HỌC VIÊN'). */
export async function listHonouredStudents(): Promise<readonly Student[]> {
  return (await data()).students;
}

/** The photos of students in class, for the students page's gallery. */
export async function listStudentGallery(): Promise<readonly GalleryImage[]> {
  return (await data()).galleryImages;
}

/** What parents say about their children's progress, shown above the students page's gallery. */
export async function listParentTestimonials(): Promise<readonly ParentTestimonial[]> {
  return (await testimonials()).parentTestimonials;
}
