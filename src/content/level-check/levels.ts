import type { Level } from './level-check.types';
import { levelNames } from './level-names';

/**
 * The levels a check can name, lowest first: the scoring reads their order from here. `canDo` says
 * only what that level's questions test (words, short texts, grammar chosen from three answers):
 * no writing, speaking or listening the check never asked for. `next` is written for each stage at
 * which a result names the level (docs/level-check.md#the-next-step): a preschooler's is what a
 * preschool class does, with no writing; a primary pupil's stays on the primary course's Young
 * Learners path.
 */
export const levels: Level[] = [
  {
    id: 'pre-a1-starters',
    youngLearners: true,
    name: levelNames['pre-a1-starters'],
    cefr: 'Pre A1',
    canDo: [
      'Nhận ra những từ quen thuộc qua tranh: con vật, màu sắc, đồ ăn, đồ vật và các số đếm.',
      'Hiểu một câu ngắn, đơn giản và chọn đúng bức tranh của câu ấy.',
    ],
    next: {
      preschool:
        'Ở lớp mầm non, bé tiếp tục nghe và hát theo các bài hát, nghe kể chuyện tranh, học thêm từ mới qua tranh ảnh và trò chơi vận động. ' +
        'Pre A1 Starters sẽ đến khi bé vào tiểu học.',
      primary:
        'Bước tiếp theo là A1 Movers: học thêm từ theo chủ đề, nghe hiểu những câu chuyện ngắn, nói và viết được câu đơn giản về bản thân, ' +
        'gia đình và một ngày của mình.',
    },
  },
  {
    id: 'a1-movers',
    youngLearners: true,
    name: levelNames['a1-movers'],
    cefr: 'A1',
    canDo: [
      'Chọn đúng câu tả một bức tranh và câu đáp hợp với một câu hỏi quen thuộc.',
      'Dùng đúng thì quá khứ đơn, so sánh hơn và trạng từ chỉ cách thức trong câu ngắn.',
      'Nhận ra từ vựng theo chủ đề như thời tiết, con vật.',
    ],
    next: {
      primary: 'Bước tiếp theo là A2 Flyers: đọc hiểu đoạn văn dài hơn, kể về trải nghiệm và dự định của mình, viết được một đoạn văn ngắn.',
    },
  },
  {
    id: 'a2-flyers',
    youngLearners: true,
    name: levelNames['a2-flyers'],
    cefr: 'A2',
    canDo: [
      'Dùng đúng thì hiện tại hoàn thành, quá khứ tiếp diễn và mệnh đề quan hệ trong câu.',
      'Chọn đúng từ còn thiếu theo nghĩa của cả câu.',
    ],
    next: {
      primary:
        'Bước tiếp theo là A2 Key for Schools (KET), chặng của bậc trung học cơ sở. Trước đó, ở khóa tiểu học, bé củng cố A2 Flyers ' +
        '(bé có thể thi lấy chứng chỉ), đọc những câu chuyện dài hơn và viết đoạn văn ngắn.',
      lowerSecondary:
        'Bước tiếp theo là A2 Key for Schools (KET): đọc thông báo, tin nhắn, email trong đời sống hằng ngày và viết email ngắn theo đúng yêu cầu.',
    },
  },
  {
    id: 'a2-key',
    youngLearners: false,
    name: levelNames['a2-key'],
    cefr: 'A2',
    canDo: [
      'Hiểu thông báo và tin nhắn ngắn trong đời sống hằng ngày.',
      'Dùng đúng câu điều kiện loại 1, so sánh nhất và thì hiện tại hoàn thành với “since”.',
      'Chọn đúng từ trong một lời nhờ vả lịch sự.',
    ],
    next: {
      lowerSecondary:
        'Bước tiếp theo là B1 Preliminary for Schools (PET): đọc hiểu bài viết dài hơn, nêu ý kiến và giải thích lý do bằng tiếng Anh.',
      communication:
        'Bước tiếp theo là trình độ B1: nghe hiểu và trò chuyện tự tin trong những tình huống quen thuộc, nêu ý kiến và giải thích lý do ' +
        'bằng tiếng Anh. Vững B1, con có thể bắt đầu lộ trình IELTS.',
    },
  },
  {
    id: 'b1-preliminary',
    youngLearners: false,
    name: levelNames['b1-preliminary'],
    cefr: 'B1',
    canDo: [
      'Hiểu một thông báo dài hơn và nắm được điều cần làm, hạn chót.',
      'Dùng đúng câu ước, câu bị động và câu hỏi tường thuật.',
      'Dùng đúng cấu trúc “look forward to” với động từ thêm -ing.',
    ],
    next: {
      lowerSecondary:
        'Bước tiếp theo: củng cố B1 Preliminary for Schools (con có thể thi lấy chứng chỉ), viết bài luận và email theo yêu cầu của đề thi; ' +
        'từ lớp 8, ôn luyện cho kỳ thi vào lớp 10. Sau đó là IELTS ở bậc trung học phổ thông.',
      upperSecondary:
        'Bước tiếp theo là IELTS: dùng tiếng Anh linh hoạt, tự tin hơn trong học tập và cuộc sống, ' +
        'song song với ôn thi tốt nghiệp THPT.',
    },
  },
];
