import type { Level } from './level-check.types';

/** The levels a check can name, lowest first: the scoring reads their order from here. */
export const levels: Level[] = [
  {
    id: 'pre-a1-starters',
    name: 'Pre-A1 Starters',
    cefr: 'Pre-A1',
    canDo: [
      'Nhận ra và gọi tên những từ quen thuộc: con vật, màu sắc, đồ chơi, đồ ăn, các số đếm.',
      'Hiểu những câu rất ngắn, đơn giản khi được nói chậm và rõ ràng.',
      'Chào hỏi, nói tên và tuổi của mình, trả lời những câu hỏi có hoặc không.',
      'Đọc và chép lại những từ ngắn, quen thuộc.',
    ],
    next: 'Bước tiếp theo là A1 Movers: mở rộng vốn từ theo chủ đề, nói và viết được những câu đơn giản về bản thân, gia đình và một ngày của mình.',
  },
  {
    id: 'a1-movers',
    name: 'A1 Movers',
    cefr: 'A1',
    canDo: [
      'Hiểu và trả lời những câu hỏi đơn giản về bản thân, gia đình, trường lớp và sở thích.',
      'Đọc hiểu câu chuyện ngắn có tranh minh họa.',
      'Kể lại việc đã làm hôm qua và so sánh hai người hay hai đồ vật bằng những câu quen thuộc.',
      'Viết được vài câu ngắn về một bức tranh.',
    ],
    next: 'Bước tiếp theo là A2 Flyers: đọc hiểu đoạn văn dài hơn, kể về trải nghiệm và kế hoạch của mình, viết được một đoạn văn ngắn.',
  },
  {
    id: 'a2-flyers',
    name: 'A2 Flyers',
    cefr: 'A2',
    canDo: [
      'Đọc hiểu đoạn văn và câu chuyện ngắn, tìm được thông tin cần thiết.',
      'Kể về trải nghiệm của mình và nói về kế hoạch sắp tới.',
      'Dùng được thì hiện tại hoàn thành, quá khứ tiếp diễn và mệnh đề quan hệ đơn giản.',
      'Viết được một đoạn văn ngắn hoặc tin nhắn cho bạn bè.',
    ],
    next: 'Bước tiếp theo là A2 Key (KET): đọc thông báo, tin nhắn, email trong đời sống hằng ngày và viết email ngắn theo đúng yêu cầu.',
  },
  {
    id: 'a2-key',
    name: 'A2 Key',
    cefr: 'A2',
    canDo: [
      'Hiểu thông báo, biển báo, tin nhắn và email ngắn trong đời sống hằng ngày.',
      'Trò chuyện về những chủ đề quen thuộc: gia đình, trường học, mua sắm, du lịch.',
      'Viết email hoặc tin nhắn ngắn để mời, cảm ơn hay hỏi thông tin.',
      'Dùng đúng các thì cơ bản, câu điều kiện loại 1 và so sánh nhất.',
    ],
    next: 'Bước tiếp theo là B1 Preliminary (PET): đọc hiểu bài viết dài hơn, nêu ý kiến và giải thích lý do bằng tiếng Anh.',
  },
  {
    id: 'b1-preliminary',
    name: 'B1 Preliminary',
    cefr: 'B1',
    canDo: [
      'Đọc hiểu bài viết dài hơn như bài báo, câu chuyện và nắm được ý chính.',
      'Nêu ý kiến, giải thích lý do và kể lại trải nghiệm một cách mạch lạc.',
      'Viết được bài văn ngắn hoặc email có bố cục rõ ràng.',
      'Dùng được câu bị động, câu tường thuật và câu ước.',
    ],
    next: 'Bước tiếp theo là B2 First hoặc IELTS: dùng tiếng Anh linh hoạt, tự tin hơn trong học tập và cuộc sống.',
  },
];
