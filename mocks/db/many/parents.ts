// Stories of the 'Góc phụ huynh' category: advice for parents, each a few tips picked from a longer list.
import { list, type Story } from './story';

interface Advice {
  pictures: readonly number[];
  months?: readonly number[];
  titles: readonly ((count: number) => string)[];
  summary: string;
  why: { subtitle: string; description: string };
  tips: readonly string[];
  tipsSubtitle: (count: number) => string;
}

const advice: readonly Advice[] = [
  {
    pictures: [3, 10],
    titles: [(n) => `${n} trò chơi giúp con nhớ từ vựng tiếng Anh mà không cần học thuộc`, (n) => `Học từ vựng qua trò chơi: ${n} gợi ý cho những buổi tối ở nhà`],
    summary: 'Trẻ nhớ từ mới nhanh nhất khi được dùng nó trong lúc chơi. Những trò dưới đây chỉ cần vài phút và đồ vật có sẵn trong nhà.',
    why: {
      subtitle: 'Vì sao chơi lại nhớ lâu hơn?',
      description: 'Khi chơi, con vừa nghe, vừa nói, vừa vận động, và cảm xúc vui vẻ giúp trí nhớ giữ từ mới lâu hơn nhiều so với chép từ vào vở.',
    },
    tips: [
      '"Simon says": ba mẹ ra lệnh bằng tiếng Anh, con làm theo',
      'truy tìm kho báu: giấu đồ vật và đưa manh mối bằng tiếng Anh',
      'bingo từ vựng với các món đồ trong bếp',
      'đi chợ cùng con và gọi tên rau củ bằng tiếng Anh',
      'chơi bán hàng: con là người bán, ba mẹ là khách hỏi giá',
      'đoán đồ vật trong túi bí mật chỉ bằng cách sờ',
      'đếm bậc cầu thang bằng tiếng Anh mỗi lần lên xuống',
      'hát một bài hát tiếng Anh khi dọn đồ chơi',
    ],
    tipsSubtitle: (n) => `${n} trò chơi dễ làm`,
  },
  {
    pictures: [3],
    titles: [(n) => `${n} cách giúp con yêu sách tiếng Anh từ những trang đầu tiên`, (n) => `Đọc sách cùng con mỗi tối: ${n} điều ba mẹ nên thử`],
    summary: 'Đọc sách cùng ba mẹ là cách tự nhiên nhất để con làm quen với tiếng Anh. Không cần đọc hay, chỉ cần đọc đều đặn và vui vẻ.',
    why: {
      subtitle: 'Mười lăm phút mỗi tối',
      description: 'Các nghiên cứu về trẻ học ngoại ngữ cho thấy thói quen đọc đều đặn quan trọng hơn độ dài mỗi lần đọc. Mười lăm phút trước giờ ngủ là đủ.',
    },
    tips: [
      'để con tự chọn sách, kể cả khi con chọn lại cuốn cũ',
      'chỉ vào tranh và hỏi "What is this?" thay vì dịch từng chữ',
      'đọc chậm và đổi giọng theo từng nhân vật',
      'dừng lại trước trang cuối để con đoán kết thúc',
      'cùng con làm một chiếc bookmark cho cuốn sách yêu thích',
      'để sách ở nơi con dễ lấy, không cất trên giá cao',
      'khen con khi con tự đọc được một từ, dù phát âm chưa đúng',
    ],
    tipsSubtitle: (n) => `${n} điều nên thử`,
  },
  {
    pictures: [14, 3],
    titles: [(n) => `Thời gian dùng màn hình của con: ${n} nguyên tắc gia đình dễ giữ`, (n) => `Con xem video tiếng Anh thế nào cho có ích? ${n} gợi ý cho ba mẹ`],
    summary: 'Video tiếng Anh có thể giúp con nghe nhiều hơn, nhưng chỉ khi ba mẹ chọn nội dung và giới hạn thời gian cùng con.',
    why: {
      subtitle: 'Màn hình không phải kẻ thù',
      description: 'Điều đáng lo không phải là con xem màn hình, mà là con xem một mình, quá lâu và không ai cùng trò chuyện về những gì con đã xem.',
    },
    tips: [
      'thỏa thuận trước thời lượng và dùng đồng hồ hẹn giờ',
      'xem cùng con và hỏi con về nhân vật yêu thích',
      'chọn chương trình có phụ đề tiếng Anh cho con từ 8 tuổi',
      'không dùng điện thoại trong bữa ăn, cả ba mẹ lẫn con',
      'tắt màn hình một giờ trước giờ ngủ',
      'ưu tiên chương trình kể chuyện chậm rãi hơn video cắt nhanh',
    ],
    tipsSubtitle: (n) => `${n} nguyên tắc`,
  },
  {
    pictures: [16, 14],
    months: [2, 3, 5, 8, 9, 10],
    titles: [(n) => `Con sắp thi Cambridge lần đầu: ${n} việc ba mẹ có thể làm`, (n) => `${n} lời khuyên để con bước vào phòng thi thật tự tin`],
    summary: 'Kỳ thi đầu tiên dễ khiến con hồi hộp. Sự bình tĩnh của ba mẹ ở nhà giúp con nhiều hơn mọi buổi luyện đề.',
    why: {
      subtitle: 'Kỳ thi là một trải nghiệm, không phải cuộc đua',
      description: 'Các kỳ thi Cambridge cho trẻ em không có trượt hay đỗ: mọi thí sinh đều nhận chứng chỉ. Hãy nói với con rằng đây là dịp để con thể hiện những gì con đã biết.',
    },
    tips: [
      'cho con ngủ đủ giấc hai đêm trước ngày thi',
      'chuẩn bị sẵn bút chì, tẩy và giấy báo dự thi từ tối hôm trước',
      'ăn sáng nhẹ, không ăn món lạ trong ngày thi',
      'đến sớm 30 phút để con làm quen với không gian',
      'không hỏi điểm ngay khi con ra khỏi phòng thi',
      'cùng con tập thở chậm khi con thấy hồi hộp',
      'kể cho con nghe về một lần ba mẹ từng hồi hộp và vượt qua',
    ],
    tipsSubtitle: (n) => `${n} việc nên làm`,
  },
  {
    pictures: [10, 1],
    titles: [(n) => `${n} việc nhà vừa sức giúp con tự lập hơn mỗi ngày`, (n) => `Để con phụ việc nhà: ${n} gợi ý theo từng độ tuổi`],
    summary: 'Việc nhà là bài học kỹ năng sống gần gũi nhất. Giao cho con một việc vừa sức và để con tự làm, dù chưa hoàn hảo.',
    why: {
      subtitle: 'Tự lập bắt đầu từ những việc nhỏ',
      description: 'Khi được giao việc, trẻ hiểu mình là một thành viên có trách nhiệm trong gia đình. Lời khen cho sự cố gắng quan trọng hơn lời khen cho kết quả.',
    },
    tips: [
      '4-5 tuổi: cất đồ chơi vào đúng hộp',
      '4-5 tuổi: tưới cây và cho cá ăn',
      '6-7 tuổi: tự chuẩn bị cặp sách cho ngày hôm sau',
      '6-7 tuổi: dọn bát đũa sau bữa ăn',
      '8-10 tuổi: gấp quần áo của mình',
      '8-10 tuổi: phụ ba mẹ nhặt rau, rửa trái cây',
      '11 tuổi trở lên: tự nấu một món ăn sáng đơn giản',
    ],
    tipsSubtitle: (n) => `${n} việc theo độ tuổi`,
  },
  {
    pictures: [14],
    titles: [(n) => `Khi con nói "Con không làm được": ${n} cách ba mẹ đồng hành`, (n) => `Dạy con không bỏ cuộc: ${n} câu nói ba mẹ nên dùng`],
    summary: 'Trẻ nào cũng có lúc nản lòng khi gặp bài khó. Cách ba mẹ phản ứng lúc ấy dạy con nhiều hơn bất kỳ bài giảng nào.',
    why: {
      subtitle: 'Sai là một phần của học',
      description: 'Ở lớp, thầy cô luôn nói với các con rằng một lỗi sai cho ta biết cần luyện gì tiếp theo. Ở nhà, ba mẹ có thể dùng đúng những câu nói ấy.',
    },
    tips: [
      '"Con chưa làm được, chứ không phải không làm được."',
      '"Mình thử cách khác xem sao?"',
      '"Ba mẹ thấy con đã cố gắng rất nhiều."',
      '"Phần nào con thấy khó nhất?"',
      '"Hồi nhỏ ba mẹ cũng từng thấy khó như thế."',
      '"Mình nghỉ năm phút rồi làm tiếp nhé."',
    ],
    tipsSubtitle: (n) => `${n} câu nói nên dùng`,
  },
  {
    pictures: [17, 9],
    months: [5, 6],
    titles: [(n) => `Mùa hè không chỉ có màn hình: ${n} ý tưởng cho kỳ nghỉ của con`, (n) => `${n} cách giữ tiếng Anh cho con trong ba tháng hè`],
    summary: 'Ba tháng hè đủ để con quên nhiều điều đã học, nhưng cũng đủ để con học thêm rất nhiều nếu gia đình có một kế hoạch nhỏ.',
    why: {
      subtitle: 'Một kế hoạch nhỏ, không phải thời khóa biểu',
      description: 'Mùa hè là để nghỉ ngơi. Mỗi ngày chỉ cần một việc nhỏ với tiếng Anh, xen giữa những giờ chơi thật sự.',
    },
    tips: [
      'viết nhật ký hè, mỗi ngày một câu tiếng Anh',
      'đọc một cuốn truyện tiếng Anh mỗi tuần',
      'trồng một chậu cây và ghi lại sự thay đổi',
      'chọn một bộ phim hoạt hình và xem lại có phụ đề',
      'gọi video cho ông bà và kể chuyện hè',
      'tham gia một môn thể thao mới',
      'cùng ba mẹ lên kế hoạch cho một chuyến đi ngắn',
    ],
    tipsSubtitle: (n) => `${n} ý tưởng`,
  },
];

function adviceStory(item: Advice): Story {
  return {
    category: 'goc-phu-huynh',
    pictures: item.pictures,
    ...(item.months ? { months: item.months } : {}),
    write: (c) => {
      const count = c.int(3, Math.min(7, item.tips.length));
      return {
        title: c.pick(item.titles)(count),
        summary: item.summary,
        sections: [
          item.why,
          { subtitle: item.tipsSubtitle(count), description: list(c.some(item.tips, count)), picture: 10 },
          {
            subtitle: `Lời khuyên từ ${c.teacher()}`,
            description: c.pick([
              'Đừng biến những gợi ý này thành bài tập. Chọn một điều con thích nhất và làm đều đặn trong hai tuần, rồi mới thêm điều khác.',
              'Mỗi bạn nhỏ một khác. Nếu ba mẹ muốn trao đổi thêm về con, hãy nhắn cho giáo viên chủ nhiệm qua nhóm Zalo của lớp.',
              'Hãy kể cho thầy cô nghe điều gì hiệu quả với con nhà mình: những chia sẻ hay sẽ được đăng ở Góc phụ huynh kỳ sau.',
            ]),
          },
        ],
      };
    },
  };
}

export const parents = advice.map(adviceStory);
