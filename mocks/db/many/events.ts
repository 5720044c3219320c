// Stories of the 'Sự kiện' category: the centre's festivals and open days.
import { addDays, vietnameseDay, weekdayOf } from '../days';
import { lunarNewYear, midAutumn } from './calendar';
import { list, sentence, type Story, type YearlyStory } from './story';

const midAutumnNight: YearlyStory = {
  category: 'su-kien',
  pictures: [5],
  window: (year) => (midAutumn[year] ? { from: addDays(midAutumn[year], 1), to: addDays(midAutumn[year], 3) } : undefined),
  write: (c) => {
    const festival = Object.values(midAutumn).findLast((day) => day <= c.today)!;
    const lanterns = c.int(60, 140);
    return {
      title: c.pick([
        `Đêm hội trăng rằm ${c.year}: rước đèn, phá cỗ cùng ${c.int(150, 260)} bạn nhỏ`,
        `Trung thu ${c.year} ở Mặt Trời Nhỏ: ${lanterns} chiếc lồng đèn do chính các con làm`,
      ]),
      summary:
        `Tối ${weekdayOf(festival)} ${vietnameseDay(festival)}, sân trung tâm rực rỡ ánh đèn: các con rước đèn, xem múa lân, ` +
        'nghe kể sự tích chú Cuội bằng tiếng Anh và cùng nhau phá cỗ.',
      sections: [
        {
          subtitle: 'Những chiếc lồng đèn của riêng con',
          description:
            'Cả tuần trước đêm hội, giờ thủ công của các lớp dành để làm lồng đèn từ giấy màu, que tre và vỏ chai nhựa. ' +
            `Mỗi chiếc đèn mang một cái tên tiếng Anh do các con tự đặt, như "Little Star" hay "Moon Rabbit"; ${lanterns} chiếc được treo quanh sân làm lối vào đêm hội.`,
          picture: 10,
        },
        {
          subtitle: 'Chương trình đêm hội',
          description: list([
            '18:00: đón các gia đình, chụp ảnh cùng chị Hằng',
            `18:30: múa lân và tiết mục văn nghệ của lớp ${c.pick(['Starters S1', 'Movers M2', 'Mầm non Sun 2'])}`,
            '19:15: kể chuyện "The Moon Lady" và đố vui có thưởng',
            '19:45: rước đèn quanh sân và phá cỗ',
          ]),
        },
        {
          subtitle: 'Lời cảm ơn',
          description:
            `Cảm ơn ${c.int(20, 45)} phụ huynh đã góp bánh trái, cùng các con làm đèn và ở lại dọn dẹp sau đêm hội. ` +
            'Hẹn gặp lại các gia đình ở mùa trăng năm sau!',
        },
      ],
    };
  },
};

const halloween: YearlyStory = {
  category: 'su-kien',
  pictures: [13],
  window: (year) => ({ from: `${year}-11-01`, to: `${year}-11-04` }),
  write: (c) => {
    const winner = c.child();
    return {
      title: c.pick([
        `Halloween ${c.year}: một buổi chiều "trick or treat" rộn rã tiếng cười`,
        `Lâu đài bí ngô mở cửa: Halloween ${c.year} của các bạn nhỏ Mặt Trời Nhỏ`,
      ]),
      summary:
        `Chiều 31/10/${c.year}, ${c.int(120, 220)} học viên hóa trang thành phù thủy, bí ngô và siêu anh hùng, ` +
        'đi "trick or treat" quanh các lớp học và thi kể chuyện ma vui bằng tiếng Anh.',
      sections: [
        {
          subtitle: 'Trung tâm hóa thành lâu đài bí ngô',
          description:
            'Từ đầu tuần, các lớp cùng nhau khoét bí ngô, cắt dơi giấy và giăng mạng nhện bằng len. ' +
            'Mỗi phòng học là một "trạm" với một thử thách nhỏ: đọc câu thần chú, đoán tên con vật trong hộp bí mật, hát một câu "Five Little Pumpkins".',
          picture: 10,
        },
        {
          subtitle: 'Cuộc thi hóa trang',
          description:
            `Giải "Trang phục sáng tạo nhất" thuộc về ${winner} với bộ trang phục người nhện làm từ túi ni lông tái chế. ` +
            'Ban giám khảo là các thầy cô bản ngữ; mỗi thí sinh giới thiệu nhân vật của mình bằng ba câu tiếng Anh.',
        },
        {
          subtitle: 'Vui mà vẫn an toàn',
          description:
            'Kẹo được phát theo từng phần nhỏ và không có loại chứa hạt, để các bạn dị ứng cũng tham gia trọn vẹn. ' +
            'Đèn trong các phòng được giữ đủ sáng và lối đi được dọn trống, để những bạn nhỏ nhất không bị hoảng sợ.',
        },
      ],
    };
  },
};

