// Stories of the 'Hoạt động ngoại khóa' category: trips, clubs, skills days, the kitchen, giving.
import { classNames, list, type Story } from './story';

const places = [
  { name: 'Thảo Cầm Viên Sài Gòn', task: 'giới thiệu một loài vật bằng ba câu tiếng Anh và vẽ lại nó trong sổ tay' },
  { name: 'Bảo tàng Lịch sử Thành phố Hồ Chí Minh', task: 'làm hướng dẫn viên nhí, giới thiệu một hiện vật cho cả nhóm' },
  { name: 'Bưu điện Thành phố', task: 'viết và gửi một tấm bưu thiếp bằng tiếng Anh cho gia đình' },
  { name: 'nông trại giáo dục ở Củ Chi', task: 'gọi tên các loại rau, tự tay hái và cân rau như ở chợ' },
  { name: 'Công viên Tao Đàn', task: 'chơi trò truy tìm kho báu với các manh mối viết bằng tiếng Anh' },
  { name: 'Bảo tàng Mỹ thuật Thành phố Hồ Chí Minh', task: 'chọn một bức tranh yêu thích và kể về nó bằng tiếng Anh' },
] as const;

const fieldTrip: Story = {
  category: 'ngoai-khoa',
  pictures: [9, 11],
  months: [1, 3, 4, 5, 6, 7, 8, 10, 11, 12],
  write: (c) => {
    const place = c.pick(places);
    const className = c.pick(classNames);
    const children = c.int(14, 28);
    return {
      title: c.pick([
        `Lớp ${className} tham quan ${place.name}: học tiếng Anh ngoài lớp học`,
        `Một buổi sáng ở ${place.name} cùng ${children} bạn nhỏ lớp ${className}`,
      ]),
      summary:
        `Ngày ${c.dayAt(-c.int(1, 3))}, ${children} học viên lớp ${className} đã có một buổi học ngoài trời ở ${place.name}, ` +
        `với nhiệm vụ ${place.task}.`,
      sections: [
        {
          subtitle: 'Chuẩn bị từ trên lớp',
          description:
            'Một tuần trước chuyến đi, các con học các từ vựng cần dùng và tập đặt câu hỏi. ' +
            'Mỗi bạn nhận một cuốn sổ tay nhỏ có sẵn các câu mẫu, để tự ghi lại những gì mình thấy.',
        },
        {
          subtitle: 'Một ngày ở ngoài lớp học',
          description:
            `Các con được chia thành nhóm bốn bạn, mỗi nhóm có một thầy cô đi cùng. ${c.child()} là bạn hoàn thành nhiệm vụ đầu tiên, ` +
            `còn nhóm của ${c.child()} được khen vì làm việc ăn ý và giúp đỡ nhóm bạn bị lạc đường.`,
          picture: 9,
        },
        {
          subtitle: 'An toàn là trên hết',
          description: list([
            `tỉ lệ 1 thầy cô cho 5 học viên, ${c.teacher()} phụ trách chung`,
            'mỗi bạn đeo thẻ tên có số điện thoại của trung tâm',
            'xe đưa đón có bảo hiểm và dây an toàn cho từng ghế',
          ]),
        },
      ],
    };
  },
};

const clubs = [
  { name: 'Đọc sách tiếng Anh', activity: 'đọc to, đóng vai nhân vật và tự làm bookmark cho cuốn sách yêu thích' },
  { name: 'Kịch nói tiếng Anh', activity: 'tập thoại, làm đạo cụ và dựng một vở kịch ngắn cuối học kỳ' },
  { name: 'Khoa học vui', activity: 'làm thí nghiệm nhỏ và trình bày kết quả bằng tiếng Anh' },
  { name: 'Nhà hùng biện nhí', activity: 'tập nói trước nhóm, kể chuyện và tranh luận về những chủ đề gần gũi' },
  { name: 'Cờ vua', activity: 'học khai cuộc, giải thế cờ và thi đấu giao hữu mỗi tháng' },
  { name: 'Vẽ và thủ công', activity: 'vẽ, cắt dán và tái chế đồ cũ thành đồ chơi' },
] as const;

