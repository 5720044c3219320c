import type { Banner, FacilityPhoto, MissionStatement, Statistic } from './home.types';

/** 'NHỮNG CON SỐ HẠNH PHÚC': the spec's five figures, as the centre gave them (docs/product.md#home-page, section 2). */
export const statistics: readonly Statistic[] = [
  { id: 'nam-dong-hanh-cung-hoc', value: '5', description: 'năm đồng hành cùng học viên' },
  { id: 'giao-vien-dat-chuan-cambridge', value: '100%', description: 'giáo viên đạt chuẩn Cambridge' },
  { id: 'hoc-vien-dat-chung-chi', value: '80%+', description: 'học viên đạt chứng chỉ Cambridge (YLE, KET, PET, IELTS)' },
  { id: 'hoc-vien-dat-ielts-7', value: '500+', description: 'học viên đạt IELTS 7.0' },
  { id: 'hoc-vien-danh-gia-5', value: '95%+', description: 'học viên đánh giá 5 sao' },
];

export const missionStatement: MissionStatement = {
  title: 'Ươm mầm kỹ năng, chắp cánh ngôn ngữ, vun đắp nhân cách',
  paragraphs: [
    'Tại Mặt Trời Nhỏ, chúng tôi tin rằng mỗi đứa trẻ cần được chuẩn bị đủ ba hành trang: ' +
      'kỹ năng sống để tự lập, ngoại ngữ để tự tin bước ra thế giới và những giá trị đạo đức để trở thành người tử tế.',
    'Mọi chương trình đều lấy người học làm trung tâm. Giáo viên quan sát, lắng nghe và điều chỉnh bài học ' +
      'theo sở thích, nhịp độ và thế mạnh riêng của từng con, để việc học luôn là niềm vui chứ không phải áp lực.',
  ],
  image: {
    src: 'images/home/mission.svg',
    width: 640,
    height: 640,
    alt: 'Cô giáo và các bạn nhỏ cùng học tập, vui chơi dưới ánh mặt trời',
  },
};

const facility = (id: number, alt: string): FacilityPhoto => ({
  id,
  image: { src: `images/facilities/${id}.svg`, width: 1200, height: 800, alt },
});

/** 'CƠ SỞ VẬT CHẤT HIỆN ĐẠI'; the first one is active at start. */
export const facilityPhotos: readonly FacilityPhoto[] = [
  facility(1, 'Phòng học rộng rãi, nhiều ánh sáng với bàn ghế xếp theo nhóm'),
  facility(2, 'Góc thư viện với kệ sách tiếng Anh và gối ngồi đọc truyện'),
  facility(3, 'Phòng vui chơi trải thảm mềm dành cho các bé'),
  facility(4, 'Phòng đa phương tiện có máy chiếu và màn hình lớn'),
  facility(5, 'Sảnh lễ tân thoáng đãng, nơi phụ huynh chờ đón con'),
];

/**
 * Hero slides. The artwork is an abstract backdrop under the caption, so it is decorative (empty
 * alt); the message is the caption's.
 */
export const banners: readonly Banner[] = [
  {
    id: 'tieng-anh',
    image: { src: 'images/banners/banner-1.svg', width: 1920, height: 600, alt: '' },
    mobileImage: { src: 'images/banners/banner-1-mobile.svg', width: 780, height: 1200, alt: '' },
    caption: {
      title: 'Học tiếng Anh vui mỗi ngày',
      text: 'Lộ trình Cambridge chuẩn quốc tế cho bé từ 3 tuổi, học mà chơi, chơi mà học.',
    },
  },
  {
    id: 'ky-nang-song',
    image: { src: 'images/banners/banner-2.svg', width: 1920, height: 600, alt: '' },
    mobileImage: { src: 'images/banners/banner-2-mobile.svg', width: 780, height: 1200, alt: '' },
    caption: {
      title: 'Kỹ năng sống cho bé tự tin',
      text: 'Con tự lập, biết yêu thương và biết tự bảo vệ mình qua từng buổi học trải nghiệm.',
    },
  },
];