const christmas: YearlyStory = {
  category: 'su-kien',
  pictures: [10, 7],
  window: (year) => ({ from: `${year}-12-22`, to: `${year}-12-27` }),
  write: (c) => {
    const cards = c.int(80, 200);
    return {
      title: c.pick([
        `Giáng sinh ${c.year}: ông già Noel ghé thăm và ${cards} tấm thiệp viết tay bằng tiếng Anh`,
        `Tiệc Giáng sinh ${c.year}: các con hát "Jingle Bells" và trao quà cho nhau`,
      ]),
      summary:
        `Buổi tiệc Giáng sinh ${c.year} khép lại học kỳ một với các tiết mục văn nghệ của từng lớp, ` +
        'trò chơi đổi quà bí mật và những tấm thiệp các con tự tay viết gửi thầy cô và ba mẹ.',
      sections: [
        {
          subtitle: 'Thiệp viết tay gửi người thân',
          description:
            `Trong giờ viết của tuần cuối học kỳ, các con học cách viết một lời chúc ngắn bằng tiếng Anh. ${cards} tấm thiệp đã được gửi đi, ` +
            'có tấm chỉ một dòng "Merry Christmas, Mom!", có tấm dài cả trang kể về một năm học của con.',
        },
        {
          subtitle: 'Đổi quà bí mật',
          description:
            'Mỗi bạn mang một món quà nhỏ không quá 50.000 đồng, gói kín và viết một câu đố tiếng Anh về món quà bên ngoài. ' +
            'Bạn nhận phải đoán đúng câu đố mới được mở quà, nên cả lớp cùng nhau suy nghĩ và reo hò.',
          picture: 7,
        },
        {
          subtitle: 'Lịch học sau Giáng sinh',
          description: `Các lớp học bình thường từ ngày ${c.dayAt(3)}. ${sentence(c.teacher())} sẽ gửi phiếu nhận xét học kỳ một qua nhóm Zalo của từng lớp trong tuần này.`,
        },
      ],
    };
  },
};

const tetFair: YearlyStory = {
  category: 'su-kien',
  pictures: [6],
  window: (year) => (lunarNewYear[year] ? { from: addDays(lunarNewYear[year], -12), to: addDays(lunarNewYear[year], -7) } : undefined),
  write: (c) => {
    const raised = c.int(8, 25);
    const tetYear = Object.values(lunarNewYear).find((day) => day > c.today)!.slice(0, 4);
    return {
      title: c.pick([
        `Hội chợ Tết ${tetYear}: gian hàng nhí gây quỹ ${raised} triệu đồng tặng bạn nhỏ vùng cao`,
        `Xuân về trên sân trường: hội chợ Tết và bánh chưng do các con tự gói`,
      ]),
      summary:
        'Các lớp mở gian hàng bán đồ thủ công, bánh mứt và thiệp Tết, tự mời khách và tính tiền bằng tiếng Anh; ' +
        `toàn bộ ${raised} triệu đồng gây quỹ được dùng mua áo ấm và sách cho học sinh vùng cao.`,
      sections: [
        {
          subtitle: 'Những người bán hàng nhỏ tuổi',
          description:
            'Mỗi lớp tự chọn mặt hàng, làm bảng giá và tập mời khách: "Would you like a lucky envelope? It is only ten thousand dong!". ' +
            'Các bạn lớp lớn phụ trách thu ngân và ghi sổ, các bạn nhỏ lo trang trí gian hàng.',
        },
        {
          subtitle: 'Gói bánh chưng cùng ông bà',
          description:
            `${c.int(10, 20)} ông bà và ba mẹ đã đến hướng dẫn các con gói bánh chưng bằng khuôn. ` +
            'Trong lúc chờ bánh chín, cô giáo kể về phong tục ngày Tết bằng hai thứ tiếng để các con giới thiệu lại với thầy cô bản ngữ.',
          picture: 10,
        },
        {
          subtitle: 'Lịch nghỉ Tết',
          description: `Trung tâm nghỉ Tết Nguyên đán theo thông báo đã gửi; chúc các gia đình một năm mới ${tetYear} an khang, các con chăm ngoan và học giỏi.`,
        },
      ],
    };
  },
};

