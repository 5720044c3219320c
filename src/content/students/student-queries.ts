import type { GalleryImage, ParentTestimonial, Student } from './student.types';
import { galleryImages, students } from './students.data';
import { parentTestimonials } from './testimonials.data';

/** The honoured students ('VINH DANH HỌC VIÊN'). */
export async function listHonouredStudents(): Promise<readonly Student[]> {
  return students;
}

/** The photos of students in class, for the students page's gallery. */
export async function listStudentGallery(): Promise<readonly GalleryImage[]> {
  return galleryImages;
}

/** What parents say about their children's progress, shown above the students page's gallery. */
export async function listParentTestimonials(): Promise<readonly ParentTestimonial[]> {
  return parentTestimonials;
}
