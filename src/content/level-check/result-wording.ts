import { childWord } from './audience';
import type { Level, LevelResult } from './level-check.types';

/** The result's sentences for a child of `age` (audience.ts: 'bé' or 'con'). */
export function resultWording(age: number, level: Level, result: LevelResult) {
  const child = childWord(age);
  return {
    heading: result.reached ? `Kết quả: ${level.name}` : `Kết quả: ${child} đang hướng tới ${level.name}`,
    score: `${result.reached ? `Trình độ CEFR ${level.cefr}` : `Mục tiêu đầu tiên: CEFR ${level.cefr}`} · ${child} trả lời đúng ${result.score}/${result.total} câu.`,
    canDoHeading: result.reached ? `Bài làm cho thấy ${child} đã có thể` : `Ở trình độ ${level.name}, ${child} sẽ có thể`,
    estimate:
      `Đây là ước lượng ban đầu từ ${result.total} câu hỏi ngắn, chưa phải kết quả chính thức. Giáo viên của trung tâm sẽ xác nhận ` +
      `trình độ của ${child} ở buổi kiểm tra trình độ miễn phí, khi trò chuyện trực tiếp với ${child}.`,
  };
}

/** 'Tiếp' without a choice. */
export const missingAnswer = (age: number) => `Vui lòng chọn một đáp án, hoặc bấm 'Bỏ qua câu này' nếu ${childWord(age)} chưa biết.`;
