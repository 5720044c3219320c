import type { FaqGroup } from './faq.types';
import { callBackHours, levelTestMinutes, newTeacherTrainingHours } from '@/lib/centre-figures';
import { siteConfig } from '@/lib/site-config';

/*
 * The questions parents ask, grouped as the page shows them (docs/decisions.md#questions-parents-ask).
 * The answers repeat only what the rest of the site says: the course catalogue (ages, lengths), the
 * teachers page (how teachers are chosen), the registration form (free level test and trial class,
 * a call back within 24 hours) and the news. Figures that belong to the fees and contact pages
 * (class sizes, fees, refund terms, parking) are left to those pages, which the answers link to.
 */
export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'truoc-khi-cho-be-hoc',
    title: 'Trước khi cho bé học',
    questions: [
      {
        id: 'bat-dau-tu-may-tuoi',
        topics: ['age'],
        question: 'Bé mấy tuổi thì bắt đầu học tiếng Anh được?',
        answer:
          'Bé có thể bắt đầu từ 3 tuổi với lớp Tiếng Anh mầm non, học qua bài hát, câu chuyện và trò chơi, không áp lực ghi nhớ. ' +
          'Bé lớn hơn mà chưa học tiếng Anh bao giờ cũng không sao: bài kiểm tra trình độ giúp xếp bé vào lớp vừa sức. ' +
          'Lớp Kỹ năng sống nhận bé từ 5 đến 12 tuổi, còn Tiếng Anh giao tiếp dành cho các bạn từ 15 tuổi.',
        link: { to: '/khoa-hoc', label: 'Tìm khóa học theo tuổi của bé' },
      },
      {
        id: 'xep-lop',
        topics: ['placement', 'age'],
        question: 'Bé đã học tiếng Anh ở nơi khác thì được xếp lớp thế nào?',
        answer:
          `Trước khi vào lớp, bé làm bài kiểm tra trình độ miễn phí tại trung tâm theo định dạng Cambridge, khoảng ${levelTestMinutes} phút, ` +
          'để giáo viên xếp bé vào đúng cấp độ chứ không chỉ theo tuổi. ' +
          'Ba mẹ cũng có thể cùng bé làm trước bài kiểm tra ngắn ngay trên trang web, khoảng 10 phút, để biết bé đang ở cấp độ nào.',
        link: { to: '/kiem-tra-trinh-do', label: 'Làm bài kiểm tra trình độ trực tuyến' },
      },
      {
        id: 'hoc-thu',
        topics: ['trial'],
        question: 'Buổi học thử diễn ra thế nào, có mất phí không?',
        answer:
          'Buổi kiểm tra trình độ và buổi học thử đều miễn phí, và ba mẹ không phải đăng ký khóa học nào sau đó. ' +
          'Bé học một buổi cùng lớp đúng cấp độ của mình; sau buổi học, giáo viên gửi ba mẹ nhận xét và lộ trình đề xuất. ' +
          `Ba mẹ chỉ cần để lại họ tên và số điện thoại, tư vấn viên sẽ gọi lại trong vòng ${callBackHours} giờ để hẹn lịch.`,
        link: { to: '/cau-hoi-thuong-gap', hash: 'dang-ky', label: 'Đăng ký kiểm tra trình độ và học thử miễn phí' },
      },
    ],
  },
  {
    id: 'lop-hoc-va-giao-vien',
    title: 'Lớp học và giáo viên',
    questions: [
      {
        id: 'si-so-lop',
        topics: ['class-size'],
        question: 'Mỗi lớp có bao nhiêu bé?',
        answer:
          'Các lớp được giữ ở sĩ số nhỏ để giáo viên biết tên, theo sát và sửa bài cho từng bé; lớp mầm non còn ít bé hơn các lớp khác. ' +
          'Sĩ số tối đa của từng lớp có trong trang Học phí và lịch học.',
        link: { to: '/hoc-phi', label: 'Xem sĩ số và lịch học' },
      },
      {
        id: 'bang-cap-giao-vien',
        topics: ['teachers'],
        question: 'Giáo viên của trung tâm có bằng cấp gì?',
        answer:
          'Giáo viên tốt nghiệp đại học chuyên ngành Sư phạm Tiếng Anh, Ngôn ngữ Anh hoặc Giáo dục, có chứng chỉ giảng dạy quốc tế ' +
          '(CELTA, TESOL, TKT) hoặc IELTS từ 7.5 trở lên; giáo viên bản ngữ được kiểm tra cả bằng cấp lẫn lý lịch tư pháp. ' +
          `Trước khi nhận lớp riêng, mỗi thầy cô học ${newTeacherTrainingHours} giờ về giáo trình Cambridge, an toàn trẻ em và sơ cứu, rồi trợ giảng cùng giáo viên lâu năm.`,
        link: { to: '/giao-vien', label: 'Gặp đội ngũ giáo viên' },
      },
      {
        id: 'bai-tap-ve-nha',
        topics: ['homework'],
        question: 'Bé có phải làm bài tập về nhà không?',
        answer:
          'Có, nhưng vừa sức với từng lứa tuổi. ' +
          'Bé mầm non không phải chép bài, chỉ cùng ba mẹ hát lại một bài hát hay chơi một trò chơi nhỏ; bé tiểu học có vài hoạt động ôn tập nhẹ nhàng sau mỗi buổi. ' +
          'Các bạn THCS và THPT có bài luyện theo dạng đề thi, được giáo viên chữa và nhận xét kỹ.',
        link: { to: '/khoa-hoc/tieng-anh-cambridge', label: 'Xem các khóa Tiếng Anh Cambridge' },
      },
      {
        id: 'bao-cao-tien-bo',
        topics: ['progress'],
        question: 'Làm sao ba mẹ biết bé học tiến bộ đến đâu?',
        answer:
          'Sau mỗi buổi học, giáo viên chủ nhiệm gửi tóm tắt bài học và gợi ý hoạt động ở nhà qua nhóm Zalo của lớp. ' +
          'Định kỳ, bé làm bài kiểm tra theo định dạng đề thi Cambridge và ba mẹ nhận báo cáo tiến bộ từng kỹ năng nghe, nói, đọc, viết. ' +
          'Cuối năm học, giáo viên hẹn gặp ba mẹ để trao đổi kết quả và đề xuất lớp tiếp theo cho bé.',
        link: { to: '/hoc-vien', label: 'Xem thành tích và cảm nhận của học viên' },
      },
    ],
  },
  {
    id: 'hoc-phi-va-thanh-toan',
    title: 'Học phí và thanh toán',
    questions: [
      {
        id: 'hoc-phi',
        topics: ['fees'],
        question: 'Học phí là bao nhiêu và đóng như thế nào?',
        answer:
          'Học phí tùy khóa học và cấp độ; mức học phí, các kỳ đóng và ưu đãi hiện có được ghi đầy đủ trong trang Học phí và lịch học. ' +
          'Ba mẹ đóng tại quầy lễ tân của trung tâm hoặc chuyển khoản, và nhận biên nhận cho mỗi lần đóng. ' +
          'Buổi kiểm tra trình độ và buổi học thử không mất phí: ba mẹ chỉ đóng học phí khi đã chọn được lớp phù hợp cho bé.',
        link: { to: '/hoc-phi', label: 'Xem học phí và ưu đãi' },
      },
      {
        id: 'hoc-bu',
        topics: ['make-up'],
        question: 'Bé nghỉ học một buổi thì có được học bù không?',
        answer:
          'Có. Ba mẹ báo cho giáo viên chủ nhiệm hoặc trung tâm trước buổi học ít nhất 24 giờ, trung tâm sẽ xếp cho bé học bù ở một lớp cùng cấp độ ' +
          'hoặc gửi lại nội dung bài để bé theo kịp. ' +
          'Các tuần nghỉ lễ, Tết không tính vào học kỳ, nên bé không mất buổi học nào vì ngày lễ. ' +
          'Số buổi được học bù và thời hạn báo nghỉ có trong trang Học phí và lịch học.',
        link: { to: '/hoc-phi', label: 'Xem quy định học bù' },
      },
      {
        id: 'hoan-hoc-phi',
        topics: ['refunds'],
        question: 'Nếu bé không học tiếp được, học phí có được hoàn lại không?',
        answer:
          'Tùy thời điểm bé nghỉ. Nghỉ hẳn trong nửa đầu học kỳ (hoặc của tháng đã đóng), trung tâm hoàn học phí của những buổi chưa học. ' +
          'Từ nửa sau học kỳ, học phí không được hoàn lại: các buổi chưa học được bảo lưu 6 tháng, để bé học tiếp hoặc chuyển cho anh, chị, em ruột. ' +
          'Điều kiện và thời hạn hoàn phí có trong trang Học phí và lịch học.',
        link: { to: '/hoc-phi', label: 'Xem chính sách hoàn phí và bảo lưu' },
      },
    ],
  },
  {
    id: 'den-lop-dua-don-va-an-toan',
    title: 'Đến lớp, đưa đón và an toàn',
    questions: [
      {
        id: 'lich-hoc',
        topics: ['timetable'],
        question: 'Lịch học vào những ngày nào, mấy giờ?',
        answer:
          'Lịch của từng lớp có trong trang Học phí và lịch học; khi gọi lại, tư vấn viên giúp ba mẹ chọn ca hợp với giờ tan trường của bé. ' +
          `Trung tâm mở cửa cả tuần (${siteConfig.openingHours}), ba mẹ có thể ghé gặp tư vấn viên bất cứ lúc nào trong giờ này.`,
        link: { to: '/hoc-phi', label: 'Xem lịch học' },
      },
      {
        id: 'mang-theo',
        topics: ['what-to-bring'],
        question: 'Bé cần mang theo gì khi đến lớp?',
        answer:
          'Bé chỉ cần mang bình nước, bút chì, tẩy và sách của khóa học; thẻ hình, bút màu và đồ dùng cho các hoạt động trong lớp đã có trung tâm chuẩn bị. ' +
          'Đến buổi kiểm tra trình độ và học thử, bé không cần mang gì cả.',
        link: { to: '/lien-he', label: 'Xem địa chỉ và đường đến trung tâm' },
      },
      {
        id: 'dua-don',
        topics: ['pick-up'],
        question: 'Ai được đón bé sau giờ học, và bé chờ ở đâu nếu ba mẹ đến muộn?',
        answer:
          'Giáo viên chỉ giao bé cho ba mẹ hoặc người đón ba mẹ đã đăng ký với trung tâm; người đón khác cần được ba mẹ báo trước qua điện thoại hoặc Zalo. ' +
          'Bé chưa được đón sẽ chờ bên trong trung tâm cùng giáo viên, không ra cổng một mình. ' +
          'Mọi giáo viên đều được đào tạo về an toàn trẻ em và sơ cứu trước khi đứng lớp.',
        link: { to: '/lien-he', label: 'Xem chỗ gửi xe và khu đưa đón' },
      },
    ],
  },
  {
    id: 'ky-thi-cambridge',
    title: 'Thi Cambridge',
    questions: [
      {
        id: 'thi-cambridge',
        topics: ['cambridge-exams'],
        question: 'Bé có bắt buộc thi chứng chỉ Cambridge không, thi ở đâu?',
        answer:
          'Không bắt buộc: bé học theo lộ trình Cambridge, còn việc dự thi Starters, Movers, Flyers hay KET, PET do ba mẹ quyết định khi giáo viên thấy bé đã sẵn sàng. ' +
          'Các đợt thi được tổ chức ngay tại trung tâm, phối hợp cùng đơn vị khảo thí được Cambridge ủy quyền, và bé được làm đề thi thử trước. ' +
          'Starters, Movers và Flyers không có đỗ hay trượt: bé nào cũng nhận chứng chỉ ghi số khiên của từng kỹ năng.',
        link: { to: '/khoa-hoc/tieng-anh-cambridge', label: 'Xem lộ trình Tiếng Anh Cambridge' },
      },
      {
        id: 'bao-lau-len-cap',
        topics: ['cambridge-exams', 'progress'],
        question: 'Bao lâu thì bé lên được một cấp độ Cambridge?',
        answer:
          'Mỗi khóa học theo lộ trình 18 tháng, còn khi nào bé lên cấp hay sẵn sàng dự thi Starters, Movers, Flyers, KET, PET thì tùy nhịp học của từng bé. ' +
          'Giáo viên dựa vào các bài kiểm tra định kỳ để đề xuất với ba mẹ. ' +
          'Bé học Tiếng Anh mầm non sẽ bắt đầu Starters ở lớp Tiếng Anh tiểu học, từ 6 tuổi.',
        link: { to: '/khoa-hoc/tieng-anh-cambridge/$id', params: { id: '5' }, label: 'Xem khóa Tiếng Anh tiểu học' },
      },
    ],
  },
];