const childrensDay: YearlyStory = {
  category: 'su-kien',
  pictures: [7, 10],
  window: (year) => ({ from: `${year}-06-01`, to: `${year}-06-04` }),
  write: (c) => ({
    title: c.pick([
      `Quốc tế Thiếu nhi 1/6/${c.year}: một ngày hội trò chơi dân gian và tiếng Anh`,
      `Mừng ngày 1/6/${c.year}: ${c.int(150, 260)} bạn nhỏ vui hội "Happy Children's Day"`,
    ]),
    summary:
      `Nhân ngày Quốc tế Thiếu nhi, trung tâm tổ chức một buổi sáng chỉ để chơi: kéo co, nhảy bao bố, ô ăn quan, ` +
      'và những trò chơi tiếng Anh mà các con yêu thích nhất trong năm.',
    sections: [
      {
        subtitle: 'Trò chơi dân gian, luật chơi tiếng Anh',
        description:
          'Mỗi trò có một trọng tài là giáo viên bản ngữ, và luật chơi được các con đọc to bằng tiếng Anh trước khi bắt đầu. ' +
          'Đội thắng kéo co năm nay là lớp ' +
          c.pick(['Movers M1', 'Flyers F2', 'Starters S2']) +
          ', sau ba hiệp rất sát nút.',
      },
      {
        subtitle: 'Quà tặng các con',
        description:
          'Mỗi bạn nhận một cuốn truyện tranh tiếng Anh hợp với cấp độ của mình và một chiếc huy hiệu "Little Sun". ' +
          `Ba mẹ có thể xem và tải ảnh của buổi hội trong album mà ${c.teacher()} đã gửi vào nhóm Zalo của lớp.`,
        picture: 3,
      },
    ],
  }),
};

const summerCampClosing: YearlyStory = {
  category: 'su-kien',
  pictures: [17],
  window: (year) => (year >= 2021 ? { from: `${year}-07-25`, to: `${year}-08-05` } : undefined),
  write: (c) => {
    const campers = c.int(80, 140);
    const theme = c.pick(['Nhà thám hiểm nhỏ', 'Những nhà khoa học nhí', 'Vòng quanh thế giới', 'Thành phố xanh của em']);
    return {
      title: `Khép lại Trại hè "${theme}" ${c.year} với ${campers} gương mặt rạng rỡ`,
      summary:
        `Sau sáu tuần học và chơi, ${campers} học viên của Trại hè "${theme}" đã trình diễn những gì mình học được ` +
        'trước ba mẹ trong buổi tổng kết: kịch ngắn, dự án nhóm và bài hát tiếng Anh.',
      sections: [
        {
          subtitle: 'Sáu tuần, hai đợt trại',
          description:
            'Mỗi tuần trại xoay quanh một chủ đề, với các buổi học tiếng Anh buổi sáng và hoạt động kỹ năng buổi chiều. ' +
            `Các con đi dã ngoại ${c.int(2, 4)} lần, tự nấu một bữa trưa và làm một dự án nhóm trình bày bằng tiếng Anh.`,
          picture: 9,
        },
        {
          subtitle: 'Những điều các con mang về',
          description: list([
            'tự chuẩn bị ba lô và đồ dùng cho một ngày ở trại',
            'giới thiệu bản thân và nhóm mình trước đám đông',
            'làm việc nhóm: chia việc, lắng nghe, nhường nhịn',
            `hơn ${c.int(150, 300)} từ vựng mới theo các chủ đề của trại`,
          ]),
        },
        {
          subtitle: 'Buổi tổng kết và lời chia tay',
          description:
            `Ở buổi tổng kết, ${c.child()} thay mặt các bạn cảm ơn thầy cô bằng một bài phát biểu ngắn bằng tiếng Anh. ` +
            'Giấy chứng nhận hoàn thành trại và ảnh của cả đợt được gửi về từng gia đình.',
        },
      ],
    };
  },
};

