import type { Picture } from '@/lib/picture';
import type { GettingHereNote } from './contact.types';

/**
 * The area around the centre, a schematic drawing (not to scale) by scripts/illustrations/map.mjs
 * for the default address: the streets, the bus stop and the car park below are to be checked on
 * the spot before launch (docs/decisions.md#contact-page-and-map).
 */
export const areaMap: Picture = {
  src: 'images/contact/map.svg',
  width: 440,
  height: 400,
  alt:
    'Sơ đồ đường đến trung tâm: Mặt Trời Nhỏ ở Đường số 7, rẽ từ đường Lương Định Của, gần ngã ba Trần Não và cầu Thủ Thiêm; ' +
    'phía nam là Đại lộ Mai Chí Thọ và hầm Thủ Thiêm, phía tây là sông Sài Gòn. Trạm xe buýt ở đầu Đường số 7, ' +
    'lối vào gửi xe ngay cạnh trung tâm.',
};

/** How to come: parking, the bus, and who may take a child home. */
export const gettingHere: readonly GettingHereNote[] = [
  {
    id: 'motorbike',
    title: 'Gửi xe máy',
    paragraphs: [
      'Phụ huynh gửi xe máy miễn phí ngay trước trung tâm, lối vào cạnh cửa chính. Bảo vệ trông xe suốt giờ mở cửa và phát thẻ xe khi phụ huynh gửi.',
    ],
  },
  {
    id: 'car',
    title: 'Đi ô tô',
    paragraphs: [
      'Trung tâm không có chỗ đỗ ô tô riêng. Phụ huynh có thể dừng xe ngắn trước cửa để đưa đón bé, hoặc gửi xe ở bãi đỗ ô tô có thu phí trên đường Lương Định Của, cách trung tâm khoảng 3 phút đi bộ.',
    ],
  },
  {
    id: 'bus',
    title: 'Xe buýt',
    paragraphs: [
      'Trạm gần nhất ở đường Lương Định Của, ngay đầu Đường số 7 (khoảng 2 phút đi bộ), có tuyến 56 và tuyến 99 dừng.',
      'Các tuyến qua hầm Thủ Thiêm dừng trên Đại lộ Mai Chí Thọ, cách trung tâm khoảng 7 phút đi bộ.',
    ],
  },
  {
    id: 'pick-up',
    title: 'Đưa đón bé',
    paragraphs: [
      'Phụ huynh vui lòng đưa bé đến trước giờ học 10 phút và đón bé đúng giờ tan lớp; giáo viên trông bé ở sảnh cho đến khi có người đón.',
      'Trung tâm chỉ giao bé cho phụ huynh hoặc người đón phụ huynh đã đăng ký với trung tâm (họ tên, số điện thoại). Khi nhờ người khác đón, phụ huynh vui lòng gọi hoặc nhắn Zalo báo trước; người đón mang theo căn cước để đối chiếu. Bé dưới 12 tuổi không tự ra về một mình.',
    ],
  },
];
