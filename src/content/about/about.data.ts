import type { CoreValue, Partner, TimelineEntry } from './about.types';
import type { Gender } from '../person.types';
import { licenceYear } from '@/lib/centre-figures';
import { founded } from '@/lib/founding';
import type { Picture } from '@/lib/picture';

/*
 * The centre's story: the founder began with one small class in 2011 (the spec's timeline starts
 * there) and the centre was officially licensed in `licenceYear` (a sample: src/content/facts/). The years it claims are the spec's ('Hơn 5
 * năm'); whether they count from the licence is on the README's launch list for the centre to confirm.
 */

export const aboutHero: { title: string; text: string } = {
  title: 'Hơn 5 năm đồng hành cùng con trên hành trình lớn khôn',
  text:
    `Từ lớp học nhỏ năm ${founded.year} đến trung tâm chính thức được cấp phép năm ${licenceYear}, ` +
    'Mặt Trời Nhỏ đã đồng hành cùng nhiều gia đình tại TP. Hồ Chí Minh, ' +
    'giúp các con giỏi tiếng Anh, vững kỹ năng sống và lớn lên thành những người tử tế.',
};

const timelineImage = (n: number, alt: string): Picture => ({
  src: `images/about/timeline-${n}.svg`,
  width: 600,
  height: 400,
  alt,
});

export const timeline: readonly TimelineEntry[] = [
  {
    id: '2011-2015',
    time: `${founded.year}-2015`,
    text:
      'Cô Minh Châu mở lớp tiếng Anh đầu tiên trong một căn phòng nhỏ ở quận Bình Thạnh, với tám học trò nhỏ trong xóm. ' +
      'Cô trò cùng hát, cùng chơi, cùng học; chính những phụ huynh đầu tiên đã giới thiệu thêm bạn bè cho con đến lớp.',
    image: timelineImage(1, 'Căn phòng nhỏ với vài bạn nhỏ ngồi học quanh cô giáo'),
  },
  {
    id: '2015-2018',
    time: '2015-2018',
    text:
      'Học trò ngày một đông, lớp học chuyển sang một phòng rộng hơn và có thêm những cô giáo trẻ cùng chung chí hướng. ' +
      'Các con bắt đầu theo lộ trình Cambridge Young Learners, và những lớp kỹ năng sống cuối tuần đầu tiên ra đời.',
    image: timelineImage(2, 'Phòng học rộng hơn với nhiều học sinh và giáo viên'),
  },
  {
    id: '2018-2020',
    time: '2018-2020',
    text:
      'Chúng tôi dọn về một tòa nhà riêng, treo tấm biển "Mặt Trời Nhỏ" và xây dựng bài bản chương trình học cùng đội ngũ giáo viên. ' +
      `Năm ${licenceYear}, trung tâm chính thức được Sở Giáo dục và Đào tạo TP. Hồ Chí Minh cấp phép hoạt động.`,
    image: timelineImage(3, 'Tòa nhà trung tâm với tấm biển Mặt Trời Nhỏ'),
  },
  {
    id: '2020-2023',
    time: '2020-2023',
    text:
      'Vừa chính thức thành lập, trung tâm đã cùng các gia đình vượt qua những tháng giãn cách bằng các lớp học trực tuyến, để việc học của con không bị gián đoạn. ' +
      'Giáo viên soạn lại bài giảng tương tác và thường xuyên hỏi thăm từng học trò; khi các con trở lại lớp, thêm nhiều gia đình mới tìm đến trung tâm.',
    image: timelineImage(4, 'Học sinh học trực tuyến với giáo viên qua máy tính xách tay'),
  },
  {
    id: '2023-',
    time: '2023-nay',
    text:
      'Mặt Trời Nhỏ chuyển về cơ sở mới khang trang với phòng học hiện đại, thư viện, phòng đa phương tiện và khu vui chơi cho các bé. ' +
      'Chương trình học được mở rộng từ tiếng Anh mầm non đến luyện thi IELTS, SAT và tiếng Anh giao tiếp cho người lớn.',
    image: timelineImage(5, 'Cơ sở mới hiện đại của trung tâm Mặt Trời Nhỏ'),
  },
];

