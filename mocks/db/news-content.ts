/*
 * The written content of the fake backend's news: 5 categories and (today) 28 articles about the centre's life.
 * To add an article, add an entry to `seedArticles` (docs/fake-backend.md#adding-an-article);
 * its `_id` is made from its `key` (seed-records.ts), so no other article's id changes.
 *
 * Dates are never written: the site serves these articles dated back from the day it serves them
 * (seed-records.ts), so every date in the text is a placeholder for a day counted from the
 * article's own: `{date+11}` is the day 11 days after it was published, `{day-3}` 3 days before.
 * Formats: `date` 23/11/2025, `day` 23/11, `weekday` thứ Bảy / Chủ nhật (`Weekday` to start a
 * sentence: Thứ Bảy), `month` 11, `month-year` 11/2025, `year` 2025. The dates move by whole weeks,
 * so an event keeps its weekday; nothing tied to a time of year (a festival, a holiday, summer, a
 * school year) is written, since any article may fall in any season. The comment above each
 * article is its day as served on 15/11/2025.
 * Names and facts follow src/content/about/about.data.ts and src/content/teachers/teachers.data.ts:
 * founder cô Lê Minh Châu, centre licensed in 2020, teachers Nguyễn Thu Hà, James Wilson, Emily Carter,
 * Trần Ngọc Mai, Lê Hoàng Nam, Phạm Thanh Tâm, Daniel Brooks and Võ Ngọc Trâm.
 *
 * Cover and block illustrations (imageVariant, public/images/news/<n>.svg, drawn by
 * scripts/illustrations/news.mjs): 1 first day, 2 podium, 3 reading at home, 4 speaking contest,
 * 5 lanterns, 6 Tết, 7 open day, 8 certificates, 9 school trip, 10 crafts, 11 globe, 12 safety day,
 * 13 Halloween, 14 calm breathing, 15 emergency call, 16 placement test, 17 summer camp, 18 KET/PET
 * results, 19 scholarship, 20 costume day. No cover repeats on a page of the news list, in any tab, and no article
 * shows a picture twice.
 * Descriptions are plain text; '\n' separates lines and list items, and the page keeps them.
 */

export interface SeedCategory {
  /** Stable slug, unique: the category's `_id` is derived from it. */
  key: string;
  type: string;
}

interface SeedBlock {
  subtitle: string;
  description: string;
  imageVariant?: number;
}

export interface SeedArticle {
  /**
   * Stable slug (`a-z`, `0-9`, single hyphens), unique: the article's `_id`, and so its address
   * `/tin-tuc/<id>`, is derived from it. Changing it changes the id.
   */
  key: string;
  /** The `key` of one of `seedCategories`. */
  categoryKey: string;
  title: string;
  /** 1-2 sentences. */
  summary: string;
  isHot?: boolean;
  /**
   * Days before the reference day the article was published, 0..400: the newest is a few days
   * before the day the site serves it (the reference day, seed-records.ts).
   */
  daysAgo: number;
  /** Cover illustration, 1..20. */
  imageVariant: number;
  /** 2-4 content blocks. */
  blocks: SeedBlock[];
}

export const seedCategories: SeedCategory[] = [
  { key: 'su-kien', type: 'Sự kiện' },
  { key: 'thanh-tich', type: 'Thành tích học viên' },
  { key: 'ngoai-khoa', type: 'Hoạt động ngoại khóa' },
  { key: 'thong-bao', type: 'Thông báo' },
  { key: 'goc-phu-huynh', type: 'Góc phụ huynh' },
];

