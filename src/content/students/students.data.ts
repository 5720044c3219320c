import type { GalleryImage, Student } from './student.types';
import type { Gender } from '../person.types';
import type { Picture } from '@/lib/picture';

const portrait = (n: number, name: string): Picture => ({
  src: `images/students/${n}.svg`,
  width: 400,
  height: 400,
  alt: `Chân dung học viên ${name}`,
});

const student = (n: number, name: string, gender: Gender, classLabel: string): Student => ({
  id: String(n),
  name,
  gender,
  image: portrait(n, name),
  classLabel,
});

/** Honoured students (docs/product.md#static-content: 6). */
export const students: readonly Student[] = [
  student(1, 'Nguyễn Minh Khang', 'male', 'Flyers 15/15 khiên'),
  student(2, 'Trần Bảo Ngọc', 'female', 'KET đạt Merit'),
  student(3, 'Lê Gia Huy', 'male', 'IELTS 7.5'),
  student(4, 'Phạm Khánh Linh', 'female', 'PET Distinction'),
  student(5, 'Đỗ Anh Thư', 'female', 'Movers 14/15 khiên'),
  student(6, 'Hoàng Đức Minh', 'male', 'IELTS 8.0'),
];

/** 'Cảm nhận của học viên' gallery, in the order the illustrations were drawn. */
const galleryScenes = [
  'Các bạn nhỏ cười tươi trong giờ học',
  'Cả lớp tổ chức tiệc sinh nhật cho bạn',
  'Học viên đi dã ngoại cùng thầy cô',
  'Các bạn biểu diễn văn nghệ trên sân khấu',
  'Học viên làm thí nghiệm khoa học',
  'Các bạn nhỏ làm đồ thủ công và vẽ tranh',
  'Học viên thi đấu trong ngày hội thể thao',
  'Học viên đội mũ cử nhân trong lễ tốt nghiệp',
  'Cả lớp chụp ảnh selfie cùng giáo viên',
  'Phụ huynh cùng con tham gia ngày hội gia đình',
] as const;

export const galleryImages: readonly GalleryImage[] = galleryScenes.map((alt, index) => ({
  id: String(index + 1),
  src: `images/gallery/${index + 1}.svg`,
  width: 800,
  height: 600,
  alt,
}));
