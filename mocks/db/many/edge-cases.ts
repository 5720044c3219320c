// The `many` scenario's edge cases, each published once on purpose: a title of 200 characters, an
// article without a picture, and the only article of its category ('Học bổng'). The empty category
// ('Tuyển dụng') has none.
import { list, type Story } from './story';

/** Exactly 200 characters, no date in it: the news list and the article page must wrap it. */
const longTitle =
  'Thông báo điều chỉnh lịch học, lịch thi thử Cambridge và giờ đón trả học viên của tất cả các lớp tiếng Anh và kỹ năng sống trong tuần lễ bảo trì hệ thống điện, phòng học và sân chơi tại cơ sở An Khánh';

export const longTitleNotice: Story = {
  category: 'thong-bao',
  pictures: [1],
  write: (c) => {
    const [from, to] = [c.dayAt(5), c.dayAt(11)];
    return {
      title: longTitle,
      summary: `Từ ${from} đến ${to}, cơ sở An Khánh bảo trì hệ thống điện, phòng học và sân chơi. Các lớp vẫn học đủ buổi, một số lớp đổi giờ hoặc phòng học.`,
      sections: [
        {
          subtitle: 'Những lớp đổi giờ học',
          description: list([
            'các lớp Starters và Movers buổi chiều: học từ 17:30 thay vì 16:00',
            'các lớp Kỹ năng sống: học ở phòng đa năng tầng 1',
            'các lớp buổi tối và cuối tuần: giữ nguyên lịch',
          ]),
          picture: 16,
        },
        {
          subtitle: 'Thi thử và đón trả học viên',
          description:
            `Buổi thi thử Cambridge dời sang ${c.dayAt(12)}. Trong tuần bảo trì, ba mẹ đón và trả các con ở cổng phụ trên Đường số 9; ` +
            'sân chơi tạm đóng, giờ ra chơi được tổ chức trong phòng.',
        },
      ],
    };
  },
};

export const noPictureNotice: Story = {
  category: 'thong-bao',
  // No cover: the site shows its placeholder picture.
  pictures: [],
  write: (c) => ({
    title: `Nghỉ học chiều ${c.dayAt(0)} do mưa lớn, ngập đường quanh trung tâm`,
    summary: 'Mưa lớn từ sáng nay khiến các tuyến đường quanh trung tâm ngập sâu. Để các con an toàn, các lớp buổi chiều và tối hôm nay tạm nghỉ.',
    sections: [
      {
        subtitle: 'Các lớp tạm nghỉ',
        description: list(['các lớp từ 15:30 đến 20:30 hôm nay', `lịch học bù: ${c.dayAt(6)}, cùng giờ`, 'các lớp buổi sáng đã học bình thường']),
      },
      {
        subtitle: 'Nếu con đang ở trung tâm',
        description: 'Các bạn đã đến lớp được thầy cô trông tại phòng đa năng tầng 2 cho đến khi ba mẹ đến đón. Ba mẹ cần hỗ trợ xin gọi hotline.',
      },
    ],
  }),
};

export const scholarship: Story = {
  category: 'hoc-bong',
  pictures: [19],
  write: (c) => {
    const grants = c.int(10, 15);
    return {
      title: `Quỹ học bổng Mặt Trời Nhỏ năm học ${c.schoolYear}: ${grants} suất học bổng toàn phần cho học sinh vượt khó`,
      summary: `Quỹ học bổng của trung tâm trao ${grants} suất học bổng toàn phần một năm học tiếng Anh cho các em có hoàn cảnh khó khăn và tinh thần học tập tốt.`,
      sections: [
        {
          subtitle: 'Ai có thể đăng ký?',
          description: list([
            'học sinh từ 7 đến 15 tuổi, sống ở TP. Thủ Đức',
            'gia đình có hoàn cảnh khó khăn, có xác nhận của địa phương',
            'một thư ngắn của em kể về ước mơ của mình, bằng tiếng Việt hoặc tiếng Anh',
          ]),
        },
        {
          subtitle: 'Cách xét chọn',
          description: `Hội đồng gồm ${c.teacher()}, ban học thuật và đại diện phụ huynh đọc từng hồ sơ và gặp trực tiếp các em. Kết quả được công bố trước ngày ${c.dayAt(30)}.`,
          picture: 3,
        },
      ],
    };
  },
};