export const founder: { name: string; gender: Gender; role: string; statement: string[]; image: Picture } = {
  name: 'Lê Minh Châu',
  gender: 'female',
  role: 'Nhà sáng lập, Giám đốc học thuật',
  statement: [
    `Năm ${founded.year}, tôi mở lớp tiếng Anh đầu tiên trong một căn phòng nhỏ với tám học trò. ` +
      'Điều tôi nhớ nhất không phải một bài học nào, mà là ánh mắt rạng rỡ của các con khi lần đầu tự tin nói trọn một câu tiếng Anh.',
    'Từ những lớp học ấy, tôi hiểu rằng trẻ không chỉ cần giỏi ngoại ngữ mà còn cần biết tự lập, biết yêu thương và biết bảo vệ chính mình. ' +
      `Vì vậy, khi chính thức thành lập trung tâm năm ${licenceYear}, chúng tôi đặt tiếng Anh và kỹ năng sống song hành trong mọi chương trình.`,
    'Sau hơn 5 năm hoạt động, Mặt Trời Nhỏ vẫn giữ tinh thần của lớp học nhỏ ngày nào: mỗi đứa trẻ đều được gọi đúng tên, được lắng nghe và được yêu thương. ' +
      'Cảm ơn quý phụ huynh đã tin tưởng gửi gắm các con cho chúng tôi.',
  ],
  image: {
    src: 'images/about/founder.svg',
    width: 600,
    height: 600,
    alt: 'Chân dung cô Lê Minh Châu, nhà sáng lập trung tâm Mặt Trời Nhỏ',
  },
};

export const vision =
  'Trở thành trung tâm tiếng Anh và kỹ năng sống được các gia đình TP. Hồ Chí Minh tin chọn hàng đầu, ' +
  'nơi mỗi đứa trẻ lớn lên tự tin, bản lĩnh và sẵn sàng hội nhập với thế giới.';

export const mission =
  'Mang đến cho trẻ em và thanh thiếu niên một môi trường học tập an toàn, hạnh phúc và lấy người học làm trung tâm; ' +
  'trang bị cho các con năng lực ngoại ngữ chuẩn quốc tế, kỹ năng sống vững vàng và những giá trị đạo đức tốt đẹp.';

/** The icon repeats the value's title, so it is decorative (empty alt). */
const valueIcon = (n: number): Picture => ({ src: `images/about/value-${n}.svg`, width: 160, height: 160, alt: '' });

export const coreValues: readonly CoreValue[] = [
  {
    id: 'tan-tam',
    title: 'Tận tâm',
    description: 'Chúng tôi dạy bằng cả trái tim: biết tên, hiểu tính cách và theo sát sự tiến bộ của từng học viên.',
    icon: valueIcon(1),
  },
  {
    id: 'chat-luong',
    title: 'Chất lượng',
    description: 'Giáo trình chuẩn Cambridge, giáo viên đạt chuẩn quốc tế và cách đánh giá minh bạch trong từng khóa học.',
    icon: valueIcon(2),
  },
  {
    id: 'sang-tao',
    title: 'Sáng tạo',
    description: 'Mỗi bài học là một trải nghiệm mới với trò chơi, dự án và công nghệ, để các con luôn háo hức đến lớp.',
    icon: valueIcon(3),
  },
  {
    id: 'trach-nhiem',
    title: 'Trách nhiệm',
    description:
      'Chúng tôi giữ đúng cam kết với phụ huynh, minh bạch về kết quả và đồng hành cùng gia đình trên suốt chặng đường của con.',
    icon: valueIcon(4),
  },
];

/** Partner name plates: the logo shows the name, so the alt is the name. */
const partner = (file: string, name: string): Partner => ({
  name,
  logo: { src: `images/partners/${file}.svg`, width: 240, height: 120, alt: name },
});

export const partners: readonly Partner[] = [
  partner('cambridge', 'Cambridge University Press & Assessment'),
  partner('oxford', 'Oxford University Press'),
  partner('pearson', 'Pearson'),
  partner('natgeo', 'National Geographic Learning'),
  partner('british-council', 'British Council'),
  partner('idp', 'IDP Education'),
];
