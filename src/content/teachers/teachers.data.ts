import type { SelectionStep, Teacher } from './teacher.types';
import { newTeacherTrainingHours } from '@/lib/centre-figures';
import type { Picture } from '@/lib/picture';

const portrait = (n: number, alt: string): Picture => ({ src: `images/teachers/${n}.svg`, width: 400, height: 500, alt });

const subject = 'Giáo viên Tiếng Anh';

export const teachers: readonly Teacher[] = [
  {
    id: '1',
    name: 'Nguyễn Thu Hà',
    gender: 'female',
    quote: 'Mỗi đứa trẻ có một nhịp học riêng, việc của cô là lắng nghe để tìm ra đúng nhịp ấy.',
    score: 'IELTS 8.5',
    degree: 'Thạc sĩ Lý luận và Phương pháp dạy học bộ môn Tiếng Anh, Đại học Sư phạm TP.HCM',
    subject,
    avatar: portrait(1, 'Chân dung cô Nguyễn Thu Hà, giáo viên Tiếng Anh'),
  },
  {
    id: '2',
    name: 'James Wilson',
    gender: 'male',
    quote: 'Khi các con cười trong giờ học, tiếng Anh sẽ đến với các con thật tự nhiên.',
    score: 'Chứng chỉ CELTA',
    degree: 'Cử nhân Ngôn ngữ Anh, Đại học Manchester (Vương quốc Anh)',
    subject,
    avatar: portrait(2, 'Chân dung thầy James Wilson, giáo viên Tiếng Anh bản ngữ'),
  },
  {
    id: '3',
    name: 'Emily Carter',
    gender: 'female',
    quote: 'Tôi mong mỗi học trò khi tan lớp đều có một điều mới để kể cho bố mẹ nghe.',
    degree: 'Thạc sĩ Giảng dạy Tiếng Anh (TESOL), Đại học Victoria (Úc)',
    subject,
    avatar: portrait(3, 'Chân dung cô Emily Carter, giáo viên Tiếng Anh bản ngữ'),
  },
  {
    id: '4',
    name: 'Trần Ngọc Mai',
    gender: 'female',
    quote: 'Với các bé mầm non, một bài hát vui đáng giá hơn cả chục trang vở chép từ.',
    score: 'TKT Band 4',
    degree: 'Cử nhân Sư phạm Tiếng Anh, Đại học Sư phạm TP.HCM',
    subject,
    avatar: portrait(4, 'Chân dung cô Trần Ngọc Mai, giáo viên Tiếng Anh'),
  },
  {
    id: '5',
    name: 'Lê Hoàng Nam',
    gender: 'male',
    quote: 'Điểm số là đích đến, còn sự tự tin khi nói tiếng Anh mới là hành trang theo các bạn suốt đời.',
    score: 'IELTS 8.0',
    degree: 'Thạc sĩ Ngôn ngữ học ứng dụng, Trường Đại học Khoa học Xã hội và Nhân văn, ĐHQG TP.HCM',
    subject,
    avatar: portrait(5, 'Chân dung thầy Lê Hoàng Nam, giáo viên Tiếng Anh'),
  },
  {
    id: '6',
    name: 'Phạm Thanh Tâm',
    gender: 'female',
    quote: 'Một lời khen đúng lúc có thể giúp con tự tin suốt cả năm học.',
    score: 'IELTS 7.5',
    degree: 'Cử nhân Ngôn ngữ Anh, Trường Đại học Ngoại ngữ - Tin học TP.HCM',
    subject,
    avatar: portrait(6, 'Chân dung cô Phạm Thanh Tâm, giáo viên Tiếng Anh'),
  },
  {
    id: '7',
    name: 'Daniel Brooks',
    gender: 'male',
    quote: 'Lớp học tốt nhất là nơi học trò không ngại hỏi "tại sao".',
    score: 'Chứng chỉ TESOL',
    degree: 'Cử nhân Giáo dục Tiểu học, Đại học Auckland (New Zealand)',
    subject,
    avatar: portrait(7, 'Chân dung thầy Daniel Brooks, giáo viên Tiếng Anh bản ngữ'),
  },
  {
    id: '8',
    name: 'Võ Ngọc Trâm',
    gender: 'female',
    quote: 'Cô muốn mỗi buổi học là một ngày các con mong được đến lớp.',
    score: 'TKT Band 3',
    degree: 'Thạc sĩ Giáo dục học, Đại học Sư phạm TP.HCM',
    subject,
    avatar: portrait(8, 'Chân dung cô Võ Ngọc Trâm, giáo viên Tiếng Anh'),
  },
];

/** How a teacher comes to stand in front of a class at the centre, and keeps learning there. */
export const selectionSteps: readonly SelectionStep[] = [
  {
    id: 'ho-so-va-bang',
    title: 'Hồ sơ và bằng cấp',
    text:
      'Giáo viên có bằng đại học chuyên ngành Sư phạm Tiếng Anh, Ngôn ngữ Anh hoặc Giáo dục, cùng chứng chỉ giảng dạy quốc tế ' +
      '(CELTA, TESOL, TKT) hoặc IELTS từ 7.5 trở lên. Giáo viên bản ngữ được kiểm tra bằng cấp và lý lịch tư pháp.',
  },
  {
    id: 'phong-van-va-day',
    title: 'Phỏng vấn và dạy thử',
    text:
      'Ứng viên trò chuyện với Giám đốc học thuật về cách hiểu và yêu trẻ, rồi dạy thử một buổi trước hội đồng chuyên môn. ' +
      'Chúng tôi chọn người biết làm các con cười và chịu nói, không chỉ người giỏi ngữ pháp.',
  },
  {
    id: 'dao-tao-truoc-khi',
    title: 'Đào tạo trước khi đứng lớp',
    text:
      `Mỗi giáo viên mới học ${newTeacherTrainingHours} giờ về giáo trình Cambridge, phương pháp TPR và CLIL, kỹ năng sống, an toàn trẻ em và sơ cứu, ` +
      'sau đó trợ giảng cùng giáo viên lâu năm trước khi nhận lớp riêng.',
  },
  {
    id: 'du-gio-va-boi',
    title: 'Dự giờ và bồi dưỡng thường xuyên',
    text:
      'Tổ chuyên môn dự giờ hằng tháng, giáo viên cùng sinh hoạt chuyên đề mỗi tuần, và ý kiến của phụ huynh sau mỗi khóa học ' +
      'được đọc kỹ để mỗi lớp học sau tốt hơn lớp học trước.',
  },
];
