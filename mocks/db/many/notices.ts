// Stories of the 'Thông báo' category: holidays, new classes, placement and mock tests.
import { addDays, vietnameseDay, weekdayOf } from '../days';
import { lunarNewYear } from './calendar';
import { list, type Story, type YearlyStory } from './story';

const tetHoliday: YearlyStory = {
  category: 'thong-bao',
  pictures: [6],
  window: (year) => (lunarNewYear[year] ? { from: addDays(lunarNewYear[year], -25), to: addDays(lunarNewYear[year], -18) } : undefined),
  write: (c) => {
    const tet = Object.values(lunarNewYear).find((day) => day > c.today)!;
    const [first, back] = [addDays(tet, -3), addDays(tet, 7)];
    return {
      title: `Lịch nghỉ Tết Nguyên đán ${tet.slice(0, 4)} của trung tâm`,
      summary: `Trung tâm nghỉ Tết từ ${weekdayOf(first)} ${vietnameseDay(first)} và các lớp học lại từ ${weekdayOf(back)} ${vietnameseDay(back)}. Các buổi nghỉ được bù đủ trong tháng sau Tết.`,
      sections: [
        {
          subtitle: 'Lịch nghỉ và học lại',
          description: list([
            `buổi học cuối trước Tết: ${vietnameseDay(addDays(first, -1))}`,
            `nghỉ Tết: từ ${vietnameseDay(first)} đến hết ${vietnameseDay(addDays(back, -1))}`,
            `học lại: ${vietnameseDay(back)}, theo thời khóa biểu cũ`,
          ]),
        },
        {
          subtitle: 'Bài tập ngày Tết',
          description:
            'Không có bài tập chép phạt hay đề luyện dài: mỗi lớp nhận một phiếu "Tết của em" để các con kể, vẽ hoặc dán ảnh về ngày Tết của gia đình, ' +
            'rồi giới thiệu bằng tiếng Anh trong buổi học đầu năm.',
          picture: 3,
        },
      ],
    };
  },
};

const nationalHoliday: YearlyStory = {
  category: 'thong-bao',
  pictures: [1],
  window: (year) => ({ from: `${year}-04-15`, to: `${year}-04-24` }),
  write: (c) => ({
    title: `Thông báo nghỉ lễ 30/4 và 1/5 năm ${c.year}`,
    summary: `Trung tâm nghỉ lễ Giải phóng miền Nam và Quốc tế Lao động từ 30/4 đến hết 1/5/${c.year}; các lớp học bù vào cuối tuần sau kỳ nghỉ.`,
    sections: [
      {
        subtitle: 'Lịch học bù',
        description: list([
          'các lớp học thứ Tư và thứ Năm: bù vào sáng thứ Bảy kế tiếp',
          'các lớp cuối tuần: học bình thường',
          'giáo viên chủ nhiệm gửi lịch chi tiết qua nhóm Zalo của lớp',
        ]),
      },
      {
        subtitle: 'Chúc các gia đình kỳ nghỉ vui vẻ',
        description: 'Nếu gia đình đi du lịch, ba mẹ hãy cùng con chụp một tấm ảnh và tập kể về chuyến đi bằng ba câu tiếng Anh nhé!',
        picture: 9,
      },
    ],
  }),
};

const newSchoolYear: YearlyStory = {
  category: 'thong-bao',
  pictures: [1, 16],
  hot: true,
  window: (year) => ({ from: `${year}-08-01`, to: `${year}-08-12` }),
  write: (c) => {
    const start = c.dayAt(c.int(20, 30));
    return {
      title: `Lịch khai giảng các khóa học năm học ${c.schoolYear}`,
      summary: `Năm học ${c.schoolYear} của Mặt Trời Nhỏ bắt đầu từ ${start}. Ba mẹ xem lịch khai giảng từng chương trình và giữ chỗ cho con trước ngày ${c.dayAt(c.int(10, 18))}.`,
      sections: [
        {
          subtitle: 'Lịch khai giảng theo chương trình',
          description: list([
            `Tiếng Anh mầm non: ${start}`,
            `Tiếng Anh tiểu học và Cambridge: ${start}`,
            `Tiếng Anh trung học cơ sở và trung học phổ thông: ${c.dayAt(c.int(31, 35))}`,
            `Kỹ năng sống: ${c.dayAt(c.int(36, 40))}`,
          ]),
          picture: 16,
        },
        {
          subtitle: 'Xếp lớp và giữ chỗ',
          description:
            'Học viên mới làm bài kiểm tra xếp lớp miễn phí (khoảng 30 phút) trước khi vào lớp. ' +
            'Học viên cũ được giữ chỗ ở lớp tiếp theo đến hết tháng này.',
        },
      ],
    };
  },
};

