import { siteLocale, type Locale, type TranslatedLocale } from '@/i18n/locale';
import { translate } from '@/i18n/translate';
import { siblingDiscount, termPaidAtOnceDiscount } from '@/lib/centre-figures';
import { monthWeeks, termWeeks } from './term';

// Each translated locale's words for it, loaded for that language's pages only.
const twins = { en: () => import('./fee-policies.en') } satisfies Record<TranslatedLocale, unknown>;

/*
 * The centre's rules on fees, for every course (docs/decisions.md#fees-and-timetable): paying, the
 * discounts, openings, make-up lessons and refunds. Each course's own fees are in the catalogue (`fees`).
 * Their English twin (fee-policies.en.ts) states the same figures, from the same constants.
 */


/** 0.05 → '5%'. */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

export interface FeePolicy {
  id: string;
  title: string;
  points: string[];
}

export const feePolicies: readonly FeePolicy[] = [
  {
    id: 'dong-hoc-phi',
    title: 'Đóng học phí',
    points: [
      `Học phí tính theo học kỳ ${termWeeks} tuần học; các tuần nghỉ lễ, Tết không tính vào học kỳ.`,
      `Khóa có ghi học phí tháng được đóng từng tháng (${monthWeeks} tuần); các khóa khác đóng theo học kỳ.`,
      'Trung tâm không bao giờ yêu cầu đóng trước cả năm hay nhiều học kỳ một lúc.',
      'Đóng trước buổi học đầu tiên của học kỳ hoặc của tháng, bằng chuyển khoản hoặc tại trung tâm; lần nào cũng có biên lai.',
      'Không có phí ghi danh, phí cơ sở vật chất hay khoản thu nào ngoài bảng học phí. Kiểm tra trình độ và học thử: miễn phí.',
    ],
  },
  {
    id: 'uu-dai',
    title: 'Ưu đãi',
    points: [
      `Đóng cả học kỳ một lần: rẻ hơn ${percent(termPaidAtOnceDiscount)} so với đóng ${termWeeks / monthWeeks} tháng (đã tính vào học phí học kỳ ở trên).`,
      `Anh, chị, em ruột cùng học tại trung tâm: giảm ${percent(siblingDiscount)} học phí cho mỗi bé từ bé thứ hai.`,
      'Hai ưu đãi được cộng với nhau.',
    ],
  },
  {
    id: 'khai-giang-va-xep',
    title: 'Khai giảng và xếp lớp',
    points: [
      'Lớp mới bắt đầu trong tuần khai giảng: mỗi lớp học buổi đầu tiên vào ngày học của lớp trong tuần đó.',
      'Trước khi vào lớp, con làm bài kiểm tra trình độ miễn phí để học đúng cấp độ.',
      'Khóa đóng theo tháng nhận học viên mới cả giữa học kỳ khi lớp còn chỗ; con đóng học phí từ tháng bắt đầu học.',
    ],
  },
  {
    id: 'hoc-bu',
    title: 'Học bù',
    points: [
      'Con nghỉ có báo trước ít nhất 24 giờ (qua Zalo hoặc điện thoại): con học bù miễn phí ở một lớp cùng trình độ khác giờ, trong vòng 2 tuần; tối đa 4 buổi mỗi học kỳ.',
      'Con nghỉ đột xuất: giáo viên gửi nội dung và bài tập của buổi học để con theo kịp lớp.',
      'Trung tâm nghỉ (giáo viên ốm, mưa bão): trung tâm dạy bù đủ buổi, báo lịch trước và không thu thêm.',
    ],
  },
  {
    id: 'hoan-phi-va-bao',
    title: 'Hoàn phí và bảo lưu',
    points: [
      'Sau 2 buổi học đầu tiên, nếu con chưa hợp lớp: con chuyển sang lớp phù hợp hơn, hoặc trung tâm hoàn lại toàn bộ học phí đã đóng.',
      'Nghỉ hẳn trong nửa đầu học kỳ (hoặc của tháng đã đóng): hoàn học phí của các buổi chưa học.',
      'Từ nửa sau học kỳ: không hoàn tiền; các buổi chưa học được bảo lưu 6 tháng, để con học tiếp hoặc chuyển cho anh, chị, em ruột.',
      'Tiền hoàn được chuyển khoản trong 7 ngày làm việc.',
    ],
  },
];

/** The rules in a page's language: English pages load the twin's words (Vietnamese pages never do). */
export async function listFeePolicies(locale: Locale): Promise<readonly FeePolicy[]> {
  if (locale === siteLocale) return feePolicies;
  const { feePolicyTranslations } = await twins[locale]();
  return translate(feePolicies, feePolicyTranslations);
}
