import type { Translation } from '@/i18n/translate';
import type { GalleryImage, Student } from './student.types';

/*
 * The students' content in English: what each is honoured for (Cambridge's exams as Cambridge names
 * them) and the pictures' descriptions. Everything else is students.data.ts's, the students' names
 * included, which stay as they are written.
 */

/** Each honoured student's words, by id. */
export const studentTranslations: Readonly<Record<string, Translation<Student>>> = {
  '1': { classLabel: 'A2 Flyers: 15 out of 15 shields', image: { alt: 'Portrait of Nguyễn Minh Khang' } },
  '2': { classLabel: 'A2 Key for Schools: Pass with Merit', image: { alt: 'Portrait of Trần Bảo Ngọc' } },
  '3': { image: { alt: 'Portrait of Lê Gia Huy' } },
  '4': { classLabel: 'B1 Preliminary for Schools: Pass with Distinction', image: { alt: 'Portrait of Phạm Khánh Linh' } },
  '5': { classLabel: 'A1 Movers: 14 out of 15 shields', image: { alt: 'Portrait of Đỗ Anh Thư' } },
  '6': { image: { alt: 'Portrait of Hoàng Đức Minh' } },
};

/** The gallery's pictures described, by id. */
export const galleryTranslations: Readonly<Record<string, Translation<GalleryImage>>> = {
  '1': { alt: 'Children smiling in class' },
  '2': { alt: 'The class holding a birthday party for a classmate' },
  '3': { alt: 'Students on an outing with their teachers' },
  '4': { alt: 'Children performing on stage' },
  '5': { alt: 'Students doing a science experiment' },
  '6': { alt: 'Children making crafts and painting' },
  '7': { alt: 'Students competing on sports day' },
  '8': { alt: 'Students in mortarboards at their graduation ceremony' },
  '9': { alt: 'The class taking a selfie with their teacher' },
  '10': { alt: 'Parents and children together at a family day' },
};