const openDay: Story = {
  category: 'su-kien',
  pictures: [7],
  months: [3, 4, 5, 6, 8, 9, 10, 11],
  hot: true,
  write: (c) => {
    const eventDay = c.dayAt(c.weekendAt(7, 14));
    return {
      title: c.pick([
        `Ngày hội trải nghiệm ${eventDay}: mời ba mẹ và các con đến học thử miễn phí`,
        `Mời ba mẹ đưa con đến Ngày hội trải nghiệm ${eventDay}, học thử cùng giáo viên bản ngữ`,
      ]),
      summary:
        `Ngày ${eventDay}, Mặt Trời Nhỏ mở cửa đón các gia đình đến học thử cùng giáo viên bản ngữ, ` +
        'kiểm tra trình độ tiếng Anh miễn phí và tham quan cơ sở.',
      sections: [
        {
          subtitle: 'Một buổi học thử như thật',
          description:
            'Các con vào lớp học thử như một buổi học thật, theo đúng cấp độ của mình, còn ba mẹ có thể trò chuyện trực tiếp với giáo viên và ban học thuật. ' +
            'Sau buổi học, mỗi gia đình nhận một phiếu nhận xét ngắn về khả năng nghe, nói của con.',
          picture: 16,
        },
        {
          subtitle: 'Các hoạt động trong ngày',
          description: list([
            '8:00 - 11:00: lớp học thử theo độ tuổi (4-6, 7-10, 11-15 tuổi)',
            '9:00 - 16:00: kiểm tra trình độ miễn phí, 20 phút mỗi bạn',
            '14:00: chia sẻ với phụ huynh về lộ trình Cambridge',
            'cả ngày: góc đọc sách, góc thủ công và khu vui chơi cho các bé',
          ]),
        },
        {
          subtitle: 'Đăng ký tham gia',
          description:
            `Ba mẹ đăng ký bằng biểu mẫu "Đăng ký học thử" trên trang web hoặc gọi hotline trước ngày ${c.dayAt(c.int(3, 6))}. ` +
            `Mỗi khung giờ nhận tối đa ${c.int(12, 20)} bạn để giáo viên kịp trò chuyện với từng con.`,
        },
      ],
    };
  },
};

const parentTalk: Story = {
  category: 'su-kien',
  pictures: [3, 7],
  write: (c) => {
    const topic = c.pick([
      'Đồng hành cùng con học tiếng Anh tại nhà',
      'Giúp con tự tin nói trước đám đông',
      'Chọn lộ trình Cambridge phù hợp với con',
      'Cân bằng giữa học và chơi',
      'Khi con bước vào kỳ thi đầu tiên',
    ]);
    const speaker = c.teacher();
    const parents = c.int(40, 120);
    const held = c.weekendAt(-7, -1);
    return {
      title: `Hội thảo "${topic}": ${parents} phụ huynh cùng trò chuyện với ${speaker}`,
      summary:
        `Sáng ${c.weekdayAt(held)} ${c.dayAt(held)}, ${parents} phụ huynh đã đến trung tâm dự hội thảo "${topic}", ` +
        'nghe chia sẻ từ giáo viên và hỏi trực tiếp về việc học của con.',
      sections: [
        {
          subtitle: 'Những câu hỏi ba mẹ quan tâm nhất',
          description:
            'Trước hội thảo, trung tâm nhận được hơn ' +
            c.int(30, 80) +
            ' câu hỏi gửi qua Zalo. Nhiều nhất là: con nên học mỗi ngày bao lâu, có nên cho con xem phim tiếng Anh, ' +
            'và làm sao biết con đã sẵn sàng cho kỳ thi Cambridge.',
        },
        {
          subtitle: `Chia sẻ từ ${speaker}`,
          description:
            'Điều quan trọng nhất không phải là con học bao nhiêu giờ, mà là con được dùng tiếng Anh đều đặn trong những việc con thích. ' +
            'Mười lăm phút đọc truyện cùng ba mẹ mỗi tối có ích hơn hai giờ làm bài tập vào cuối tuần.',
          picture: 3,
        },
        {
          subtitle: 'Tài liệu sau hội thảo',
          description: 'Bản tóm tắt hội thảo và danh sách sách gợi ý theo từng độ tuổi đã được gửi qua email cho các phụ huynh đăng ký tham dự.',
        },
      ],
    };
  },
};

