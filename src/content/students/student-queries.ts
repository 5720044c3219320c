import type { GalleryImage, Student } from './student.types';
import { galleryImages, students } from './students.data';

/** The honoured students ('VINH DANH HỌC VIÊN'). */
export async function listHonouredStudents(): Promise<readonly Student[]> {
  return students;
}

/** The photos of students in class, for the students page's gallery. */
export async function listStudentGallery(): Promise<readonly GalleryImage[]> {
  return galleryImages;
}
