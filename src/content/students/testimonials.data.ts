import type { ParentTestimonial } from './student.types';

/** Parents' testimonials on the students page; the classes are the catalogue's course titles. */
export const parentTestimonials: readonly ParentTestimonial[] = [
  {
    id: 'thanh-huong',
    quote:
      'Trước đây Minh Anh rất ngại nói, cô hỏi gì con cũng chỉ cười. Sau một năm học, con tự giới thiệu bằng tiếng Anh với khách nước ngoài ở Văn Miếu, còn kể lại cho cả nhà nghe suốt bữa tối.',
    parent: 'Chị Vũ Thanh Hương',
    child: 'Phụ huynh bé Minh Anh, lớp Tiếng Anh tiểu học',
  },
  {
    id: 'quoc-tuan',
    quote:
      'Gia Bảo thi Movers được 14/15 khiên, riêng phần Nói đạt trọn 5 khiên. Điều tôi quý hơn cả là con không còn sợ thi: cô cho làm bài thử mỗi tháng và gửi nhận xét chi tiết cho phụ huynh.',
    parent: 'Anh Trần Quốc Tuấn',
    child: 'Phụ huynh bé Gia Bảo, lớp Tiếng Anh tiểu học',
  },
  {
    id: 'ngoc-lan',
    quote:
      'Sau khóa kỹ năng sống, An tự gấp chăn, chuẩn bị cặp sách mỗi tối và thuộc số điện thoại của bố mẹ. Có lần ở siêu thị, con còn nhắc cả nhà phải nắm tay nhau khi qua đường.',
    parent: 'Chị Lê Ngọc Lan',
    child: 'Phụ huynh bé Bình An, lớp Kỹ năng sống',
  },
  {
    id: 'thi-mai',
    quote:
      'Khôi vào lớp chỉ biết vài từ đơn giản, giờ con hát cả bài tiếng Anh và đếm đồ chơi đến hai mươi. Hôm nào có lớp, con cũng giục mẹ đưa đi học sớm để được chơi cùng cô.',
    parent: 'Chị Phạm Thị Mai',
    child: 'Phụ huynh bé Đăng Khôi, lớp Tiếng Anh mầm non',
  },
];