const clubTerm: Story = {
  category: 'ngoai-khoa',
  pictures: [10, 3, 4],
  months: [1, 2, 3, 8, 9, 10],
  write: (c) => {
    const club = c.pick(clubs);
    const members = c.int(12, 30);
    return {
      title: `Câu lạc bộ ${club.name} mở đăng ký học kỳ mới, năm học ${c.schoolYear}`,
      summary:
        `Câu lạc bộ ${club.name} sinh hoạt mỗi chiều thứ Bảy, nơi các con ${club.activity}. ` +
        `Học kỳ này câu lạc bộ nhận tối đa ${members} thành viên.`,
      sections: [
        {
          subtitle: 'Câu lạc bộ làm gì?',
          description:
            `Mỗi buổi kéo dài 90 phút, do ${c.teacher()} phụ trách. Các con ${club.activity}; ` +
            'không có bài kiểm tra, chỉ có những sản phẩm nhỏ các con mang về khoe với ba mẹ.',
          picture: 10,
        },
        {
          subtitle: 'Đăng ký',
          description: list([
            `dành cho học viên từ ${c.int(6, 9)} tuổi đang học tại trung tâm`,
            'miễn phí, đăng ký tại quầy lễ tân hoặc qua nhóm Zalo của lớp',
            `hạn đăng ký: ${c.dayAt(c.int(7, 14))}`,
          ]),
        },
      ],
    };
  },
};

const skills = [
  { name: 'an toàn giao thông', guest: 'chiến sĩ cảnh sát giao thông', practice: 'qua đường đúng vạch, đội mũ bảo hiểm đúng cách và nhận biết biển báo' },
  { name: 'thoát hiểm khi có cháy', guest: 'chiến sĩ cứu hỏa', practice: 'bò thấp dưới khói, tìm lối thoát và gọi 114' },
  { name: 'phòng tránh đuối nước', guest: 'huấn luyện viên bơi lội', practice: 'nổi ngửa, gọi người giúp và không tự lao xuống nước cứu bạn' },
  { name: 'sơ cứu vết thương nhỏ', guest: 'nhân viên y tế', practice: 'rửa vết xước, dán băng cá nhân và chườm lạnh khi bị va đập' },
  { name: 'tự bảo vệ mình nơi đông người', guest: 'chuyên gia tâm lý học đường', practice: 'đứng yên khi bị lạc, tìm người mặc đồng phục và nhớ số điện thoại của ba mẹ' },
] as const;

const skillsDay: Story = {
  category: 'ngoai-khoa',
  pictures: [12, 15],
  write: (c) => {
    const skill = c.pick(skills);
    return {
      title: `Ngày hội kỹ năng: các con học ${skill.name} cùng ${skill.guest}`,
      summary: `Buổi học kỹ năng sống tháng ${c.month}/${c.year} có khách mời đặc biệt, giúp ${c.int(60, 150)} học viên thực hành ${skill.practice}.`,
      sections: [
        {
          subtitle: 'Học bằng cách làm',
          description:
            `Thay vì nghe giảng, các con được thực hành ngay: ${skill.practice}. ` +
            'Mỗi nhóm thực hiện lại trước cả lớp để thầy cô và khách mời góp ý.',
          picture: 12,
        },
        {
          subtitle: 'Câu hỏi của các con',
          description: `${c.child()} hỏi: "Nếu con quên số điện thoại của mẹ thì sao ạ?". Câu hỏi ấy mở ra cả một buổi luyện tập nhớ số điện thoại bằng bài hát.`,
        },
        {
          subtitle: 'Ba mẹ cùng con ôn lại ở nhà',
          description: 'Phiếu "Những điều con đã học" được gửi về qua nhóm Zalo của lớp; ba mẹ hãy cùng con đóng vai các tình huống trong phiếu vào cuối tuần.',
          picture: 15,
        },
      ],
    };
  },
};

const dishes = [
  { name: 'bánh flan', gift: 'tặng ông bà', recipe: 'Crack the eggs. Stir in the milk. Pour it into the cups.' },
  { name: 'gỏi cuốn tôm thịt', gift: 'mời ba mẹ trong buổi họp lớp', recipe: 'Dip the rice paper in water. Add the noodles and the shrimp. Roll it up.' },
  { name: 'sinh tố trái cây', gift: 'mời các cô chú bảo vệ và lao công', recipe: 'Wash the fruit. Cut it into small pieces. Blend it with milk.' },
  { name: 'bánh mì sandwich', gift: 'mang theo trong buổi dã ngoại', recipe: 'Spread the butter. Add the cheese and the cucumber. Cut it in half.' },
  { name: 'salad rau củ', gift: 'cả lớp cùng ăn trưa', recipe: 'Wash the vegetables. Cut them into small pieces. Mix them well.' },
] as const;

