import type { Level } from './level-check.types';

/**
 * The levels a check can name, lowest first: the scoring reads their order from here. `canDo` says
 * only what that level's questions test (words, short texts, grammar chosen from three answers):
 * no writing, speaking or listening the check never asked for.
 */
export const levels: Level[] = [
  {
    id: 'pre-a1-starters',
    youngLearners: true,
    name: 'Pre-A1 Starters',
    cefr: 'Pre-A1',
    canDo: [
      'Nhận ra những từ quen thuộc qua tranh: con vật, màu sắc, đồ ăn, đồ vật và các số đếm.',
      'Hiểu một câu ngắn, đơn giản và chọn đúng bức tranh của câu ấy.',
    ],
    next: 'Bước tiếp theo là A1 Movers: mở rộng vốn từ theo chủ đề, nói và viết được những câu đơn giản về bản thân, gia đình và một ngày của mình.',
  },
  {
    id: 'a1-movers',
    youngLearners: true,
    name: 'A1 Movers',
    cefr: 'A1',
    canDo: [
      'Chọn đúng câu tả một bức tranh và câu đáp hợp với một câu hỏi quen thuộc.',
      'Dùng đúng thì quá khứ đơn, so sánh hơn và trạng từ chỉ cách thức trong câu ngắn.',
      'Nhận ra từ vựng theo chủ đề như thời tiết, con vật.',
    ],
    next: 'Bước tiếp theo là A2 Flyers: đọc hiểu đoạn văn dài hơn, kể về trải nghiệm và kế hoạch của mình, viết được một đoạn văn ngắn.',
  },
  {
    id: 'a2-flyers',
    youngLearners: true,
    name: 'A2 Flyers',
    cefr: 'A2',
    canDo: [
      'Dùng đúng thì hiện tại hoàn thành, quá khứ tiếp diễn và mệnh đề quan hệ trong câu.',
      'Chọn đúng từ còn thiếu theo nghĩa của cả câu.',
    ],
    next: 'Bước tiếp theo là A2 Key (KET): đọc thông báo, tin nhắn, email trong đời sống hằng ngày và viết email ngắn theo đúng yêu cầu.',
  },
  {
    id: 'a2-key',
    youngLearners: false,
    name: 'A2 Key',
    cefr: 'A2',
    canDo: [
      'Hiểu thông báo và tin nhắn ngắn trong đời sống hằng ngày.',
      'Dùng đúng câu điều kiện loại 1, so sánh nhất và thì hiện tại hoàn thành với “since”.',
      'Chọn đúng từ trong một lời nhờ vả lịch sự.',
    ],
    next: 'Bước tiếp theo là B1 Preliminary (PET): đọc hiểu bài viết dài hơn, nêu ý kiến và giải thích lý do bằng tiếng Anh.',
  },
  {
    id: 'b1-preliminary',
    youngLearners: false,
    name: 'B1 Preliminary',
    cefr: 'B1',
    canDo: [
      'Hiểu một thông báo dài hơn và nắm được điều cần làm, hạn chót.',
      'Dùng đúng câu ước, câu bị động và câu hỏi tường thuật.',
      'Dùng đúng cấu trúc “look forward to” với động từ thêm -ing.',
    ],
    next: 'Bước tiếp theo là B2 First hoặc IELTS: dùng tiếng Anh linh hoạt, tự tin hơn trong học tập và cuộc sống.',
  },
];