const summerCampSignUp: YearlyStory = {
  category: 'thong-bao',
  pictures: [17],
  window: (year) => (year >= 2021 ? { from: `${year}-04-01`, to: `${year}-04-12` } : undefined),
  write: (c) => ({
    title: `Mở đăng ký Trại hè ${c.year}: sáu tuần học tiếng Anh và kỹ năng cho các con từ 5 đến 12 tuổi`,
    summary: `Trại hè ${c.year} gồm hai đợt, mỗi đợt ba tuần, từ giữa tháng 6 đến cuối tháng 7. Đăng ký trước ${c.dayAt(c.int(20, 30))} được giảm 10% học phí.`,
    sections: [
      {
        subtitle: 'Một ngày ở trại',
        description: list([
          '8:00 - 10:30: tiếng Anh theo chủ đề của tuần',
          '10:30 - 11:30: thể thao, bơi hoặc nhảy',
          '13:30 - 15:30: kỹ năng sống và dự án nhóm',
          'mỗi tuần một buổi dã ngoại',
        ]),
        picture: 9,
      },
      {
        subtitle: 'Đăng ký',
        description: 'Ba mẹ đăng ký tại quầy lễ tân hoặc qua hotline; mỗi đợt nhận tối đa 70 học viên, chia lớp theo độ tuổi.',
      },
    ],
  }),
};

const courses = ['Tiếng Anh mầm non', 'Tiếng Anh tiểu học', 'Tiếng Anh trung học cơ sở', 'Tiếng Anh trung học phổ thông', 'Tiếng Anh giao tiếp', 'Kỹ năng sống'] as const;

const newClass: Story = {
  category: 'thong-bao',
  pictures: [1, 16],
  write: (c) => {
    const course = c.pick(courses);
    const start = c.dayAt(c.int(10, 21));
    return {
      title: `Khai giảng lớp ${course} mới ngày ${start}`,
      summary: `Lớp ${course} mới khai giảng ngày ${start}, ${c.pick(['các buổi tối thứ Ba và thứ Năm', 'sáng thứ Bảy và Chủ nhật', 'chiều thứ Hai và thứ Tư'])}, tối đa ${c.int(10, 16)} học viên.`,
      sections: [
        {
          subtitle: 'Thông tin lớp học',
          description: list([`ngày khai giảng: ${start}`, `giáo viên: ${c.teacher()} và trợ giảng`, 'thời lượng: 90 phút mỗi buổi, hai buổi mỗi tuần']),
          picture: 16,
        },
        {
          subtitle: 'Đăng ký',
          description: 'Ba mẹ đăng ký cho con làm bài kiểm tra xếp lớp miễn phí qua biểu mẫu trên trang web hoặc gọi hotline.',
        },
      ],
    };
  },
};

const placementTest: Story = {
  category: 'thong-bao',
  pictures: [16],
  write: (c) => {
    const offsets = [c.int(3, 6), c.int(9, 13)] as const;
    const days = offsets.map((offset) => `${c.weekdayAt(offset)} ${c.dayAt(offset)}`);
    return {
      title: `Kiểm tra xếp lớp miễn phí ngày ${c.dayAt(offsets[0])} và ${c.dayAt(offsets[1])}`,
      summary: `Trong hai tuần tới, trung tâm kiểm tra xếp lớp miễn phí vào ${days.join(' và ')}, cho các con từ 4 đến 15 tuổi.`,
      sections: [
        {
          subtitle: 'Bài kiểm tra gồm những gì?',
          description:
            'Bài kiểm tra kéo dài khoảng 30 phút, gồm nghe, đọc và một cuộc trò chuyện ngắn với giáo viên. ' +
            'Các bé mầm non chỉ chơi trò chơi với thẻ hình, không làm bài viết.',
        },
        {
          subtitle: 'Kết quả',
          description: 'Ba mẹ nhận kết quả và lời khuyên về lớp phù hợp ngay sau buổi kiểm tra.',
        },
      ],
    };
  },
};

const mockExam: Story = {
  category: 'thong-bao',
  pictures: [16, 18],
  months: [2, 5, 8, 9],
  write: (c) => {
    const level = c.pick(['Starters, Movers và Flyers', 'A2 Key (KET)', 'B1 Preliminary (PET)']);
    const day = c.dayAt(c.int(7, 12));
    return {
      title: `Thi thử Cambridge ${level} ngày ${day}`,
      summary: `Trung tâm tổ chức thi thử ${level} ngày ${day}, đúng thời gian và cách thức của kỳ thi thật, để các con làm quen trước kỳ thi chính thức.`,
      sections: [
        {
          subtitle: 'Vì sao nên thi thử?',
          description: 'Các con làm quen với phòng thi, thời gian và giọng đọc của bài nghe, nên bớt hồi hộp ở kỳ thi thật. Giáo viên cũng biết con cần luyện thêm phần nào.',
        },
        {
          subtitle: 'Đăng ký',
          description: list(['miễn phí cho học viên của trung tâm', `hạn đăng ký: ${c.dayAt(c.int(2, 5))}`, 'kết quả và nhận xét gửi về sau một tuần']),
          picture: 18,
        },
      ],
    };
  },
};

export const yearlyNotices = [tetHoliday, nationalHoliday, newSchoolYear, summerCampSignUp];
export const notices = [newClass, placementTest, mockExam];