const littleKitchen: Story = {
  category: 'ngoai-khoa',
  pictures: [10],
  write: (c) => {
    const dish = c.pick(dishes);
    const className = c.pick(classNames);
    return {
      title: `Bếp nhỏ: lớp ${className} tự tay làm ${dish.name} để ${dish.gift}`,
      summary: `Trong giờ kỹ năng sống, các con lớp ${className} đọc công thức bằng tiếng Anh, tự đong, trộn và bày ${dish.name} để ${dish.gift}.`,
      sections: [
        {
          subtitle: 'Đọc công thức như đầu bếp',
          description:
            `Công thức được viết bằng tiếng Anh với hình minh họa: "${dish.recipe}" ` +
            'Các con lần lượt đọc to từng bước, rồi cả nhóm cùng làm.',
        },
        {
          subtitle: 'Những điều các con học được',
          description: list(['rửa tay và giữ bàn bếp sạch sẽ', 'dùng dao nhựa an toàn', 'chia phần đều cho mọi người', 'dọn dẹp sau khi nấu']),
          picture: 3,
        },
      ],
    };
  },
};

const bookDrive: Story = {
  category: 'ngoai-khoa',
  pictures: [3, 11],
  write: (c) => {
    const books = c.int(200, 900);
    const school = c.pick(['một điểm trường ở Đắk Nông', 'thư viện một trường tiểu học ở Bến Tre', 'một lớp học tình thương ở Quận 8', 'các bạn nhỏ vùng lũ miền Trung']);
    return {
      title: `${books} cuốn sách các con quyên góp đã đến với ${school}`,
      summary: `Sau một tháng quyên góp, học viên và phụ huynh Mặt Trời Nhỏ đã gửi ${books} cuốn sách, vở và truyện tranh đến ${school}.`,
      sections: [
        {
          subtitle: 'Mỗi cuốn sách một lời nhắn',
          description: 'Trước khi đóng thùng, các con viết một lời nhắn nhỏ bằng tiếng Anh và tiếng Việt dán vào trang đầu mỗi cuốn sách: "Hope you enjoy this book!".',
        },
        {
          subtitle: 'Cảm ơn các gia đình',
          description: `Cảm ơn ${c.parent()} và rất nhiều phụ huynh đã giúp phân loại sách và vận chuyển. Ảnh các bạn nhỏ nhận sách đã được gửi về từng lớp.`,
          picture: 11,
        },
      ],
    };
  },
};

const plays = ['The Little Red Hen', 'The Three Little Pigs', 'Goldilocks and the Three Bears', 'The Lion and the Mouse', 'Jack and the Beanstalk'] as const;

const dramaShow: Story = {
  category: 'ngoai-khoa',
  pictures: [4, 10],
  months: [1, 5, 6, 12],
  write: (c) => {
    const play = c.pick(plays);
    const actors = c.int(8, 16);
    return {
      title: `Vở kịch "${play}" của câu lạc bộ kịch tiếng Anh chinh phục ${c.int(100, 250)} khán giả`,
      summary: `${actors} diễn viên nhí của câu lạc bộ Kịch nói tiếng Anh đã dựng "${play}" sau ba tháng tập luyện, từ lời thoại, phục trang đến đạo cụ.`,
      sections: [
        {
          subtitle: 'Sau cánh gà',
          description:
            `Phục trang được các con làm từ thùng giấy và vải vụn. ${c.child()}, người đóng vai chính, chia sẻ: ` +
            '"Lúc đầu con run lắm, nhưng khi nghe các bạn vỗ tay là con quên mất sợ."',
          picture: 10,
        },
        {
          subtitle: 'Xem lại vở kịch',
          description: 'Video vở kịch đã được gửi vào nhóm Zalo của câu lạc bộ. Học kỳ sau câu lạc bộ nhận thêm thành viên từ 8 tuổi.',
        },
      ],
    };
  },
};

export const activities = [fieldTrip, clubTerm, skillsDay, littleKitchen, bookDrive, dramaShow];