export const seedArticles: SeedArticle[] = [
  // Wednesday 12/11/2025
  {
    key: 'ngay-hoi-trai-nghiem-thang-11-2025',
    categoryKey: 'su-kien',
    title: 'Ngày hội trải nghiệm {day+11}: mời ba mẹ và các con đến học thử miễn phí',
    summary:
      '{Weekday+11} {date+11}, Mặt Trời Nhỏ mở cửa đón các gia đình đến học thử cùng giáo viên bản ngữ, ' +
      'kiểm tra trình độ tiếng Anh miễn phí và tham quan cơ sở.',
    isHot: true,
    daysAgo: 3,
    imageVariant: 7,
    blocks: [
      {
        subtitle: 'Một ngày để con thử, để ba mẹ yên tâm',
        description:
          'Chọn trung tâm cho con chưa bao giờ là quyết định dễ dàng, vì vậy chúng tôi muốn ba mẹ được tận mắt thấy con học ở Mặt Trời Nhỏ như thế nào. ' +
          'Trong Ngày hội trải nghiệm, các con vào lớp học thử như một buổi học thật, còn ba mẹ có thể trò chuyện trực tiếp với giáo viên và ban học thuật.\n' +
          '- Thời gian: 8:00 - 16:30, {weekday+11} {date+11}\n' +
          '- Địa điểm: cơ sở Mặt Trời Nhỏ, 25 Đường số 7, Phường An Khánh\n' +
          '- Đối tượng: trẻ từ 3 đến 15 tuổi cùng phụ huynh',
        imageVariant: 16,
      },
      {
        subtitle: 'Các hoạt động trong ngày',
        description:
          '- Lớp học thử 45 phút cùng thầy James Wilson, cô Emily Carter và các giáo viên Việt Nam, chia theo độ tuổi\n' +
          '- Kiểm tra trình độ tiếng Anh miễn phí theo định dạng Cambridge, có kết quả và nhận xét ngay trong ngày\n' +
          '- Góc kỹ năng sống: tập thoát hiểm khỏi căn phòng có khói và tập gọi 114, 115 qua điện thoại mô phỏng\n' +
          '- Tham quan thư viện, phòng STEM và "ngôi nhà an toàn" của lớp Kỹ năng sống\n' +
          '- Gặp cô Lê Minh Châu để được tư vấn lộ trình học riêng cho con',
      },
      {
        subtitle: 'Đăng ký tham gia',
        description:
          'Mỗi khung giờ học thử nhận tối đa 12 bạn để giáo viên có thể quan tâm đến từng con, vì vậy ba mẹ vui lòng đăng ký trước ngày {date+9} qua website, hotline hoặc fanpage của trung tâm. ' +
          'Gia đình đăng ký khóa học ngay trong ngày hội được giảm 10% học phí khóa đầu tiên và tặng bộ học cụ Mặt Trời Nhỏ. ' +
          'Hẹn gặp ba mẹ và các con tại ngày hội!',
      },
    ],
  },

  // Saturday 8/11/2025
  {
    key: 'ket-qua-cambridge-yle-thang-10-2025',
    categoryKey: 'thanh-tich',
    title: '64 học viên nhận chứng chỉ Cambridge YLE đợt tháng {month-year-28}, 23 bạn đạt trọn 15/15 khiên',
    summary:
      'Kết quả kỳ thi Starters, Movers và Flyers đợt tháng {month-year-28} đã có: các con đạt trung bình 13,4/15 khiên, ' +
      'trong đó 23 bạn đạt điểm tuyệt đối.',
    isHot: true,
    daysAgo: 7,
    imageVariant: 8,
    blocks: [
      {
        subtitle: 'Kết quả chung',
        description:
          '{Weekday-28} {day-28} và {weekday-27} {date-27}, 64 học viên của Mặt Trời Nhỏ đã dự thi chứng chỉ Cambridge Young Learners (YLE) tại trung tâm, ' +
          'phối hợp cùng đơn vị khảo thí được Cambridge ủy quyền. Kết quả vừa được công bố:\n' +
          '- Starters: 20 bạn dự thi, trung bình 13,9/15 khiên, 9 bạn đạt 15/15\n' +
          '- Movers: 25 bạn dự thi, trung bình 13,3/15 khiên, 8 bạn đạt 15/15\n' +
          '- Flyers: 19 bạn dự thi, trung bình 12,9/15 khiên, 6 bạn đạt 15/15',
        imageVariant: 2,
      },
      {
        subtitle: 'Những gương mặt nổi bật',
        description:
          'Lớp Flyers F2 của cô Phạm Thanh Tâm có 4 bạn cùng đạt 15/15 khiên, thành tích cao nhất từ trước đến nay của một lớp Flyers tại trung tâm. ' +
          'Ở cấp độ Starters, bé Nguyễn Hoàng Bảo Ngọc (7 tuổi, lớp Starters S1) là thí sinh nhỏ tuổi nhất và cũng đạt trọn 15 khiên. ' +
          'Điều khiến thầy cô vui nhất là phần thi Nói: 58 trên 64 bạn đạt tối đa 5 khiên, đúng với mục tiêu giúp các con tự tin giao tiếp mà trung tâm luôn theo đuổi.',
      },
      {
        subtitle: 'Nhận chứng chỉ và bước tiếp theo',
        description:
          'Ba mẹ có thể tra cứu kết quả trực tuyến bằng mã dự thi đã được gửi qua nhóm Zalo của lớp. ' +
          'Chứng chỉ bản gốc dự kiến về trung tâm trước ngày {date+28}; ba mẹ nhận tại quầy lễ tân từ thứ Hai đến thứ Bảy. ' +
          'Giáo viên chủ nhiệm sẽ hẹn gặp từng gia đình để trao đổi phiếu nhận xét chi tiết và tư vấn cấp độ phù hợp cho con trong thời gian tới.',
        imageVariant: 18,
      },
    ],
  },

  // Monday 3/11/2025
  {
    key: 'halloween-2025',
    categoryKey: 'su-kien',
    title: 'Ngày hội "Nhân vật em yêu": các con hóa trang thành nhân vật trong truyện',
    summary:
      'Chiều {weekday-3} {day-3}, gần 200 học viên hóa trang thành nhân vật trong những cuốn truyện yêu thích đã cùng thầy cô đi săn kẹo qua từng lớp học, ' +
      'giải đố và trình diễn thời trang bằng tiếng Anh.',
    daysAgo: 12,
    imageVariant: 20,
    blocks: [
      {
        subtitle: 'Trung tâm hóa thành xứ sở cổ tích',
        description:
          'Từ đầu tuần, các lớp Kỹ năng sống đã cùng nhau vẽ những trang sách khổng lồ, cắt dán vương miện và làm mặt nạ từ bìa các-tông cũ để trang trí hành lang. ' +
          'Đến chiều {day-3}, cả trung tâm như một xứ sở cổ tích với đủ Cô bé quàng khăn đỏ, chú mèo đi hia, Peter Pan, Thánh Gióng và cả những chú khủng long. ' +
          'Thầy James Wilson và thầy Daniel Brooks hóa trang thành hai chàng hiệp sĩ bằng bìa các-tông, đứng đón các con ngay từ cửa.',
        imageVariant: 10,
      },
      {
        subtitle: 'Săn kẹo và cuộc thi hóa trang',
        description:
          'Mỗi lớp học là một trạm: muốn nhận kẹo, các con phải giới thiệu nhân vật của mình bằng một câu tiếng Anh và trả lời một câu đố của thầy cô. ' +
          'Phần trình diễn trang phục khép lại chương trình với những màn tự giới thiệu rất đáng yêu:\n' +
          '- Trang phục sáng tạo nhất: bạn Lê Khánh An (lớp Movers M3) với chiếc váy bà tiên may từ túi vải cũ\n' +
          '- Thuyết trình tự tin nhất: bạn Ngô Tuấn Kiệt (lớp Flyers F1) trong vai Thánh Gióng\n' +
          '- Giải tập thể: lớp mầm non Little Sun 2 của cô Trần Ngọc Mai với cả một khu rừng bảy chú lùn',
      },
      {
        subtitle: 'Vui mà vẫn an toàn',
        description:
          'Kẹo được chia thành túi nhỏ, chọn loại phù hợp với trẻ em và kèm một hộp trái cây cắt sẵn. ' +
          'Trước ngày hội, thầy cô đã nhắn ba mẹ chọn trang phục không che kín mặt và không kèm vật nhọn. ' +
          'Cảm ơn ba mẹ đã cùng các con chuẩn bị thật chu đáo, và đừng quên hỏi con hôm nay đã mượn cuốn truyện nào ở thư viện nhé!',
      },
    ],
  },

  // Tuesday 21/10/2025
  {
    key: 'bep-nho-20-10-2025',
    categoryKey: 'ngoai-khoa',
    title: 'Bếp nhỏ yêu thương: các con tự tay làm gỏi cuốn tặng mẹ',
    summary:
      'Sáng {weekday-2} {day-2}, 36 học viên lớp Kỹ năng sống đã vào bếp, tự tay cuốn gỏi, pha nước chanh dây ' +
      'và viết thiệp tiếng Anh tặng mẹ và bà.',
    daysAgo: 25,
    imageVariant: 10,
    blocks: [
      {
        subtitle: 'Vào bếp như những đầu bếp nhí',
        description:
          'Trước giờ nấu, mỗi bạn được phát tạp dề, mũ đầu bếp và cùng cô ôn lại sáu bước rửa tay. ' +
          'Các con chia thành 6 nhóm và tự phân việc: rửa rau, xếp bún, bóc tôm đã luộc sẵn, pha nước chấm. ' +
          'Những việc cần đến dao và bếp nóng đều do thầy cô đảm nhận, còn các con học cách dùng kéo an toàn và giữ bàn bếp gọn gàng.',
      },
      {
        subtitle: 'Công thức của lớp',
        description:
          'Gỏi cuốn được chọn vì không cần nấu, trẻ từ 5 tuổi đã có thể tự làm:\n' +
          '- Nhúng nhanh bánh tráng qua nước rồi trải lên thớt\n' +
          '- Xếp xà lách, bún, dưa leo và ba con tôm\n' +
          '- Gấp hai mép bánh, cuốn chặt tay từ dưới lên\n' +
          '- Chấm cùng nước mắm chua ngọt hoặc tương đậu phộng\n' +
          'Vừa làm, các con vừa học tên nguyên liệu bằng tiếng Anh: rice paper, lettuce, shrimp, cucumber.',
        imageVariant: 3,
      },
      {
        subtitle: 'Món quà cho mẹ và bà',
        description:
          'Mỗi bạn mang về một hộp gỏi cuốn tự làm và một tấm thiệp tự trang trí với dòng chữ "I love you, Mom!". ' +
          'Nhiều phụ huynh nhắn cho lớp rằng đây là lần đầu con chủ động rủ cả nhà cùng vào bếp. ' +
          'Lớp học nấu ăn được duy trì mỗi tháng một buổi trong chương trình Kỹ năng sống; buổi tới, các con sẽ học làm sữa chua trái cây.',
      },
    ],
  },

  // Tuesday 7/10/2025
  {
    key: 'trung-thu-2025',
    categoryKey: 'su-kien',
    title: 'Đêm hội đọc sách gia đình: truyện kể, kịch tiếng Anh và 150 phần quà sẻ chia',
    summary:
      'Tối {weekday-3} {day-3}, hơn 250 học viên và phụ huynh đã cùng đọc truyện, làm bookmark, xem vở kịch "Sự tích dưa hấu" bằng tiếng Anh ' +
      'và góp sách tặng các bạn nhỏ ở một mái ấm.',
    daysAgo: 39,
    imageVariant: 3,
    blocks: [
      {
        subtitle: 'Mỗi gia đình một góc đọc',
        description:
          'Sân trung tâm được trải thảm, treo đèn dây và chia thành những góc đọc nhỏ, mỗi góc có một giỏ sách tiếng Anh và tiếng Việt theo từng lứa tuổi. ' +
          'Ba mẹ đọc cho con nghe, các anh chị lớp KET và PET đọc cho các em mầm non, còn thầy cô đi từng góc để gợi ý cách đặt câu hỏi cho con sau mỗi trang sách. ' +
          'Trước giờ về, mỗi bạn tự làm một chiếc bookmark bằng giấy màu và lá khô để đánh dấu cuốn sách sẽ đọc tiếp ở nhà.',
        imageVariant: 10,
      },
      {
        subtitle: 'Chương trình đêm hội',
        description:
          '- 17:30: đón khách, mỗi gia đình nhận một "hộ chiếu đọc sách"\n' +
          '- 18:00: đọc truyện theo góc, làm bookmark\n' +
          '- 18:45: vở kịch "The Legend of the Watermelon" do lớp Movers M2 biểu diễn\n' +
          '- 19:15: trò chơi đố chữ cho cả gia đình, sau đó cùng dùng tiệc nhẹ\n' +
          'Bàn tiệc do phụ huynh các lớp cùng góp, với bánh bò, bánh da lợn, trái cây và những con tò he xinh xắn.',
      },
      {
        subtitle: 'Những cuốn sách đi tiếp',
        description:
          'Hưởng ứng lời kêu gọi của ban tổ chức, các gia đình đã góp được 150 phần quà gồm sách truyện, vở và bút màu. ' +
          'Ngày {day-1}, đại diện trung tâm cùng một nhóm học viên đã mang quà đến tận tay các em nhỏ ở một mái ấm trên địa bàn. ' +
          'Cảm ơn ba mẹ đã giúp các con hiểu rằng niềm vui sẽ lớn hơn khi được sẻ chia.',
      },
    ],
  },

  // Tuesday 30/9/2025
  {
    key: 'ky-thuat-tho-4-7-8',
    categoryKey: 'goc-phu-huynh',
    title: 'Kỹ thuật thở 4-7-8: giúp con bình tĩnh khi hồi hộp trước giờ thi',
    summary:
      'Chỉ một phút với nhịp thở 4-7-8 có thể giúp con dịu lại khi hồi hộp trước kỳ thi, trước giờ lên sân khấu hay khi khó ngủ. ' +
      'Ba mẹ có thể cùng con tập ngay tại nhà.',
    daysAgo: 46,
    imageVariant: 14,
    blocks: [
      {
        subtitle: 'Vì sao trẻ cũng cần học cách thở?',
        description:
          'Trẻ con cũng biết lo lắng: trước kỳ thi Cambridge, trước lúc đứng nói trước lớp, hay chỉ đơn giản là khi vào một lớp học mới. ' +
          'Khi hồi hộp, con thường thở nhanh và nông, tim đập mạnh, bụng khó chịu, và chính những cảm giác ấy lại khiến con sợ hơn. ' +
          'Thở chậm và sâu là cách đơn giản nhất để cơ thể thả lỏng, và con có thể mang kỹ năng này theo mình đến bất cứ đâu.',
      },
      {
        subtitle: 'Cách thực hiện',
        description:
          'Cho con ngồi thẳng lưng hoặc nằm thoải mái, đặt một tay lên bụng, rồi cùng làm:\n' +
          '- Thở ra hết bằng miệng\n' +
          '- Hít vào nhẹ nhàng bằng mũi, đếm thầm đến 4\n' +
          '- Giữ hơi, đếm đến 7\n' +
          '- Thở ra từ từ bằng miệng, đếm đến 8, như đang thổi nhẹ một ngọn nến\n' +
          'Lặp lại 3 đến 4 vòng là đủ. Với các bé nhỏ tuổi, ba mẹ có thể đếm nhanh hơn, miễn là hơi thở ra luôn dài hơn hơi hít vào.',
        imageVariant: 3,
      },
      {
        subtitle: 'Biến thành thói quen, không phải bài tập',
        description:
          'Hãy tập cùng con vào những lúc bình thường, chẳng hạn trước giờ đi ngủ, để khi thật sự lo lắng con đã quen và tự làm được. ' +
          'Ba mẹ có thể đặt cho bài thở một cái tên vui như "thổi nến sinh nhật". ' +
          'Nếu con lo âu kéo dài, mất ngủ hoặc sợ đến lớp, ba mẹ nên trao đổi với giáo viên chủ nhiệm và tham khảo ý kiến chuyên gia tâm lý. ' +
          'Ở Mặt Trời Nhỏ, các lớp Kỹ năng sống và các lớp ôn thi Cambridge đều cùng nhau tập bài thở này trước mỗi bài kiểm tra.',
      },
    ],
  },

  // Tuesday 23/9/2025
  {
    key: 'ngay-hoi-phong-chay-chua-chay-2025',
    categoryKey: 'ngoai-khoa',
    title: 'Ngày hội kỹ năng: các con tập thoát hiểm và gọi 114 cùng chiến sĩ cứu hỏa',
    summary:
      'Sáng {weekday-3} {day-3}, hơn 90 học viên lớp Kỹ năng sống đã được các chiến sĩ cảnh sát phòng cháy, chữa cháy hướng dẫn thoát khỏi đám cháy, ' +
      'dùng bình chữa cháy và gọi 114 đúng cách.',
    daysAgo: 53,
    imageVariant: 12,
    blocks: [
      {
        subtitle: 'Khi chuông báo cháy vang lên',
        description:
          'Buổi sáng bắt đầu bằng một tình huống giả định: chuông báo cháy reo và khói từ máy tạo khói sân khấu lan ra hành lang tầng hai. ' +
          'Các con được hướng dẫn bình tĩnh xếp hàng, dùng khăn ướt che mũi miệng, cúi thấp người và đi theo biển chỉ dẫn thoát hiểm xuống sân. ' +
          'Chỉ sau 3 phút 40 giây, toàn bộ học viên và giáo viên đã có mặt an toàn tại điểm tập kết.',
        imageVariant: 15,
      },
      {
        subtitle: 'Gọi 114 thế nào cho đúng?',
        description:
          'Ở trạm tập gọi điện, mỗi bạn được cầm máy và nói chuyện với "tổng đài viên" là một chiến sĩ cứu hỏa. Các con ghi nhớ ba điều cần nói rõ:\n' +
          '- Nơi xảy ra cháy: số nhà, tên đường, phường\n' +
          '- Chuyện gì đang xảy ra: cái gì đang cháy, có ai bị kẹt lại không\n' +
          '- Họ tên và số điện thoại của người gọi\n' +
          'Các chiến sĩ cũng dặn tuyệt đối không gọi 114 để đùa, vì một cuộc gọi sai có thể làm chậm việc cứu người ở nơi khác.',
      },
      {
        subtitle: 'Dừng lại, nằm xuống, lăn tròn',
        description:
          'Các bạn từ 9 đến 12 tuổi được xem chiến sĩ hướng dẫn cách dùng bình chữa cháy dạng bột, rồi tự tay dập một đám cháy nhỏ trong khay dưới sự giám sát chặt chẽ. ' +
          'Các bạn nhỏ hơn thì tập động tác "Dừng lại, nằm xuống, lăn tròn" khi lửa bén vào quần áo. ' +
          'Trung tâm xin cảm ơn các chiến sĩ đã dành cả buổi sáng cho các con, và mời ba mẹ đọc thêm bài viết về các số điện thoại khẩn cấp 113, 114, 115 trong mục Góc phụ huynh.',
      },
    ],
  },

  // Tuesday 26/8/2025
  {
    key: 'tham-quan-bao-tang-lich-su-2025',
    categoryKey: 'ngoai-khoa',
    title: 'Một ngày ở bảo tàng: học sinh THCS làm hướng dẫn viên bằng tiếng Anh',
    summary:
      'Ngày {day-3}, 42 học viên các lớp KET và PET đã tham quan Bảo tàng Lịch sử TP. Hồ Chí Minh ' +
      'và thử sức giới thiệu hiện vật bằng tiếng Anh cho bạn bè, thầy cô.',
    daysAgo: 81,
    imageVariant: 9,
    blocks: [
      {
        subtitle: 'Chuẩn bị từ trên lớp',
        description:
          'Hai tuần trước chuyến đi, mỗi nhóm 4 bạn nhận một chủ đề: trống đồng Đông Sơn, gốm cổ Việt Nam, điêu khắc Chăm Pa hay cổ vật văn hóa Óc Eo. ' +
          'Các nhóm tự tìm tài liệu, viết bài giới thiệu dài khoảng 3 phút bằng tiếng Anh và luyện nói cùng thầy Lê Hoàng Nam. ' +
          'Đây cũng là dịp để các bạn rèn kỹ năng thuyết trình cần cho phần thi Nói của KET và PET.',
      },
      {
        subtitle: 'Hướng dẫn viên nhí tại bảo tàng',
        description:
          'Tại bảo tàng, các nhóm lần lượt đứng trước hiện vật của mình và thuyết trình cho cả đoàn. ' +
          'Có bạn lúc đầu còn run, nói nhỏ, nhưng đến lượt trả lời câu hỏi của bạn bè thì đã tự tin hơn hẳn. ' +
          'Vài vị khách nước ngoài đang tham quan còn dừng lại lắng nghe và hỏi thêm, khiến cả nhóm vừa bất ngờ vừa hãnh diện.',
        imageVariant: 11,
      },
      {
        subtitle: 'Thông tin chuyến đi',
        description:
          '- Thời gian: 7:30 - 12:00, {weekday-3} {date-3}\n' +
          '- Phương tiện: xe đưa đón của trung tâm, cứ 10 học viên có 1 giáo viên phụ trách\n' +
          '- Sản phẩm sau chuyến đi: mỗi nhóm hoàn thành một tấm poster song ngữ về hiện vật đã giới thiệu\n' +
          'Các tấm poster đang được trưng bày ở thư viện trung tâm, mời ba mẹ ghé xem khi đưa đón con.',
      },
    ],
  },

  // Monday 18/8/2025
  {
    key: 'lich-khai-giang-thang-9-2025',
    categoryKey: 'thong-bao',
    title: 'Lịch khai giảng khóa học mới: các lớp bắt đầu từ {date+21}',
    summary:
      'Các lớp khóa mới khai giảng từ {weekday+21} {date+21}. Mời ba mẹ xem lịch của từng chương trình ' +
      'và giữ chỗ trước ngày {day+13} để con được xếp lớp phù hợp.',
    daysAgo: 89,
    imageVariant: 11,
    blocks: [
      {
        subtitle: 'Lịch khai giảng theo chương trình',
        description:
          '- Tiếng Anh mầm non (3-5 tuổi): từ {weekday+21} {day+21}, học buổi chiều trong tuần\n' +
          '- Tiếng Anh tiểu học Starters, Movers, Flyers (6-10 tuổi): từ {weekday+22} {day+22}\n' +
          '- Tiếng Anh THCS, lớp KET và PET (11-15 tuổi): từ {weekday+23} {day+23}\n' +
          '- Tiếng Anh THPT, luyện thi IELTS và SAT (16-18 tuổi): từ {weekday+24} {day+24}\n' +
          '- Kỹ năng sống (5-12 tuổi): từ {weekday+26} {day+26}, học sáng thứ Bảy hoặc Chủ nhật\n' +
          '- Tiếng Anh giao tiếp (từ 15 tuổi): từ {weekday+28} {day+28}, học buổi tối',
        imageVariant: 16,
      },
      {
        subtitle: 'Xếp lớp và giữ chỗ',
        description:
          'Với học viên mới, trung tâm kiểm tra trình độ miễn phí trước khi xếp lớp để con học đúng cấp độ. ' +
          'Học viên cũ được giáo viên chủ nhiệm đề xuất lớp dựa trên kết quả cuối khóa trước. ' +
          'Mỗi lớp có tối đa 12 học viên, lớp mầm non tối đa 10 bé, nên ba mẹ vui lòng giữ chỗ trước ngày {date+13}.',
      },
      {
        subtitle: 'Ưu đãi khóa mới',
        description:
          'Học viên đóng học phí 12 tháng trước ngày {day+13} được giảm 8%. Anh chị em ruột cùng học tại trung tâm được giảm thêm 5% cho mỗi bạn. ' +
          'Danh sách nhận Học bổng Mặt Trời Nhỏ đợt này sẽ được công bố ngày {date+7} trên website và tại trung tâm.',
      },
    ],
  },

  // Tuesday 12/8/2025
  {
    key: 'ielts-7-5-he-2025',
    categoryKey: 'thanh-tich',
    title: '12 học viên đạt IELTS từ 7.5 trở lên trong ba tháng qua',
    summary:
      'Từ tháng {month-year-90} đến tháng {month-year-30}, 12 học viên lớp luyện thi IELTS đã đạt band 7.5 trở lên, ' +
      'trong đó bạn Nguyễn Ngọc Bảo Anh đạt 8.5 khi mới học lớp 11.',
    daysAgo: 95,
    imageVariant: 2,
    blocks: [
      {
        subtitle: 'Bảng vàng ba tháng qua',
        description:
          'Trong 27 học viên dự thi IELTS ba tháng qua, 12 bạn đã đạt band 7.5 trở lên:\n' +
          '- Nguyễn Ngọc Bảo Anh (lớp 11): 8.5, riêng kỹ năng Đọc đạt 9.0\n' +
          '- Phạm Gia Huy và Đặng Minh Khuê (cùng lớp 12): 8.0\n' +
          '- 9 bạn đạt 7.5, phần lớn đang học lớp 11 và lớp 12\n' +
          'Các bạn còn lại đều đạt từ 6.5 trở lên, đủ điều kiện xét tuyển hoặc quy đổi điểm ở nhiều trường đại học.',
        imageVariant: 18,
      },
      {
        subtitle: 'Bí quyết từ chính các bạn',
        description:
          'Bảo Anh chia sẻ: "Em không luyện quá nhiều đề, mà mỗi tuần viết hai bài và sửa thật kỹ theo nhận xét của cô." ' +
          'Gia Huy thì thấy phần Nói tiến bộ nhanh nhất khi em luyện đều với giáo viên bản ngữ và tự ghi âm để nghe lại. ' +
          'Điểm chung của cả nhóm là học đều đặn, không bỏ buổi, và dám mắc lỗi trong lớp để không mắc lỗi trong phòng thi.',
      },
      {
        subtitle: 'Lời cảm ơn',
        description:
          'Thành tích này có công lớn của thầy Lê Hoàng Nam, cô Nguyễn Thu Hà cùng các giáo viên bản ngữ, những người đã đồng hành với các bạn qua nhiều buổi chữa bài đến tối muộn. ' +
          'Lớp IELTS mục tiêu 7.0+ khóa tới khai giảng ngày {date+30}; học sinh lớp 10 và lớp 11 có thể đăng ký kiểm tra đầu vào miễn phí tại trung tâm.',
      },
    ],
  },

  // Monday 28/7/2025
  {
    key: 'trai-he-nha-tham-hiem-nho-2025',
    categoryKey: 'su-kien',
    title: 'Khép lại khóa "Nhà thám hiểm nhỏ" với 120 gương mặt rạng rỡ',
    summary:
      'Sau 6 tuần học vào các buổi sáng cuối tuần, 120 bạn nhỏ từ 5 đến 12 tuổi đã cùng học tiếng Anh, rèn kỹ năng sống, ' +
      'nấu ăn, trồng rau và có chuyến dã ngoại đáng nhớ.',
    daysAgo: 110,
    imageVariant: 17,
    blocks: [
      {
        subtitle: 'Sáu tuần, hai nhóm',
        description:
          'Khóa học diễn ra từ {date-37} đến {date-1}, chia thành hai nhóm học song song:\n' +
          '- Nhóm sáng thứ Bảy: 64 bạn, chủ đề "Khám phá thiên nhiên"\n' +
          '- Nhóm sáng Chủ nhật: 56 bạn, chủ đề "Công dân nhí của thành phố"\n' +
          'Mỗi buổi kéo dài từ 7:30 đến 11:30, gồm giờ học tiếng Anh qua dự án, hoạt động kỹ năng sống và câu lạc bộ theo sở thích.',
      },
      {
        subtitle: 'Những điều các con mang về',
        description:
          'Các bạn tự chuẩn bị ba lô, tự dọn khay ăn nhẹ và phân công trực nhật theo nhóm. ' +
          'Mỗi nhóm có những buổi "Bếp nhỏ" và những buổi trồng rau trong thùng xốp trên sân thượng. ' +
          'Khóa học còn có một ngày dã ngoại ở nông trại giáo dục tại Củ Chi, nơi các con được cho bê ăn, thu hoạch rau và tập làm bánh tráng.',
        imageVariant: 9,
      },
      {
        subtitle: 'Buổi tổng kết và lời chia tay',
        description:
          'Chiều {weekday-2} {day-2}, buổi tổng kết chung của hai nhóm diễn ra với các tiết mục do chính các con dàn dựng bằng tiếng Anh, từ kịch ngắn, hát đến nhảy hiện đại. ' +
          'Nhiều bạn lần đầu dám đứng trước hơn 200 khán giả. ' +
          'Cảm ơn ba mẹ đã tin tưởng gửi con cho Mặt Trời Nhỏ suốt sáu tuần qua; ảnh và video của từng nhóm đã được gửi vào nhóm Zalo của lớp.',
      },
    ],
  },

  // Monday 14/7/2025
  {
    key: 'so-dien-thoai-khan-cap-113-114-115',
    categoryKey: 'goc-phu-huynh',
    title: '113, 114, 115: ba số điện thoại khẩn cấp con cần thuộc lòng',
    summary:
      'Khi con bắt đầu tự đi học hay ở nhà một mình, ba mẹ nên dạy con khi nào cần gọi 113, 114, 115 và cần nói gì khi gọi. ' +
      'Vài phút luyện tập giúp con bình tĩnh hơn.',
    daysAgo: 124,
    imageVariant: 15,
    blocks: [
      {
        subtitle: 'Mỗi số dành cho một việc',
        description:
          '- 113: Công an, khi có trộm cướp, đánh nhau hoặc người lạ tìm cách vào nhà\n' +
          '- 114: Cứu hỏa và cứu nạn, cứu hộ, khi có cháy, có người bị kẹt trong thang máy hay gặp nạn dưới nước\n' +
          '- 115: Cấp cứu y tế, khi có người ngất xỉu, bị thương nặng hoặc khó thở\n' +
          'Ngoài ra, 111 là Tổng đài quốc gia bảo vệ trẻ em, hoạt động cả ngày lẫn đêm; con có thể gọi khi bị bắt nạt hay bị đối xử không đúng. ' +
          'Các số này đều gọi miễn phí.',
        imageVariant: 12,
      },
      {
        subtitle: 'Gọi thế nào cho đúng',
        description:
          'Khi gọi, con cần giữ bình tĩnh, nói chậm và rõ ba điều: con đang ở đâu, chuyện gì đang xảy ra và con tên gì. ' +
          'Vì vậy, điều quan trọng nhất là con phải thuộc địa chỉ nhà mình cùng số điện thoại của ba và mẹ. ' +
          'Hãy dặn con không cúp máy trước khi tổng đài viên cho phép, và làm đúng theo hướng dẫn của họ.',
      },
      {
        subtitle: 'Tập luyện tại nhà qua trò chơi đóng vai',
        description:
          'Ba mẹ có thể đóng vai tổng đài viên và đưa ra tình huống như "Bếp nhà mình bốc khói" hay "Bà bị ngã và không dậy được". ' +
          'Hãy để con tự chọn số cần gọi và tập nói trọn vẹn. Đừng quên nhắc con rằng các số khẩn cấp không phải để gọi cho vui. ' +
          'Trong chương trình Kỹ năng sống 5-12 tuổi, các con được thực hành những tình huống này nhiều lần qua điện thoại mô phỏng cùng giáo viên.',
      },
    ],
  },

  // Friday 11/7/2025
  {
    key: 'ket-qua-ket-pet-thang-6-2025',
    categoryKey: 'thanh-tich',
    title: 'Kết quả KET và PET tháng {month-year-35}: 9 học viên đạt mức Distinction',
    summary:
      '31 học viên THCS dự thi chứng chỉ Cambridge A2 Key (KET) và B1 Preliminary (PET) tháng {month-year-35} đều đạt chứng chỉ, ' +
      'trong đó 9 bạn đạt loại Pass with Distinction.',
    daysAgo: 127,
    imageVariant: 18,
    blocks: [
      {
        subtitle: 'Kết quả chi tiết',
        description:
          '- A2 Key (KET): 18 bạn dự thi; 6 bạn đạt Pass with Distinction (tương đương B1), 8 bạn đạt Pass with Merit, 4 bạn đạt Pass\n' +
          '- B1 Preliminary (PET): 13 bạn dự thi; 3 bạn đạt Pass with Distinction (tương đương B2), 6 bạn đạt Pass with Merit, 4 bạn đạt Pass\n' +
          'Điểm cao nhất thuộc về bạn Đỗ Minh Thư (14 tuổi, lớp PET P1) với 166/170, trong đó kỹ năng Nghe và Nói đều đạt điểm tối đa.',
        imageVariant: 8,
      },
      {
        subtitle: 'Chặng đường một năm',
        description:
          'Phần lớn các bạn bắt đầu ôn luyện từ tháng {month-year-300}, với 3 buổi mỗi tuần và một bài thi thử trọn bộ mỗi tháng. ' +
          'Điểm yếu chung lúc mới bắt đầu là phần Viết, nên thầy cô duy trì "nhật ký tiếng Anh" hằng tuần và chữa bài riêng cho từng bạn. ' +
          'Đến kỳ thi thật, điểm Viết của cả nhóm tăng trung bình 14 điểm so với lần thi thử đầu tiên.',
      },
      {
        subtitle: 'Hướng đi tiếp theo',
        description:
          'Các bạn đạt KET sẽ tiếp tục lộ trình PET trong khóa tới, còn các bạn đạt PET có thể chuyển lên lớp B2 First hoặc lớp nền tảng IELTS. ' +
          'Giáo viên chủ nhiệm sẽ gửi phiếu nhận xét và đề xuất lớp cho từng gia đình trong tuần này. ' +
          'Chúc mừng các bạn, và cảm ơn ba mẹ đã luôn đồng hành!',
      },
    ],
  },

  // Monday 7/7/2025
  {
    key: 'hoc-bong-mat-troi-nho-2025-2026',
    categoryKey: 'thong-bao',
    title: 'Học bổng Mặt Trời Nhỏ {year}: 30 suất cho học viên vượt khó và học giỏi',
    summary:
      'Trung tâm dành 30 suất học bổng trị giá từ 30% đến 100% học phí cho 12 tháng học. ' +
      'Hồ sơ nhận đến hết ngày {date+39}, kết quả công bố ngày {date+49}.',
    daysAgo: 131,
    imageVariant: 19,
    blocks: [
      {
        subtitle: 'Cơ cấu học bổng',
        description:
          '- 5 suất toàn phần: miễn 100% học phí 12 tháng\n' +
          '- 10 suất bán phần: giảm 50% học phí\n' +
          '- 15 suất khuyến học: giảm 30% học phí\n' +
          'Học bổng áp dụng cho tất cả các chương trình, từ tiếng Anh mầm non, Kỹ năng sống đến luyện thi IELTS.',
        imageVariant: 8,
      },
      {
        subtitle: 'Ai có thể đăng ký?',
        description:
          'Học bổng dành cho học viên từ 5 đến 18 tuổi đang học hoặc sắp nhập học tại trung tâm, thuộc một trong hai nhóm: ' +
          'học sinh có hoàn cảnh khó khăn nhưng ham học, hoặc học sinh có thành tích nổi bật về tiếng Anh hay hoạt động cộng đồng. ' +
          'Ba mẹ nộp đơn theo mẫu, kèm một lá thư ngắn do chính con viết bằng tiếng Việt hoặc tiếng Anh, kể về ước mơ của mình.',
      },
      {
        subtitle: 'Quy trình xét duyệt',
        description:
          '- Nhận hồ sơ: từ {day} đến hết {date+39}, tại quầy lễ tân hoặc qua email của trung tâm\n' +
          '- Phỏng vấn: từ {day+42} đến {date+46}, con trò chuyện 15 phút cùng hội đồng xét duyệt do cô Lê Minh Châu chủ trì\n' +
          '- Công bố kết quả: ngày {date+49}\n' +
          'Quỹ học bổng được duy trì từ một phần doanh thu của trung tâm và sự đóng góp của nhiều phụ huynh, cựu học viên. ' +
          'Chúng tôi tin rằng không đứa trẻ nào nên dừng việc học chỉ vì hoàn cảnh.',
      },
    ],
  },

  // Tuesday 10/6/2025
  {
    key: 'thoi-gian-man-hinh-mua-he',
    categoryKey: 'goc-phu-huynh',
    title: 'Con và chiếc màn hình: làm sao để con xem vừa đủ?',
    summary:
      'Những ngày nghỉ, thời gian con dành cho điện thoại và máy tính bảng dễ tăng gấp đôi. Vài gợi ý thực tế giúp ba mẹ đặt giới hạn ' +
      'mà không biến buổi tối thành cuộc giằng co.',
    daysAgo: 158,
    imageVariant: 10,
    blocks: [
      {
        subtitle: 'Bao nhiêu là vừa?',
        description:
          'Tổ chức Y tế Thế giới khuyến nghị trẻ dưới 2 tuổi hầu như không xem màn hình, còn trẻ từ 2 đến 4 tuổi không quá 1 giờ mỗi ngày. ' +
          'Với trẻ lớn hơn, con số cụ thể không quan trọng bằng việc màn hình không lấn sang giấc ngủ, giờ vận động và bữa cơm gia đình. ' +
          'Một câu hỏi hữu ích cho ba mẹ mỗi tối: hôm nay con đã chạy nhảy, đọc sách và trò chuyện với người thân đủ chưa?',
      },
      {
        subtitle: 'Đặt luật cùng con, thay vì đặt luật cho con',
        description:
          'Trẻ dễ làm theo hơn khi được cùng tham gia đặt ra quy tắc. Cả nhà có thể thống nhất:\n' +
          '- Không dùng thiết bị trong bữa ăn và trong một giờ trước khi ngủ\n' +
          '- Sạc điện thoại, máy tính bảng ở phòng khách, không mang vào phòng ngủ\n' +
          '- Xem xong một tập phim thì dừng, thay vì xem "thêm chút nữa"\n' +
          '- Ba mẹ cũng giữ đúng những quy tắc đó\n' +
          'Hãy viết các quy tắc ra giấy và dán ở nơi cả nhà đều thấy.',
      },
      {
        subtitle: 'Màn hình cũng có thể là bạn học',
        description:
          'Không phải thời gian trước màn hình nào cũng giống nhau. Một buổi cả nhà cùng xem phim hoạt hình tiếng Anh rồi kể lại cho nhau nghe khác hẳn hàng giờ lướt video ngắn một mình. ' +
          'Ba mẹ hãy chọn nội dung phù hợp với lứa tuổi, ngồi xem cùng con và hỏi con vài câu về câu chuyện. ' +
          'Khi cần gợi ý chương trình tiếng Anh hợp với trình độ của con, ba mẹ cứ hỏi giáo viên chủ nhiệm nhé.',
        imageVariant: 11,
      },
    ],
  },

  // Monday 19/5/2025
  {
    key: 'tuan-kiem-tra-trinh-do-mien-phi-thang-6-2025',
    categoryKey: 'thong-bao',
    title: 'Tuần lễ kiểm tra trình độ tiếng Anh miễn phí từ {day+14} đến {date+20}',
    summary:
      'Trước khi các lớp khóa mới khai giảng, trung tâm mở tuần kiểm tra trình độ miễn phí cho trẻ từ 4 đến 18 tuổi theo định dạng Cambridge và IELTS, ' +
      'kèm nhận xét chi tiết và tư vấn lộ trình.',
    daysAgo: 180,
    imageVariant: 16,
    blocks: [
      {
        subtitle: 'Thông tin chung',
        description:
          '- Thời gian: từ {weekday+14} {day+14} đến {weekday+20} {date+20}, các khung giờ 8:00, 9:30, 14:00, 15:30 và 18:00\n' +
          '- Địa điểm: cơ sở Mặt Trời Nhỏ, 25 Đường số 7, Phường An Khánh\n' +
          '- Thời lượng: từ 30 đến 60 phút tùy độ tuổi\n' +
          '- Chi phí: miễn phí',
      },
      {
        subtitle: 'Bài kiểm tra gồm những gì?',
        description:
          'Các bé từ 4 đến 6 tuổi làm quen với giáo viên qua trò chơi, tranh ảnh và bài hát, không cần viết. ' +
          'Học sinh tiểu học và THCS làm bài theo định dạng Cambridge rút gọn, gồm Nghe, Đọc - Viết và Nói. ' +
          'Học sinh THPT làm bài theo định dạng IELTS, phần Nói được thực hiện cùng giáo viên bản ngữ.',
      },
      {
        subtitle: 'Sau bài kiểm tra',
        description:
          'Mỗi học viên nhận phiếu kết quả ghi trình độ theo Khung tham chiếu chung châu Âu (CEFR), nhận xét điểm mạnh, điểm cần cải thiện và gợi ý lớp phù hợp. ' +
          'Các lớp khóa mới khai giảng từ {weekday+28} {date+28}. ' +
          'Ba mẹ đăng ký lịch kiểm tra qua website hoặc hotline; mỗi khung giờ nhận tối đa 8 bạn để giáo viên có đủ thời gian với từng con.',
      },
    ],
  },

  // Tuesday 22/4/2025
  {
    key: 'science-day-2025',
    categoryKey: 'ngoai-khoa',
    title: 'Science Day {year-3}: núi lửa phun trào, tên lửa nước và những nhà khoa học nhí',
    summary:
      'Sáng {weekday-3} {day-3}, hơn 140 học viên tiểu học đã biến trung tâm thành một phòng thí nghiệm lớn với 8 trạm thí nghiệm vui, ' +
      'tất cả đều được thuyết minh bằng tiếng Anh.',
    daysAgo: 207,
    imageVariant: 11,
    blocks: [
      {
        subtitle: 'Học khoa học bằng tiếng Anh',
        description:
          'Science Day là hoạt động thường niên theo phương pháp học tích hợp nội dung và ngôn ngữ (CLIL): các con học khoa học và học tiếng Anh cùng một lúc. ' +
          'Năm nay, ngày hội được tổ chức tại phòng STEM mới và sân trung tâm. ' +
          'Trước đó, mỗi lớp Movers và Flyers nhận phụ trách một thí nghiệm, tự tìm hiểu nguyên lý và tập thuyết minh cùng cô Emily Carter và thầy Daniel Brooks.',
      },
      {
        subtitle: '8 trạm thí nghiệm',
        description:
          '- Volcano: núi lửa phun trào từ baking soda và giấm\n' +
          '- Water rocket: tên lửa nước làm từ chai nhựa\n' +
          '- Rainbow in a jar: cầu vồng trong lọ nhờ các chất lỏng nặng nhẹ khác nhau\n' +
          '- Walking water: nước tự "đi bộ" qua khăn giấy\n' +
          '- Bốn trạm về nam châm, ánh sáng, âm thanh và gieo hạt\n' +
          'Ở mỗi trạm, khách tham quan nghe các "nhà khoa học" giới thiệu rồi trả lời một câu hỏi để nhận dấu vào hộ chiếu khoa học.',
        imageVariant: 10,
      },
      {
        subtitle: 'Câu hỏi "tại sao" là câu hỏi hay nhất',
        description:
          'Điều đáng quý nhất trong ngày hội không phải những thí nghiệm thành công, mà là những câu hỏi các con đặt ra khi thí nghiệm chưa thành công. ' +
          'Tên lửa nước của lớp Flyers F1 phải phóng đến lần thứ năm mới bay cao, và cả lớp đã tự tìm ra nguyên nhân là nắp chai chưa kín. ' +
          'Như thầy Daniel vẫn nói, lớp học tốt nhất là nơi học trò không ngại hỏi "tại sao".',
      },
    ],
  },

  // Tuesday 15/4/2025
  {
    key: 'lich-nghi-le-30-4-1-5-2025',
    categoryKey: 'thong-bao',
    title: 'Thông báo nghỉ học từ {day+17} đến {date+19} để giáo viên tập huấn',
    summary:
      'Toàn bộ giáo viên của trung tâm tham gia khóa tập huấn phương pháp dạy tiếng Anh cho trẻ em, nên các lớp nghỉ từ {weekday+17} {day+17} ' +
      'đến hết {weekday+19} {date+19} và học lại từ {weekday+20} {day+20}.',
    daysAgo: 214,
    imageVariant: 1,
    blocks: [
      {
        subtitle: 'Lịch nghỉ',
        description:
          '- Thời gian nghỉ: từ {weekday+17} {day+17} đến hết {weekday+19} {date+19}\n' +
          '- Học lại: {weekday+20} {date+20}, theo thời khóa biểu thông thường\n' +
          '- Bộ phận tư vấn vẫn trực hotline từ 8:00 đến 17:00 các ngày {day+17} và {day+18}',
      },
      {
        subtitle: 'Học bù',
        description:
          'Các buổi học rơi vào thời gian nghỉ sẽ được học bù đầy đủ, không phát sinh học phí. ' +
          'Lịch học bù của từng lớp sẽ được giáo viên chủ nhiệm thông báo qua nhóm Zalo lớp trước ngày {day+10}. ' +
          'Riêng các lớp đang ôn thi Cambridge đợt tháng {month-year+50}, trung tâm bố trí thêm một buổi ôn tập vào sáng {weekday+11} {day+11}.',
      },
      {
        subtitle: 'Ba ngày thầy cô đi học',
        description:
          'Trong ba ngày tập huấn, thầy cô cùng học những cách mới để các con được nói tiếng Anh nhiều hơn trong mỗi buổi học, từ trò chơi đóng vai đến dự án nhóm. ' +
          'Các lớp cũng nhận một nhiệm vụ nhẹ nhàng: cùng ba mẹ tìm hiểu một câu chuyện về Thành phố Hồ Chí Minh và kể lại bằng tiếng Anh trong buổi học đầu tiên sau kỳ nghỉ. ' +
          'Chúc các gia đình có những ngày nghỉ vui vẻ và an toàn.',
      },
    ],
  },

  // Tuesday 1/4/2025
  {
    key: 'chon-cap-do-cambridge-cho-con',
    categoryKey: 'goc-phu-huynh',
    title: 'Starters, Movers hay Flyers: chọn cấp độ Cambridge nào cho con?',
    summary:
      'Mỗi mùa đăng ký thi Cambridge, nhiều ba mẹ băn khoăn nên cho con thi cấp độ nào. ' +
      'Bài viết tóm tắt lộ trình từ Starters đến PET và cách chọn cấp độ vừa sức với con.',
    daysAgo: 228,
    imageVariant: 16,
    blocks: [
      {
        subtitle: 'Lộ trình Cambridge cho trẻ em và thiếu niên',
        description:
          '- Pre A1 Starters: thường phù hợp với trẻ 6-8 tuổi đã học tiếng Anh khoảng một đến hai năm\n' +
          '- A1 Movers: thường phù hợp với trẻ 8-10 tuổi\n' +
          '- A2 Flyers: thường phù hợp với trẻ 9-12 tuổi\n' +
          '- A2 Key (KET) và B1 Preliminary (PET): dành cho học sinh THCS, từ khoảng 11 tuổi\n' +
          'Độ tuổi chỉ là gợi ý; điều quyết định là trình độ thực tế của con.',
        imageVariant: 8,
      },
      {
        subtitle: 'Thi vừa sức hay thi vượt cấp?',
        description:
          'Các kỳ thi Starters, Movers và Flyers không có đậu hay rớt: thí sinh nào cũng nhận chứng chỉ ghi số khiên ở từng kỹ năng. ' +
          'Vì vậy, mục tiêu nên là giúp con đạt nhiều khiên ở cấp độ vừa sức, thay vì cố thi vượt cấp rồi chỉ được vài khiên và mất tự tin. ' +
          'Một dấu hiệu tốt: khi con làm đề thi thử đạt khoảng 12-13 khiên trở lên, con đã sẵn sàng cho kỳ thi thật.',
      },
      {
        subtitle: 'Nhờ giáo viên và bài kiểm tra đánh giá',
        description:
          'Giáo viên chủ nhiệm là người hiểu rõ nhất con đang ở đâu, nên ba mẹ đừng ngại hỏi trực tiếp. ' +
          'Với các con chưa học tại trung tâm, ba mẹ có thể đăng ký một buổi kiểm tra trình độ miễn phí theo định dạng Cambridge. ' +
          'Đợt thi Cambridge tháng {month-year+65} của trung tâm (Starters, Movers, Flyers, KET và PET) nhận đăng ký đến hết ngày {date+24}.',
      },
    ],
  },

  // Monday 24/3/2025
  {
    key: 'olympic-tieng-anh-thieu-nhi-2025',
    categoryKey: 'thanh-tich',
    title: 'Cả 8 thành viên đội tuyển đều đoạt giải tại Olympic Tiếng Anh Thiếu nhi mở rộng {year}',
    summary:
      'Cuộc thi có hơn 1.200 thí sinh từ 6 đến 15 tuổi tham dự. Đội tuyển 8 bạn của Mặt Trời Nhỏ mang về 1 giải Nhất, ' +
      '2 giải Nhì, 3 giải Ba và 2 giải Khuyến khích.',
    daysAgo: 236,
    imageVariant: 11,
    blocks: [
      {
        subtitle: 'Danh sách đoạt giải',
        description:
          '- Giải Nhất bảng THCS: Võ Quỳnh Như (lớp PET P1)\n' +
          '- Giải Nhì: Trần Gia Bảo (lớp Flyers F1) và Hồ Đăng Khoa (lớp KET K2)\n' +
          '- Giải Ba: Nguyễn Phúc Thịnh, Lý Thảo Vy và Mai Anh Thư\n' +
          '- Giải Khuyến khích: Phan Minh Đức và Châu Ngọc Hân',
        imageVariant: 2,
      },
      {
        subtitle: 'Vòng chung kết nhiều thử thách',
        description:
          'Sau vòng loại trực tuyến, thí sinh vào chung kết làm bài thi viết gồm nghe, đọc hiểu và ngữ pháp, rồi thi nói trực tiếp trước ban giám khảo có giáo viên bản ngữ. ' +
          'Ở phần thi nói, Quỳnh Như chọn kể về lớp học đầu tiên của cô Minh Châu với tám học trò nhỏ năm 2011, câu chuyện em được nghe trong buổi sinh hoạt truyền thống của trung tâm. ' +
          'Ban giám khảo nhận xét bài nói của em tự nhiên, giàu cảm xúc và có cấu trúc rất rõ ràng.',
      },
      {
        subtitle: 'Những buổi tối ở lại lớp',
        description:
          'Đội tuyển ôn luyện trong 10 tuần, mỗi tuần 2 buổi tối ngoài giờ học chính, dưới sự hướng dẫn của cô Nguyễn Thu Hà và cô Võ Ngọc Trâm. ' +
          'Có những hôm các bạn ở lại đến 20:30 để luyện nói, và ba mẹ vẫn kiên nhẫn chờ đón con. ' +
          'Chúc mừng các bạn, và cảm ơn các gia đình đã cùng đội tuyển đi hết chặng đường!',
      },
    ],
  },

  // Monday 3/3/2025
  {
    key: 'thu-vien-phong-stem-ngoi-nha-an-toan',
    categoryKey: 'thong-bao',
    title: 'Chào đón thư viện mới, phòng STEM và "ngôi nhà an toàn" tại trung tâm',
    summary:
      'Sau hai tuần sửa sang, trung tâm đưa vào sử dụng thư viện mở rộng với hơn 1.500 đầu sách, phòng STEM ' +
      'và phòng mô phỏng "ngôi nhà an toàn" cho lớp Kỹ năng sống.',
    daysAgo: 257,
    imageVariant: 3,
    blocks: [
      {
        subtitle: 'Thư viện mở rộng',
        description:
          'Thư viện tầng 3 được mở rộng gấp đôi, với hơn 1.500 đầu sách tiếng Anh và tiếng Việt xếp theo cấp độ đọc, từ sách tranh cho bé mầm non đến tiểu thuyết cho tuổi mới lớn. ' +
          'Mỗi học viên được mượn tối đa 2 cuốn trong 2 tuần. ' +
          'Góc đọc trải thảm, có gối lớn và mở cửa từ 8:00 đến 20:00 mỗi ngày.',
        imageVariant: 11,
      },
      {
        subtitle: 'Phòng STEM',
        description:
          'Phòng STEM mới có bàn thí nghiệm an toàn cho trẻ em, bộ lắp ghép robot và kính hiển vi, phục vụ các giờ học khoa học bằng tiếng Anh của các lớp tiểu học. ' +
          'Đây cũng là nơi các con chuẩn bị cho ngày hội Science Day vào tháng {month+47} tới.',
      },
      {
        subtitle: '"Ngôi nhà an toàn" cho lớp Kỹ năng sống',
        description:
          'Căn phòng mô phỏng một ngôi nhà thu nhỏ với phòng khách, gian bếp và cửa thoát hiểm, giúp các con thực hành những tình huống rất thật:\n' +
          '- Nhận biết nguy hiểm từ bếp gas, ổ điện, ấm nước nóng\n' +
          '- Tập gọi 113, 114, 115 qua điện thoại mô phỏng\n' +
          '- Xử lý khi người lạ gõ cửa lúc con ở nhà một mình\n' +
          '- Thoát hiểm khi có khói\n' +
          'Mời ba mẹ ghé tham quan vào bất kỳ ngày nào trong tuần, thầy cô luôn sẵn lòng giới thiệu.',
        imageVariant: 7,
      },
    ],
  },

  // Tuesday 25/2/2025
  {
    key: 'ngay-hoi-an-toan-giao-thong-2025',
    categoryKey: 'ngoai-khoa',
    title: 'Đi đường an toàn: ngày hội giao thông cho các bạn nhỏ 5-10 tuổi',
    summary:
      'Sáng {weekday-3} {day-3}, sân trung tâm được biến thành một khu phố thu nhỏ với đèn tín hiệu, vạch kẻ đường và biển báo ' +
      'để 110 học viên thực hành đi đường an toàn.',
    daysAgo: 263,
    imageVariant: 7,
    blocks: [
      {
        subtitle: 'Một khu phố thu nhỏ',
        description:
          'Thầy cô đã kẻ vạch, dựng đèn tín hiệu bằng bìa cứng và gần 20 biển báo quen thuộc ngay trên sân trung tâm. ' +
          'Các con lần lượt vào vai người đi bộ, người đi xe đạp và cả chú cảnh sát giao thông để hiểu vì sao ai cũng cần tuân thủ luật. ' +
          'Mỗi biển báo còn kèm tên tiếng Anh như "Stop", "No entry" hay "Pedestrian crossing" để các con vừa chơi vừa học.',
        imageVariant: 9,
      },
      {
        subtitle: 'Những điều các con được dặn dò',
        description:
          '- Luôn đội mũ bảo hiểm khi ngồi sau xe máy và cài quai vừa khít, còn lọt hai ngón tay dưới cằm\n' +
          '- Chỉ qua đường ở nơi có vạch kẻ, nhìn trái, nhìn phải rồi nhìn trái thêm lần nữa\n' +
          '- Không đứng, không chơi ở chỗ tài xế xe tải, xe buýt khó nhìn thấy\n' +
          '- Xuống ô tô về phía vỉa hè và quan sát trước khi mở cửa\n' +
          '- Nắm tay người lớn khi đi qua những đoạn đường đông xe',
      },
      {
        subtitle: 'Cùng con đi đường mỗi ngày',
        description:
          'Kỹ năng an toàn giao thông chỉ thật sự thành thói quen khi con thấy người lớn làm gương mỗi ngày. ' +
          'Ba mẹ hãy cùng con đội mũ bảo hiểm đúng cách, dừng xe đúng vạch và trò chuyện với con về những gì gặp trên đường. ' +
          'Trung tâm cũng đã sắp xếp lại khu đưa đón trước cổng để xe máy dừng thành hàng, giúp các con lên xuống an toàn hơn vào giờ cao điểm.',
      },
    ],
  },

  // Monday 20/1/2025
  {
    key: 'tat-nien-hoi-cho-tet-at-ty-2025',
    categoryKey: 'su-kien',
    title: 'Hội chợ "Tiểu thương nhí": các con bán hàng bằng tiếng Anh, gây quỹ học bổng',
    summary:
      'Chiều {weekday-2} {day-2}, học viên, phụ huynh và thầy cô đã cùng dự hội chợ do chính các con làm sản phẩm và bán hàng bằng tiếng Anh, ' +
      'xen giữa là văn nghệ và lễ trao thưởng cuối khóa.',
    daysAgo: 299,
    imageVariant: 19,
    blocks: [
      {
        subtitle: 'Gian hàng của những tiểu thương nhí',
        description:
          'Mỗi lớp nhận một gian hàng và tự làm sản phẩm để bán: thiệp vẽ tay, bookmark ép lá, mứt dừa, móc khóa đất sét hình thú nhỏ. ' +
          'Khách được chào mời bằng tiếng Anh, còn các con thì tập tính tiền, thối tiền và cảm ơn khách rất ra dáng. ' +
          'Toàn bộ số tiền thu được, 18.650.000 đồng, đã được chuyển vào quỹ Học bổng Mặt Trời Nhỏ.',
        imageVariant: 10,
      },
      {
        subtitle: 'Những tiết mục trên sân khấu',
        description:
          'Sân khấu hội chợ có tiết mục múa "Cả nhà thương nhau" của các bé mầm non, hợp xướng "Count On Me" của các lớp Movers và màn nhảy hiện đại của các anh chị lớp IELTS. ' +
          'Cô Lê Minh Châu gửi lời cảm ơn đến các gia đình đã tin tưởng đồng hành cùng trung tâm, ' +
          'đồng thời trao thưởng cho 46 học viên có tiến bộ vượt bậc trong khóa học vừa qua.',
      },
      {
        subtitle: 'Món quà nhỏ mang về',
        description:
          'Kết thúc hội chợ, mỗi bạn nhỏ nhận từ thầy cô một phong thư, bên trong là tấm thiệp với lời nhắn riêng viết bằng tiếng Anh và một món quà nhỏ. ' +
          'Trung tâm xin nhắc lại lịch nghỉ giữa hai khóa học từ {weekday+5} {day+5} đến hết {weekday+13} {date+13}; các lớp học lại từ {weekday+14} {date+14}. ' +
          'Chúc các gia đình những ngày nghỉ thật vui!',
      },
    ],
  },

  // Monday 6/1/2025
  {
    key: 'lich-nghi-tet-at-ty-2025',
    categoryKey: 'thong-bao',
    title: 'Thông báo lịch nghỉ giữa hai khóa học từ {day+19} đến {date+27}',
    summary:
      'Trung tâm nghỉ giữa hai khóa học từ {weekday+19} {day+19} đến hết {weekday+27} {date+27}. ' +
      'Các lớp học lại bình thường từ {weekday+28} {date+28}.',
    daysAgo: 313,
    imageVariant: 9,
    blocks: [
      {
        subtitle: 'Lịch nghỉ và học lại',
        description:
          '- Hội chợ "Tiểu thương nhí": chiều {weekday+12} {date+12} tại trung tâm\n' +
          '- Buổi học cuối cùng trước kỳ nghỉ: {weekday+18} {date+18}\n' +
          '- Nghỉ giữa hai khóa học: từ {weekday+19} {day+19} đến hết {weekday+27} {date+27}\n' +
          '- Học lại: {weekday+28} {date+28}',
      },
      {
        subtitle: 'Học phí khóa sau',
        description:
          'Tuần nghỉ đã được tính trong kế hoạch khóa học nên không làm giảm số buổi học của các con. ' +
          'Học phí khóa sau được thu đến hết ngày {date+40}; gia đình hoàn tất học phí trước ngày {day+18} được giảm 3%. ' +
          'Mọi thắc mắc, ba mẹ vui lòng liên hệ quầy lễ tân hoặc giáo viên chủ nhiệm.',
      },
      {
        subtitle: 'Nhiệm vụ nhẹ nhàng cho tuần nghỉ',
        description:
          'Thay cho bài tập chép từ, các con nhận một "nhiệm vụ" vừa sức: giới thiệu bữa cơm của gia đình bằng tiếng Anh, ' +
          'phụ ba mẹ nấu một món hoặc dọn dẹp góc học tập, rồi chụp một tấm ảnh và viết vài câu kể lại. ' +
          'Những tấm ảnh đẹp nhất sẽ được trưng bày ở sảnh trung tâm sau kỳ nghỉ. Chúc các con một tuần nghỉ thật vui bên gia đình!',
      },
    ],
  },

  // Monday 23/12/2024
  {
    key: 'giang-sinh-2024',
    categoryKey: 'su-kien',
    title: 'Liên hoan văn nghệ: cây ước mơ tái chế, những bài hát tiếng Anh và quà sách cho từng con',
    summary:
      'Chiều {weekday-2} {day-2}, trung tâm rộn ràng không khí liên hoan văn nghệ với cây ước mơ làm từ vật liệu tái chế, ' +
      'các tiết mục hát tiếng Anh và "người đưa thư bí mật" đến tặng sách từng lớp.',
    daysAgo: 327,
    imageVariant: 10,
    blocks: [
      {
        subtitle: 'Cây ước mơ từ những thứ tưởng bỏ đi',
        description:
          'Cây ước mơ cao gần 3 mét ở sảnh được các con làm hoàn toàn từ vật liệu tái chế: hơn 600 vỏ chai nhựa sơn xanh, nắp chai làm hoa và giấy báo cũ gấp thành ngôi sao. ' +
          'Mỗi lớp còn treo lên cây một tấm thiệp ghi điều ước của cả lớp bằng tiếng Anh.',
        imageVariant: 4,
      },
      {
        subtitle: 'Những bài hát tiếng Anh',
        description:
          'Các lớp lần lượt biểu diễn những bài hát quen thuộc như "You Are My Sunshine", "What a Wonderful World" và "If You\'re Happy and You Know It". ' +
          'Ba bạn vừa đoạt giải cuộc thi Kể chuyện bằng tiếng Anh cũng kể lại câu chuyện của mình trước toàn trung tâm. ' +
          'Cô Emily Carter thì kể cho các con nghe về ngôi trường tiểu học của cô ở Úc, nơi giờ ra chơi diễn ra dưới những tán bạch đàn.',
      },
      {
        subtitle: 'Người đưa thư bí mật',
        description:
          'Cao điểm của buổi chiều là lúc "người đưa thư bí mật", do thầy Daniel Brooks hóa thân, xuất hiện cùng túi thư lớn. ' +
          'Thầy đến từng lớp, gọi tên từng bạn và trò chuyện vài câu bằng tiếng Anh trước khi trao quà. ' +
          'Quà lần này là những cuốn sách tranh tiếng Anh được chọn theo trình độ của từng con, để niềm vui của buổi liên hoan tiếp tục trong những giờ đọc sách ở nhà.',
      },
    ],
  },

  // Monday 2/12/2024
  {
    key: 'cuoc-thi-ke-chuyen-tieng-anh-2024',
    categoryKey: 'thanh-tich',
    title: 'Ba học viên nhí đoạt giải cuộc thi Kể chuyện bằng tiếng Anh dành cho thiếu nhi {year}',
    summary:
      'Tại vòng chung kết ngày {day-2}, ba học viên tiểu học của Mặt Trời Nhỏ đã mang về 1 giải Nhì, 1 giải Ba ' +
      'và giải Phong cách biểu diễn ấn tượng.',
    daysAgo: 348,
    imageVariant: 4,
    blocks: [
      {
        subtitle: 'Những câu chuyện kể bằng cả trái tim',
        description:
          'Cuộc thi năm nay có chủ đề "My Family, My Hero", với 36 thí sinh từ 7 đến 11 tuổi vào vòng chung kết. ' +
          'Mỗi thí sinh có 3 phút để kể một câu chuyện tự chọn và trả lời câu hỏi của ban giám khảo. ' +
          'Bé Lý Thảo Vy (9 tuổi, lớp Movers M3) kể về người bà bán xôi mỗi sáng đã dạy em những từ tiếng Anh đầu tiên, khiến nhiều khán giả rưng rưng.',
        imageVariant: 2,
      },
      {
        subtitle: 'Kết quả',
        description:
          '- Giải Nhì: Lý Thảo Vy (lớp Movers M3)\n' +
          '- Giải Ba: Nguyễn Phúc Thịnh (lớp Flyers F2)\n' +
          '- Giải Phong cách biểu diễn ấn tượng: Mai Anh Thư (lớp Starters S2)\n' +
          'Cả ba bạn được cô Phạm Thanh Tâm và thầy James Wilson hướng dẫn luyện phát âm, ngữ điệu và cách dùng cử chỉ trong gần hai tháng.',
      },
      {
        subtitle: 'Tự tin là món quà lớn nhất',
        description:
          'Với thầy cô, giải thưởng chỉ là niềm vui thêm. Điều quý nhất là các con đã dám đứng trên một sân khấu lớn, nói tiếng Anh trước hàng trăm khán giả và kể về những người mình yêu thương. ' +
          'Ba bạn sẽ kể lại câu chuyện của mình trong buổi liên hoan văn nghệ của trung tâm chiều {day+19}.',
      },
    ],
  },

  // Tuesday 12/11/2024
  {
    key: 'trai-nghiem-nong-trai-cu-chi-2024',
    categoryKey: 'ngoai-khoa',
    title: 'Một ngày làm nông dân nhí tại nông trại giáo dục Củ Chi',
    summary:
      '{Weekday-3} {day-3}, 58 học viên lớp Kỹ năng sống và các lớp Starters, Movers đã có một ngày ở nông trại: ' +
      'cho bê ăn, nhổ rau, bắt cá và tập làm bánh tráng.',
    daysAgo: 368,
    imageVariant: 17,
    blocks: [
      {
        subtitle: 'Lên xe, đi thôi!',
        description:
          'Đoàn xuất phát lúc 7:00 trên hai xe của trung tâm, mỗi xe có 3 giáo viên và 1 nhân viên y tế đi cùng. ' +
          'Suốt đường đi, các con chơi trò "I spy" bằng tiếng Anh, thi nhau tìm con trâu, cánh đồng, hàng dừa bên đường. ' +
          'Hơn một giờ sau, cả đoàn đến nơi trong tiếng reo hò háo hức.',
        imageVariant: 9,
      },
      {
        subtitle: 'Lịch trình trong ngày',
        description:
          '- 8:30: tham quan chuồng trại, cho bê và dê ăn cỏ\n' +
          '- 9:30: nhổ cải, tưới cây ở vườn rau sạch\n' +
          '- 10:30: tát mương bắt cá và chơi trò chơi dân gian\n' +
          '- 11:30: ăn trưa với các món từ nông trại\n' +
          '- 13:30: làm bánh tráng, mỗi bạn mang về một chiếc của riêng mình\n' +
          '- 15:00: lên xe về trung tâm',
      },
      {
        subtitle: 'Lấm lem nhưng hạnh phúc',
        description:
          'Nhiều bạn lần đầu được chạm tay vào đất, lần đầu thấy chú bê bú sữa, hay biết rằng bó rau trên bàn ăn cần cả tháng mới lớn được. ' +
          'Đến giờ về, quần áo ai cũng lấm lem nhưng gương mặt nào cũng rạng rỡ. ' +
          'Sau chuyến đi, mỗi lớp sẽ làm một cuốn sổ tay song ngữ về những con vật và loại rau đã gặp, trưng bày tại lớp vào cuối tháng.',
      },
    ],
  },

  // Thursday 24/10/2024
  {
    key: 'giup-con-hoc-tieng-anh-tai-nha',
    categoryKey: 'goc-phu-huynh',
    title: 'Ba mẹ không giỏi tiếng Anh vẫn có thể giúp con học tốt ở nhà',
    summary:
      'Con học tiếng Anh ở trung tâm vài buổi mỗi tuần, nhưng chính môi trường ở nhà mới giúp con nhớ lâu. ' +
      'Năm gợi ý đơn giản để ba mẹ đồng hành, kể cả khi chưa nói được tiếng Anh.',
    daysAgo: 387,
    imageVariant: 3,
    blocks: [
      {
        subtitle: 'Điều quan trọng không phải là ba mẹ nói giỏi',
        description:
          'Nhiều phụ huynh ngại đồng hành vì nghĩ mình phát âm chưa chuẩn. ' +
          'Thật ra, điều con cần nhất ở ba mẹ là sự quan tâm và một thói quen đều đặn, còn phần kiến thức đã có thầy cô lo. ' +
          'Khi ba mẹ vui vẻ hỏi "Hôm nay con học được từ gì mới?", con sẽ hiểu rằng tiếng Anh là chuyện đáng để kể, chứ không chỉ là bài tập về nhà.',
      },
      {
        subtitle: '5 việc nhỏ ba mẹ có thể làm mỗi ngày',
        description:
          '- Dành 15 phút mỗi tối để con đọc sách hoặc nghe truyện tiếng Anh\n' +
          '- Dán giấy ghi tên tiếng Anh lên đồ vật trong nhà: door, fridge, window\n' +
          '- Bật nhạc thiếu nhi hoặc phim hoạt hình tiếng Anh khi cả nhà cùng xem\n' +
          '- Nhờ con làm "thầy giáo, cô giáo" dạy lại ba mẹ một từ mới\n' +
          '- Khen nỗ lực của con thay vì chỉ khen điểm số',
        imageVariant: 14,
      },
      {
        subtitle: 'Giữ liên lạc với giáo viên',
        description:
          'Sau mỗi buổi học, giáo viên chủ nhiệm gửi tóm tắt nội dung bài và gợi ý hoạt động ở nhà qua nhóm Zalo lớp. ' +
          'Ba mẹ chỉ cần dành vài phút đọc và chọn một hoạt động hợp với thời gian của gia đình. ' +
          'Nếu con có dấu hiệu chán học hay áp lực, hãy nhắn cho thầy cô để cùng tìm cách giúp con lấy lại hứng thú.',
      },
    ],
  },
];