const englishDay: Story = {
  category: 'su-kien',
  pictures: [4, 11],
  write: (c) => {
    const players = c.int(90, 200);
    const theme = c.pick(['Around the World', 'Animal Kingdom', 'Super Chefs', 'Space Adventure', 'Our Green City']);
    return {
      title: `English Day tháng ${c.month}/${c.year} "${theme}": ${players} học viên vượt qua 8 trạm thử thách`,
      summary:
        `English Day là ngày hội tiếng Anh mỗi quý của trung tâm. Chủ đề lần này, "${theme}", ` +
        `đưa ${players} học viên qua tám trạm trò chơi, nơi mọi câu hỏi và luật chơi đều bằng tiếng Anh.`,
      sections: [
        {
          subtitle: 'Tám trạm, tám kỹ năng',
          description: list([
            'trạm nghe: đoán âm thanh và tìm đúng bức tranh',
            'trạm nói: giới thiệu một món đồ trong 30 giây',
            'trạm đọc: truy tìm manh mối trong một câu chuyện ngắn',
            'trạm viết: hoàn thành tấm bưu thiếp gửi một người bạn',
          ]),
          picture: 4,
        },
        {
          subtitle: 'Đội thắng cuộc',
          description:
            `Đội "${c.pick(['Sunflowers', 'Little Tigers', 'Blue Whales', 'Rockets'])}" về nhất với ${c.int(70, 95)} điểm. ` +
            `${c.child()}, đội trưởng, chia sẻ: "Con thích nhất trạm nói vì được kể về con mèo của con."`,
        },
      ],
    };
  },
};

const courseGraduation: Story = {
  category: 'su-kien',
  pictures: [8, 2],
  months: [1, 5, 6, 8, 12],
  write: (c) => {
    const course = c.pick(['Tiếng Anh mầm non', 'Tiếng Anh tiểu học', 'Tiếng Anh trung học cơ sở', 'Kỹ năng sống', 'Tiếng Anh giao tiếp']);
    const graduates = c.int(25, 70);
    return {
      title: `Lễ tổng kết khóa ${course}: ${graduates} học viên nhận giấy chứng nhận`,
      summary:
        `Ngày ${c.dayAt(-1)}, ${graduates} học viên khóa ${course} đã hoàn thành chương trình và nhận giấy chứng nhận ` +
        'trong buổi lễ có ba mẹ và thầy cô cùng tham dự.',
      sections: [
        {
          subtitle: 'Các con trình diễn những gì đã học',
          description:
            'Mỗi lớp chuẩn bị một tiết mục: kể chuyện, đóng kịch hoặc trình bày dự án cuối khóa. ' +
            'Nhiều phụ huynh bất ngờ khi nghe con tự tin nói tiếng Anh trước gần trăm khán giả.',
        },
        {
          subtitle: 'Học viên tiêu biểu',
          description: `Danh hiệu học viên tiêu biểu của khóa được trao cho ${c.child()}, ${c.child()} và ${c.child()}, những bạn chuyên cần và tiến bộ nhất theo nhận xét của giáo viên.`,
          picture: 2,
        },
        {
          subtitle: 'Bước tiếp theo',
          description: 'Giáo viên chủ nhiệm sẽ hẹn gặp từng gia đình để tư vấn lớp học tiếp theo phù hợp với kết quả của con.',
        },
      ],
    };
  },
};

export const yearlyEvents = [midAutumnNight, halloween, christmas, tetFair, childrensDay, summerCampClosing];
export const events = [openDay, parentTalk, englishDay, courseGraduation];
