import type { Course, MethodContent, Outcome, StudentImage, TrainingMethod } from './course.types';
import type { Picture } from '@/lib/picture';

/*
 * The static course catalogue (docs/product.md#course-catalogue). Titles are stored in natural
 * Vietnamese case; pages show them through `courseTitle` (course-title.ts), which capitalises every
 * word as the design wants. Its words in English: catalogue.en.ts, checked by catalogue.en.test.ts.
 * Every picture path and size comes from scripts/illustrations/manifest.mjs.
 */

/** Method card colours; each pair passes WCAG AA (>= 4.5:1), checked in course-queries.test.ts. */
const tones = {
  orange: { color: '#FFF1E0', textColor: '#1A2B4A' },
  blue: { color: '#E8F0FB', textColor: '#1A2B4A' },
  yellow: { color: '#FFF6D6', textColor: '#1A2B4A' },
  navy: { color: '#185AB1', textColor: '#FFFFFF' },
} as const;

type Tone = keyof typeof tones;

const coursePicture = (file: string, width: number, height: number, alt: string): Picture => ({
  src: `images/courses/${file}.svg`,
  width,
  height,
  alt,
});

const heroImage = (id: string, alt: string) => coursePicture(`${id}-hero`, 1920, 600, alt);
const heroMobileImage = (id: string, alt: string) => coursePicture(`${id}-hero-mobile`, 780, 1200, alt);
const cardImage = (id: string, alt: string) => coursePicture(`${id}-card`, 600, 400, alt);

/** Outcome n of course `id`; `alt` describes the spot illustration, `description` the outcome. */
const outcome = (id: string, n: number, alt: string, description: string): Outcome => ({
  id: n,
  image: coursePicture(`${id}-outcome-${n}`, 400, 300, alt),
  description,
});

const method = (
  id: string,
  n: number,
  tone: Tone,
  title: string,
  alt: string,
  contents: MethodContent[],
): TrainingMethod => ({
  id: n,
  title,
  contents,
  ...tones[tone],
  image: coursePicture(`${id}-method-${n}`, 400, 300, alt),
});

/** Class days, in ClassTime's numbers. */
const [sunday, monday, tuesday, wednesday, thursday, saturday] = [0, 1, 2, 3, 4, 6] as const;

/** New classes open each term, on the first Monday of these months (docs/decisions.md#fees-and-timetable). */
const eachTerm = [3, 6, 9, 12];

/** The nine class-scene pictures of a course, in order; each alt describes one classroom moment. */
const studentImages = (id: string, scenes: readonly string[]): StudentImage[] =>
  scenes.map((alt, index) => ({
    id: `${id}-${index + 1}`,
    ...coursePicture(`${id}-students-${index + 1}`, 600, 450, alt),
  }));

export const courses: readonly Course[] = [
  {
    id: '1',
    courseType: 'Life',
    title: 'Kỹ năng sống',
    age: '5 - 12 tuổi',
    ages: { from: 5, to: 12 },
    about:
      'Chương trình Kỹ năng sống giúp các con từ 5 đến 12 tuổi trở nên tự tin, tự lập và biết yêu thương. ' +
      'Qua trò chơi, tình huống đóng vai và những buổi trải nghiệm thực tế, con học cách chăm sóc bản thân, kết bạn, ' +
      'gọi tên và điều chỉnh cảm xúc, giữ an toàn khi ở nhà, ở trường và ngoài đường. ' +
      'Sau mỗi buổi học, giáo viên gửi phụ huynh gợi ý nhỏ để bố mẹ cùng con luyện tập tại nhà.',
    heroImage: heroImage('1', 'Các bạn nhỏ vui vẻ cùng nhau học kỹ năng sống với cô giáo'),
    heroMobileImage: heroMobileImage('1', 'Các bạn nhỏ vui vẻ cùng nhau học kỹ năng sống với cô giáo'),
    image: cardImage('1', 'Minh họa lớp kỹ năng sống: các bạn nhỏ tự tin, đoàn kết và biết giữ an toàn'),
    color: '#FFF1E0',
    textbook: { name: 'Giáo trình Kỹ năng sống Mặt Trời Nhỏ' },
    fees: {
      // Weekend mornings, by age; the same fee for every group.
      classes: [
        {
          level: 'Nhóm 5 - 6 tuổi',
          feePerTerm: 2_280_000,
          feePerMonth: 800_000,
          sessionsPerWeek: 1,
          sessionMinutes: 90,
          maxClassSize: 10,
          times: [
            { days: [saturday], start: '08:00' },
            { days: [sunday], start: '08:00' },
          ],
        },
        {
          level: 'Nhóm 7 - 9 tuổi',
          feePerTerm: 2_280_000,
          feePerMonth: 800_000,
          sessionsPerWeek: 1,
          sessionMinutes: 90,
          maxClassSize: 12,
          times: [
            { days: [saturday], start: '09:45' },
            { days: [sunday], start: '09:45' },
          ],
        },
        {
          level: 'Nhóm 10 - 12 tuổi',
          feePerTerm: 2_280_000,
          feePerMonth: 800_000,
          sessionsPerWeek: 1,
          sessionMinutes: 90,
          maxClassSize: 12,
          times: [
            { days: [saturday], start: '09:45' },
            { days: [sunday], start: '08:00' },
          ],
        },
      ],
      included: [
        'Giáo trình Kỹ năng sống Mặt Trời Nhỏ',
        'Vật liệu cho các hoạt động thực hành trong lớp',
        'Gợi ý luyện tập tại nhà gửi phụ huynh sau mỗi buổi',
      ],
      notIncluded: [
        'Buổi trải nghiệm thực tế ngoài trung tâm: không bắt buộc; trung tâm báo chi phí (vé, xe đưa đón) trước khi phụ huynh đăng ký',
      ],
      openingMonths: eachTerm,
    },
    outcomes: [
      outcome(
        '1',
        1,
        'Bé tự gấp quần áo và sắp xếp cặp sách gọn gàng',
        'Tự lập trong sinh hoạt hằng ngày: tự phục vụ bản thân, biết sắp xếp thời gian và giữ gìn đồ dùng cá nhân.',
      ),
      outcome(
        '1',
        2,
        'Hai bạn nhỏ vẫy tay chào và làm quen với nhau',
        'Tự tin giao tiếp, biết lắng nghe, hợp tác với bạn bè và lễ phép với người lớn.',
      ),
      outcome(
        '1',
        3,
        'Bé nhắm mắt hít thở sâu để bình tĩnh lại',
        'Nhận biết và điều chỉnh cảm xúc của mình, biết tự bình tĩnh lại bằng kỹ thuật thở 4-7-8.',
      ),
      outcome(
        '1',
        4,
        'Bé gọi điện thoại báo tin cho số khẩn cấp',
        'Biết tự bảo vệ bản thân, nhớ các số khẩn cấp 113, 114, 115 và xử lý đúng cách khi gặp nguy hiểm.',
      ),
    ],
    methods: [
      method('1', 1, 'orange', 'Kỹ năng bản thân', 'Bé tự chăm sóc bản thân và sắp xếp góc học tập', [
        {
          contentName: 'Tự phục vụ',
          descriptions: [
            'Tự gấp quần áo, sắp xếp cặp sách và góc học tập gọn gàng',
            'Tự chuẩn bị bữa sáng đơn giản và dọn dẹp sau khi ăn',
            'Rèn thói quen vệ sinh cá nhân đúng cách mỗi ngày',
          ],
        },
        {
          contentName: 'Quản lý thời gian',
          descriptions: [
            'Lập thời gian biểu cho một ngày đi học và một ngày nghỉ',
            'Chia việc lớn thành từng bước nhỏ và đánh dấu khi hoàn thành',
            'Biết làm việc quan trọng trước, việc yêu thích sau',
          ],
        },
        {
          contentName: 'Tự tin thể hiện bản thân',
          descriptions: [
            'Tự giới thiệu về mình trước lớp với giọng nói rõ ràng',
            'Nói lên mong muốn và ý kiến của mình một cách lễ phép',
            'Thuyết trình ngắn về chủ đề con yêu thích',
          ],
        },
      ]),
      method('1', 2, 'blue', 'Kỹ năng xã hội', 'Các bạn nhỏ cùng nhau làm việc nhóm', [
        {
          contentName: 'Giao tiếp và lắng nghe',
          descriptions: [
            'Chào hỏi, cảm ơn và xin lỗi đúng lúc, đúng cách',
            'Lắng nghe trọn vẹn và nhìn vào mắt người đối diện khi trò chuyện',
            'Đặt câu hỏi để hiểu bạn hơn thay vì vội phán xét',
          ],
        },
        {
          contentName: 'Làm việc nhóm',
          descriptions: [
            'Phân chia vai trò và cùng hoàn thành những dự án nhỏ theo nhóm',
            'Biết chờ đến lượt và tôn trọng ý kiến khác mình',
            'Cùng bạn tìm cách giải quyết khi nhóm chưa thống nhất',
          ],
        },
        {
          contentName: 'Kết bạn và chia sẻ',
          descriptions: [
            'Chủ động làm quen với bạn mới ở lớp và ở khu vui chơi',
            'Biết chia sẻ đồ chơi và giúp đỡ bạn gặp khó khăn',
            'Nhận biết hành vi bắt nạt, biết nói "không" và tìm người lớn giúp đỡ',
          ],
        },
      ]),
      method('1', 3, 'yellow', 'Quản lý cảm xúc', 'Bé nhận biết các cảm xúc vui, buồn, giận qua thẻ hình', [
        {
          contentName: 'Nhận diện cảm xúc',
          descriptions: [
            'Gọi tên các cảm xúc vui, buồn, giận, sợ, lo lắng qua thẻ hình và câu chuyện',
            'Nhận ra dấu hiệu của cơ thể khi cảm xúc dâng cao: tim đập nhanh, mặt nóng, tay nắm chặt',
            'Hiểu rằng cảm xúc nào cũng bình thường, điều quan trọng là cách mình phản ứng',
          ],
        },
        {
          contentName: 'Bình tĩnh với kỹ thuật thở 4-7-8',
          descriptions: [
            'Hít vào bằng mũi trong 4 giây, giữ hơi 7 giây, rồi thở ra chậm bằng miệng trong 8 giây',
            'Lặp lại 3 đến 4 vòng khi thấy tức giận, hồi hộp hoặc khó ngủ',
            'Kết hợp với "góc bình yên" trong lớp để con tự điều chỉnh cảm xúc của mình',
          ],
        },
        {
          contentName: 'Thấu cảm và động viên',
          descriptions: [
            'Đặt mình vào vị trí của bạn để hiểu bạn đang cảm thấy thế nào',
            'Nói lời động viên khi bạn buồn hoặc chưa thành công',
            'Cùng bố mẹ viết nhật ký cảm xúc vào cuối tuần',
          ],
        },
      ]),
      method('1', 4, 'navy', 'An toàn và thích nghi', 'Bé đội mũ bảo hiểm, chỉ vào đèn xanh dành cho người đi bộ', [
        {
          contentName: 'Số điện thoại khẩn cấp',
          descriptions: [
            'Ghi nhớ số khẩn cấp 113 (công an), 114 (cứu hỏa) và 115 (cấp cứu)',
            'Tập gọi điện báo tin: nói rõ họ tên, địa chỉ và chuyện đang xảy ra',
            'Thuộc số điện thoại của bố mẹ và địa chỉ nhà mình',
          ],
        },
        {
          contentName: 'An toàn giao thông',
          descriptions: [
            'Đội mũ bảo hiểm đúng cách khi ngồi sau xe máy',
            'Đi bộ trên vỉa hè, qua đường ở vạch kẻ và quan sát cả hai phía',
            'Nhận biết những biển báo giao thông quen thuộc quanh nhà và trường',
          ],
        },
        {
          contentName: 'Phòng tránh nguy hiểm',
          descriptions: [
            'Không đi theo và không nhận quà từ người lạ',
            'Biết cách xử lý khi bị lạc ở siêu thị, công viên hay nơi đông người',
            'Phòng tránh bỏng, điện giật, đuối nước và biết thoát hiểm khi có cháy',
          ],
        },
        {
          contentName: 'Thích nghi với môi trường mới',
          descriptions: [
            'Chuẩn bị tâm thế khi vào lớp 1, chuyển trường hay đi trại hè',
            'Tự lo cho bản thân khi đi dã ngoại, tham quan cùng lớp',
            'Bình tĩnh tìm người đáng tin cậy để nhờ giúp đỡ khi gặp tình huống bất ngờ',
          ],
        },
      ]),
    ],
    studentImages: studentImages('1', [
      'Các bạn nhỏ đóng vai gọi số cấp cứu 115 bằng điện thoại đồ chơi',
      'Học sinh tập qua đường đúng vạch kẻ trên sa bàn giao thông',
      'Cả lớp ngồi thành vòng tròn chia sẻ cảm xúc cùng cô giáo',
      'Các bạn thi gấp quần áo và sắp xếp cặp sách gọn gàng',
      'Nhóm học sinh cùng nhau hoàn thành một sản phẩm thủ công',
      'Bé tập hít thở theo kỹ thuật 4-7-8 ở góc bình yên của lớp',
      'Một bạn nhỏ tự tin giới thiệu bản thân trước lớp',
      'Các bạn tập đội mũ bảo hiểm đúng cách',
      'Cả lớp chơi trò chơi tập thể ngoài sân',
    ]),
  },
  {
    id: '3',
    courseType: 'Cambridge',
    title: 'Tiếng Anh Cambridge',
    age: '3 - 15 tuổi',
    ages: { from: 3, to: 15 },
    about:
      'Chương trình Tiếng Anh Cambridge đưa các con đi từng bước trên lộ trình chuẩn quốc tế: ' +
      'từ làm quen tiếng Anh ở tuổi mầm non, qua Starters, Movers, Flyers ở bậc tiểu học, đến KET và PET ở bậc trung học cơ sở. ' +
      'Mỗi cấp độ được thiết kế riêng cho từng độ tuổi, kết hợp giáo trình Cambridge với hoạt động trải nghiệm ' +
      'để con phát triển đều bốn kỹ năng nghe, nói, đọc, viết và tự tin bước vào các kỳ thi chứng chỉ.',
    heroImage: heroImage('3', 'Học sinh nhiều lứa tuổi tiến bước trên lộ trình chứng chỉ Tiếng Anh Cambridge'),
    heroMobileImage: heroMobileImage('3', 'Học sinh nhiều lứa tuổi tiến bước trên lộ trình chứng chỉ Tiếng Anh Cambridge'),
    image: cardImage('3', 'Minh họa chương trình Tiếng Anh Cambridge với sách, khiên khen thưởng và chứng chỉ'),
    color: '#E8F0FB',
    textbook: { name: 'Cambridge English Qualifications' },
    outcomes: [],
    methods: [],
    studentImages: studentImages('3', [
      'Các bé mầm non hát bài hát tiếng Anh cùng cô giáo',
      'Học sinh tiểu học giơ tay phát biểu trong giờ học Cambridge',
      'Hai bạn học sinh luyện nói theo cặp với thẻ tranh',
      'Học sinh trung học cơ sở tập trung làm bài luyện thi KET',
      'Giáo viên bản ngữ hướng dẫn học sinh đọc truyện tiếng Anh',
      'Học sinh nhận khiên khen thưởng sau kỳ thi Cambridge',
      'Cả lớp chơi trò chơi từ vựng trên bảng tương tác',
      'Nhóm học sinh thuyết trình dự án bằng tiếng Anh',
      'Các bạn vui vẻ chụp ảnh cùng chứng chỉ Cambridge',
    ]),
  },
  {
    id: '4',
    courseType: 'Cambridge sub course',
    title: 'Tiếng Anh mầm non',
    age: '3 - 5 tuổi',
    ages: { from: 3, to: 5 },
    about:
      'Khóa học giúp bé 3 - 5 tuổi làm quen với tiếng Anh một cách tự nhiên như khi học tiếng mẹ đẻ. ' +
      'Bé học qua bài hát, câu chuyện, trò chơi vận động và các hoạt động tô màu, thủ công. ' +
      'Không áp lực ghi nhớ, mỗi buổi học là một buổi vui chơi bổ ích, nơi sự tò mò của bé được nuôi dưỡng.',
    heroImage: heroImage('4', 'Các bé mầm non ca hát và vận động cùng cô giáo trong lớp tiếng Anh'),
    heroMobileImage: heroMobileImage('4', 'Các bé mầm non ca hát và vận động cùng cô giáo trong lớp tiếng Anh'),
    image: cardImage('4', 'Minh họa lớp tiếng Anh mầm non với các bé, khối chữ cái và bài hát'),
    color: '#FFF6D6',
    textbook: { name: 'Super Safari' },
    fees: {
      classes: [
        {
          feePerTerm: 3_420_000,
          feePerMonth: 1_200_000,
          sessionsPerWeek: 2,
          sessionMinutes: 60,
          maxClassSize: 10,
          times: [
            { days: [monday, wednesday], start: '17:00' },
            { days: [tuesday, thursday], start: '17:00' },
            { days: [saturday, sunday], start: '08:00' },
          ],
        },
      ],
      included: [
        'Sách Super Safari (sách học và sách bài tập)',
        'Học liệu và đồ dùng thủ công của mỗi buổi',
        'Nhận xét cuối học kỳ gửi phụ huynh',
      ],
      notIncluded: [],
      openingMonths: eachTerm,
    },
    outcomes: [
      outcome(
        '4',
        1,
        'Bé vui vẻ hát một bài hát tiếng Anh',
        'Bé yêu thích tiếng Anh, mạnh dạn nghe, nói và hát những bài hát tiếng Anh quen thuộc.',
      ),
      outcome(
        '4',
        2,
        'Bé chỉ vào thẻ hình con vật và gọi tên bằng tiếng Anh',
        'Nắm được khoảng 300 từ vựng về những chủ đề gần gũi cùng các mẫu câu giao tiếp đơn giản.',
      ),
      outcome(
        '4',
        3,
        'Bé ngồi ngay ngắn, chăm chú nghe cô giáo kể chuyện',
        'Hình thành nề nếp học tập, khả năng tập trung và sẵn sàng bước vào chương trình Starters ở bậc tiểu học.',
      ),
    ],
    methods: [
      method('4', 1, 'orange', 'Môi trường đắm chìm ngôn ngữ', 'Cô giáo và các bé trò chuyện bằng tiếng Anh trong lớp học đầy tranh ảnh', [
        {
          contentName: 'Lớp học hoàn toàn bằng tiếng Anh',
          descriptions: [
            'Giáo viên giao tiếp bằng tiếng Anh, kết hợp cử chỉ, hình ảnh và nét mặt để bé hiểu',
            'Bé nghe và dùng tiếng Anh trong những việc quen thuộc như chào hỏi, rửa tay, xếp hàng',
          ],
        },
        {
          contentName: 'Học qua bài hát và câu chuyện',
          descriptions: [
            'Mỗi chủ đề gắn với một bài hát và một câu chuyện tranh sinh động',
            'Bé nhập vai nhân vật và lặp lại mẫu câu một cách tự nhiên',
          ],
        },
      ]),
      method('4', 2, 'blue', 'Phương pháp TPR (Phản xạ toàn thân)', 'Các bé nhảy và vỗ tay theo hiệu lệnh tiếng Anh', [
        {
          contentName: 'Nghe và làm theo',
          descriptions: [
            'Bé nghe các hiệu lệnh như "jump", "clap your hands", "touch your nose" và làm theo ngay',
            'Từ vựng gắn với vận động nên bé nhớ lâu và không thấy nhàm chán',
          ],
        },
        {
          contentName: 'Trò chơi vận động',
          descriptions: [
            'Những trò chơi như Simon Says hay tìm đồ vật theo màu giúp bé vừa chơi vừa học',
            'Hoạt động ngắn, đổi nhịp liên tục, phù hợp với khả năng tập trung của trẻ mầm non',
          ],
        },
      ]),
      method('4', 3, 'yellow', 'Phương pháp CLIL (Học tích hợp nội dung và ngôn ngữ)', 'Bé quan sát chậu cây nhỏ và học tên các bộ phận bằng tiếng Anh', [
        {
          contentName: 'Khám phá thế giới bằng tiếng Anh',
          descriptions: [
            'Bé tìm hiểu màu sắc, con vật, cây cối, thời tiết qua những hoạt động khoa học đơn giản',
            'Trộn màu, gieo hạt, quan sát lá cây và gọi tên mọi thứ bằng tiếng Anh',
          ],
        },
        {
          contentName: 'Toán và nghệ thuật vui',
          descriptions: [
            'Đếm số, nhận biết hình khối bằng tiếng Anh qua đồ chơi và trò chơi',
            'Làm đồ thủ công và vẽ tranh theo chủ đề bài học',
          ],
        },
      ]),
      method('4', 4, 'navy', 'Kỷ luật tích cực', 'Cô giáo ân cần khen ngợi một bé trong lớp', [
        {
          contentName: 'Nề nếp lớp học yêu thương',
          descriptions: [
            'Cùng bé xây dựng nội quy lớp bằng những hình ảnh dễ hiểu',
            'Khen ngợi cụ thể từng cố gắng nhỏ để bé thêm tự tin',
          ],
        },
        {
          contentName: 'Đồng hành cùng cảm xúc của bé',
          descriptions: [
            'Giáo viên kiên nhẫn lắng nghe, không la mắng, không so sánh bé với bạn',
            'Hướng dẫn bé sửa sai bằng những lựa chọn phù hợp với lứa tuổi',
          ],
        },
      ]),
    ],
    studentImages: studentImages('4', [
      'Các bé vỗ tay theo bài hát tiếng Anh cùng cô giáo',
      'Các bé chơi trò Simon Says, chạm tay lên mũi theo hiệu lệnh',
      'Cô giáo kể chuyện tranh tiếng Anh cho các bé ngồi quây quần',
      'Các bé tô màu những con vật vừa học',
      'Bé thử trộn màu nước trong giờ khám phá khoa học',
      'Các bé xếp hình khối và đếm số bằng tiếng Anh',
      'Bé vui vẻ nhận sticker khen thưởng từ cô giáo',
      'Các bé nhảy múa theo nhạc trên thảm mềm',
      'Cả lớp mầm non vẫy tay chào tạm biệt cuối buổi học',
    ]),
  },
  {
    id: '5',
    courseType: 'Cambridge sub course',
    title: 'Tiếng Anh tiểu học',
    age: '6 - 10 tuổi',
    ages: { from: 6, to: 10 },
    about:
      'Khóa học dành cho học sinh tiểu học theo lộ trình Cambridge Young Learners gồm ba cấp độ Starters, Movers và Flyers. ' +
      'Các con phát triển đều bốn kỹ năng, mở rộng vốn từ theo chủ đề, làm quen với dạng đề thi một cách nhẹ nhàng ' +
      'và tự tin dùng tiếng Anh trong học tập lẫn cuộc sống hằng ngày.',
    heroImage: heroImage('5', 'Học sinh tiểu học hào hứng giơ tay phát biểu trong lớp tiếng Anh'),
    heroMobileImage: heroMobileImage('5', 'Học sinh tiểu học hào hứng giơ tay phát biểu trong lớp tiếng Anh'),
    image: cardImage('5', 'Minh họa lớp tiếng Anh tiểu học với sách Starters, Movers, Flyers'),
    color: '#FFE4C7',
    textbook: { name: 'Kid’s Box' },
    fees: {
      classes: [
        {
          feePerTerm: 4_560_000,
          feePerMonth: 1_600_000,
          sessionsPerWeek: 2,
          sessionMinutes: 90,
          maxClassSize: 12,
          times: [
            { days: [monday, wednesday], start: '17:45' },
            { days: [tuesday, thursday], start: '17:45' },
            { days: [saturday, sunday], start: '08:00' },
            { days: [saturday, sunday], start: '09:45' },
          ],
        },
      ],
      included: [
        'Sách Kid’s Box (sách học và sách bài tập)',
        'Bài kiểm tra giữa và cuối học kỳ, có nhận xét của giáo viên',
        'Thi thử Cambridge (Starters, Movers hoặc Flyers) mỗi học kỳ, chấm như thi thật',
      ],
      notIncluded: [
        'Lệ phí thi chứng chỉ Cambridge, nộp cho hội đồng thi khi con đăng ký thi; thi hay không là tùy gia đình',
      ],
      openingMonths: eachTerm,
    },
    outcomes: [
      outcome(
        '5',
        1,
        'Học sinh giơ cao khiên Cambridge sau kỳ thi',
        'Hoàn thành lộ trình Starters - Movers - Flyers, sẵn sàng thi chứng chỉ Cambridge Young Learners.',
      ),
      outcome(
        '5',
        2,
        'Hai bạn nhỏ tự tin trò chuyện bằng tiếng Anh',
        'Giao tiếp tự tin, phát âm chuẩn và diễn đạt được suy nghĩ của mình về những chủ đề quen thuộc.',
      ),
      outcome(
        '5',
        3,
        'Bé đọc truyện tiếng Anh và viết vào vở',
        'Đọc hiểu truyện ngắn và viết được đoạn văn đơn giản về bản thân, gia đình, trường lớp.',
      ),
      outcome(
        '5',
        4,
        'Học sinh tự học với sách và máy tính bảng',
        'Hình thành thói quen tự học và biết dùng tiếng Anh để tìm hiểu các môn học khác.',
      ),
    ],
    methods: [
      method('5', 1, 'orange', 'Phương pháp VAK (Nhìn - Nghe - Vận động)', 'Biểu tượng con mắt, đôi tai và bàn tay tượng trưng cho ba cách học', [
        {
          contentName: 'Học qua thị giác',
          descriptions: [
            'Thẻ từ, sơ đồ tư duy, video và tranh minh họa giúp con ghi nhớ bằng hình ảnh',
            'Bài học được trình bày rõ ràng, nhiều màu sắc trên màn hình tương tác',
          ],
        },
        {
          contentName: 'Học qua thính giác',
          descriptions: [
            'Nghe bài hát, câu chuyện và đoạn hội thoại với giọng đọc bản ngữ',
            'Luyện phát âm, ngữ điệu qua hoạt động đọc to và đóng vai',
          ],
        },
        {
          contentName: 'Học qua vận động',
          descriptions: [
            'Trò chơi, dự án thủ công và hoạt động nhóm để con được chạm, được làm, được di chuyển',
            'Giáo viên quan sát để nhận ra thế mạnh của từng con và điều chỉnh cách dạy cho phù hợp',
          ],
        },
      ]),
      method('5', 2, 'blue', 'Phương pháp TPR (Phản xạ toàn thân)', 'Học sinh vừa nói vừa làm động tác minh họa cho từ vựng', [
        {
          contentName: 'Phản xạ nhanh với tiếng Anh',
          descriptions: [
            'Con phản hồi hiệu lệnh và câu hỏi bằng hành động trước khi nói',
            'Bớt nỗi sợ nói sai, thêm chủ động trong giờ học',
          ],
        },
        {
          contentName: 'Kể chuyện bằng cử chỉ',
          descriptions: [
            'Con kể lại câu chuyện kèm động tác để ghi nhớ cấu trúc câu',
            'Đặc biệt hiệu quả với động từ, giới từ và các câu mệnh lệnh',
          ],
        },
      ]),
      method('5', 3, 'yellow', 'Phương pháp CLIL (Học tích hợp nội dung và ngôn ngữ)', 'Học sinh làm thí nghiệm khoa học nhỏ với bảng từ vựng tiếng Anh', [
        {
          contentName: 'Tiếng Anh qua các môn học',
          descriptions: [
            'Học khoa học, toán, địa lý, nghệ thuật bằng tiếng Anh theo chủ đề của giáo trình',
            'Con vừa hiểu kiến thức vừa dùng được từ vựng học thuật ngay từ sớm',
          ],
        },
        {
          contentName: 'Dự án cuối chủ đề',
          descriptions: [
            'Làm poster, mô hình và thuyết trình ngắn bằng tiếng Anh',
            'Rèn tư duy sáng tạo và kỹ năng trình bày trước lớp',
          ],
        },
      ]),
      method('5', 4, 'navy', 'Kỷ luật tích cực', 'Giáo viên và học sinh cùng dán nội quy lớp học lên bảng', [
        {
          contentName: 'Lớp học tôn trọng',
          descriptions: [
            'Giáo viên và học sinh cùng thống nhất nội quy và cách khen thưởng',
            'Con được khuyến khích tự đánh giá và đặt mục tiêu cho bản thân',
          ],
        },
        {
          contentName: 'Phối hợp cùng phụ huynh',
          descriptions: [
            'Gửi phụ huynh nhận xét sau mỗi buổi học và báo cáo tiến bộ định kỳ',
            'Giáo viên gợi ý những hoạt động ôn tập nhẹ nhàng để con luyện thêm tại nhà',
          ],
        },
      ]),
    ],
    studentImages: studentImages('5', [
      'Học sinh tiểu học giơ tay trả lời câu hỏi của giáo viên',
      'Các bạn chơi trò chơi từ vựng với thẻ hình',
      'Nhóm học sinh làm poster về chủ đề động vật',
      'Hai học sinh đóng vai hội thoại mua bán trước lớp',
      'Giáo viên bản ngữ hướng dẫn học sinh phát âm',
      'Học sinh làm thí nghiệm khoa học nhỏ bằng tiếng Anh',
      'Cả lớp học bài trên màn hình tương tác',
      'Học sinh đọc truyện tiếng Anh ở góc thư viện',
      'Các bạn khoe khiên Cambridge sau kỳ thi Flyers',
    ]),
  },
  {
    id: '6',
    courseType: 'Cambridge sub course',
    title: 'Tiếng Anh trung học cơ sở',
    age: '11 - 15 tuổi',
    ages: { from: 11, to: 15 },
    about:
      'Khóa học dành cho học sinh THCS, bám sát lộ trình Cambridge KET (A2) và PET (B1), ' +
      'đồng thời củng cố ngữ pháp và từ vựng theo chương trình tiếng Anh ở trường. ' +
      'Từ lớp 8, các con được ôn luyện chuyên sâu cho kỳ thi chuyển cấp vào lớp 10, ' +
      'kể cả kỳ thi vào các trường chuyên và trường có lớp tiếng Anh tăng cường.',
    heroImage: heroImage('6', 'Học sinh trung học cơ sở thảo luận nhóm trong lớp tiếng Anh'),
    heroMobileImage: heroMobileImage('6', 'Học sinh trung học cơ sở thảo luận nhóm trong lớp tiếng Anh'),
    image: cardImage('6', 'Minh họa lớp tiếng Anh trung học cơ sở với sách luyện thi KET và PET'),
    color: '#D6E4F7',
    textbook: { name: 'Prepare' },
    fees: {
      classes: [
        {
          feePerTerm: 5_400_000,
          sessionsPerWeek: 2,
          sessionMinutes: 90,
          maxClassSize: 12,
          times: [
            { days: [monday, wednesday], start: '19:00' },
            { days: [tuesday, thursday], start: '19:00' },
            { days: [saturday, sunday], start: '09:45' },
          ],
        },
      ],
      included: [
        'Sách Prepare (sách học và sách bài tập)',
        'Bài kiểm tra giữa và cuối học kỳ, có nhận xét của giáo viên',
        'Thi thử KET hoặc PET mỗi học kỳ, chấm theo thang điểm Cambridge',
      ],
      notIncluded: [
        'Lệ phí thi chứng chỉ Cambridge KET, PET, nộp cho hội đồng thi khi con đăng ký thi; thi hay không là tùy gia đình',
      ],
      openingMonths: eachTerm,
    },
    outcomes: [
      outcome(
        '6',
        1,
        'Học sinh cầm chứng chỉ Cambridge KET và PET',
        'Đạt chứng chỉ Cambridge KET hoặc PET, tương đương trình độ A2 - B1 theo Khung tham chiếu chung châu Âu.',
      ),
      outcome(
        '6',
        2,
        'Học sinh tự tin làm bài thi vào lớp 10',
        'Vững vàng ngữ pháp, từ vựng và kỹ năng làm bài cho kỳ thi chuyển cấp vào lớp 10.',
      ),
      outcome(
        '6',
        3,
        'Học sinh thuyết trình bằng tiếng Anh trước lớp',
        'Tự tin thuyết trình, thảo luận và viết bài luận ngắn bằng tiếng Anh.',
      ),
    ],
    methods: [
      method('6', 1, 'orange', 'Phương pháp TPR (Phản xạ toàn thân)', 'Học sinh diễn kịch ngắn bằng tiếng Anh', [
        {
          contentName: 'Khởi động bằng phản xạ',
          descriptions: [
            'Đầu giờ học có các hoạt động phản xạ nhanh giúp cả lớp tập trung và hào hứng',
            'Đóng vai, diễn kịch ngắn để luyện cấu trúc câu và ngữ điệu',
          ],
        },
        {
          contentName: 'Ghi nhớ bằng hành động',
          descriptions: [
            'Cụm động từ và thành ngữ được minh họa bằng động tác nên nhớ lâu hơn',
            'Giảm áp lực học thuộc lòng, tăng khả năng dùng từ đúng ngữ cảnh',
          ],
        },
      ]),
      method('6', 2, 'blue', 'Phương pháp CLIL (Học tích hợp nội dung và ngôn ngữ)', 'Học sinh tìm hiểu về quả địa cầu và môi trường bằng tiếng Anh', [
        {
          contentName: 'Chủ đề học thuật',
          descriptions: [
            'Đọc và thảo luận các chủ đề khoa học, môi trường, lịch sử, công nghệ bằng tiếng Anh',
            'Mở rộng vốn từ học thuật cần cho bài đọc trong đề thi KET, PET và thi vào lớp 10',
          ],
        },
        {
          contentName: 'Dự án và thuyết trình',
          descriptions: [
            'Làm việc nhóm để tìm hiểu và trình bày một vấn đề bằng tiếng Anh',
            'Rèn kỹ năng viết email và bài luận ngắn theo yêu cầu của đề thi',
          ],
        },
      ]),
      method('6', 3, 'navy', 'Kỷ luật tích cực', 'Giáo viên trò chuyện cởi mở với học sinh tuổi teen', [
        {
          contentName: 'Tôn trọng tuổi mới lớn',
          descriptions: [
            'Giáo viên lắng nghe và trao đổi như một người bạn đồng hành, không áp đặt',
            'Học sinh cùng xây dựng mục tiêu và kế hoạch học tập của chính mình',
          ],
        },
        {
          contentName: 'Theo dõi tiến bộ rõ ràng',
          descriptions: [
            'Kiểm tra định kỳ theo đúng định dạng đề thi thật, nhận xét chi tiết từng kỹ năng',
            'Trao đổi thường xuyên với phụ huynh về kết quả học tập và kế hoạch ôn thi vào lớp 10',
          ],
        },
      ]),
    ],
    studentImages: studentImages('6', [
      'Học sinh trung học cơ sở thảo luận nhóm về chủ đề môi trường',
      'Một bạn học sinh thuyết trình bằng tiếng Anh trước lớp',
      'Học sinh tập trung làm bài luyện thi PET',
      'Giáo viên chữa bài viết cho từng học sinh',
      'Các bạn diễn một đoạn kịch ngắn bằng tiếng Anh',
      'Học sinh luyện nghe với tai nghe trong phòng đa phương tiện',
      'Nhóm học sinh ôn ngữ pháp cho kỳ thi vào lớp 10',
      'Học sinh thi đố vui từ vựng theo đội',
      'Cả lớp chụp ảnh kỷ niệm sau buổi thi thử',
    ]),
  },
  {
    id: '7',
    courseType: 'Cambridge sub course',
    title: 'Tiếng Anh trung học phổ thông',
    age: '16 - 18 tuổi',
    ages: { from: 16, to: 18 },
    about:
      'Khóa học dành cho học sinh THPT với hai mục tiêu song song: đạt điểm cao môn tiếng Anh trong kỳ thi tốt nghiệp THPT ' +
      'và chinh phục các chứng chỉ quốc tế IELTS, SAT phục vụ xét tuyển đại học và du học. ' +
      'Lộ trình được cá nhân hóa sau bài kiểm tra đầu vào; lớp học ít học viên để giáo viên theo sát từng bạn.',
    heroImage: heroImage('7', 'Học sinh trung học phổ thông luyện thi IELTS cùng giáo viên'),
    heroMobileImage: heroMobileImage('7', 'Học sinh trung học phổ thông luyện thi IELTS cùng giáo viên'),
    image: cardImage('7', 'Minh họa lớp luyện thi tốt nghiệp THPT, IELTS và SAT'),
    color: '#FFEFB8',
    textbook: { name: 'Complete IELTS' },
    fees: {
      classes: [
        {
          feePerTerm: 6_000_000,
          sessionsPerWeek: 2,
          sessionMinutes: 90,
          maxClassSize: 12,
          times: [
            { days: [monday, wednesday], start: '19:00' },
            { days: [tuesday, thursday], start: '19:00' },
            { days: [saturday, sunday], start: '08:00' },
          ],
        },
      ],
      included: [
        'Sách Complete IELTS (sách học và sách bài tập)',
        'Bài kiểm tra giữa và cuối học kỳ, có nhận xét của giáo viên',
        'Thi thử IELTS đủ bốn kỹ năng mỗi học kỳ',
      ],
      notIncluded: ['Lệ phí thi IELTS, nộp cho đơn vị tổ chức thi (IDP hoặc British Council) khi con đăng ký thi'],
      openingMonths: eachTerm,
    },
    outcomes: [
      outcome(
        '7',
        1,
        'Học sinh vui mừng cầm bảng điểm thi tốt nghiệp',
        'Đạt điểm cao môn tiếng Anh trong kỳ thi tốt nghiệp THPT.',
      ),
      outcome(
        '7',
        2,
        'Học sinh nhận chứng chỉ IELTS',
        'Đạt IELTS từ 6.5 đến 7.5 trở lên, đủ điều kiện xét tuyển đại học và nộp hồ sơ du học.',
      ),
      outcome(
        '7',
        3,
        'Học sinh đọc tài liệu học thuật để luyện thi SAT',
        'Làm chủ kỹ năng đọc hiểu và viết học thuật cần cho kỳ thi SAT.',
      ),
      outcome(
        '7',
        4,
        'Học sinh đội mũ tốt nghiệp, sẵn sàng bước vào đại học',
        'Hình thành tư duy phản biện và khả năng tự học, sẵn sàng cho môi trường đại học.',
      ),
    ],
    methods: [
      method('7', 1, 'orange', 'Phương pháp TPR (Phản xạ toàn thân)', 'Hai học sinh luyện nói tiếng Anh theo cặp', [
        {
          contentName: 'Phản xạ nói tự nhiên',
          descriptions: [
            'Tranh biện và phỏng vấn nhanh giúp học sinh trả lời bằng tiếng Anh mà không cần dịch trong đầu',
            'Luyện ngôn ngữ cơ thể và giao tiếp bằng mắt cho phần thi Speaking IELTS',
          ],
        },
        {
          contentName: 'Ghi nhớ chủ động',
          descriptions: [
            'Từ vựng học thuật được gắn với hành động, tình huống và ví dụ của chính học sinh',
            'Ôn tập theo chu kỳ để nhớ lâu và vững vàng trước mỗi kỳ thi',
          ],
        },
      ]),
      method('7', 2, 'blue', 'Phương pháp CLIL (Học tích hợp nội dung và ngôn ngữ)', 'Học sinh đọc tài liệu học thuật và ghi chép', [
        {
          contentName: 'Đọc hiểu học thuật',
          descriptions: [
            'Đọc các bài viết về khoa học, xã hội, kinh tế để quen với phần Reading của IELTS và SAT',
            'Rèn kỹ năng phân tích, suy luận và tóm tắt thông tin',
          ],
        },
        {
          contentName: 'Viết và trình bày lập luận',
          descriptions: [
            'Viết bài IELTS Writing Task 1, Task 2 theo đúng tiêu chí chấm thi',
            'Thuyết trình và phản biện về các vấn đề thời sự bằng tiếng Anh',
          ],
        },
      ]),
      method('7', 3, 'navy', 'Kỷ luật tích cực', 'Giáo viên cùng học sinh lập kế hoạch học tập', [
        {
          contentName: 'Tự chủ trong học tập',
          descriptions: [
            'Học sinh tự đặt mục tiêu điểm số và theo dõi tiến độ của mình mỗi tuần',
            'Giáo viên đóng vai người hướng dẫn, giúp các bạn tìm ra cách học phù hợp',
          ],
        },
        {
          contentName: 'Cân bằng áp lực thi cử',
          descriptions: [
            'Lịch học và luyện đề được sắp xếp hợp lý bên cạnh lịch học ở trường',
            'Tư vấn chọn chứng chỉ, chọn trường và xây dựng chiến lược thi cho từng bạn',
          ],
        },
      ]),
    ],
    studentImages: studentImages('7', [
      'Học sinh trung học phổ thông luyện nói IELTS theo cặp',
      'Giáo viên hướng dẫn cách lập dàn ý bài viết IELTS Task 2',
      'Học sinh tập trung làm đề thi thử tốt nghiệp THPT',
      'Nhóm học sinh tranh biện về một vấn đề xã hội',
      'Học sinh đọc tài liệu học thuật để chuẩn bị cho kỳ thi SAT',
      'Giáo viên trao đổi kế hoạch học tập với từng học sinh',
      'Học sinh thuyết trình với slide trên máy chiếu',
      'Cả lớp thảo luận đáp án sau buổi luyện đề',
      'Học sinh vui mừng khi nhận kết quả IELTS',
    ]),
  },
  {
    id: '8',
    courseType: 'English',
    title: 'Tiếng Anh giao tiếp',
    age: '15 tuổi trở lên',
    ages: { from: 15 },
    about:
      'Khóa học dành cho học sinh từ 15 tuổi, sinh viên và người đi làm muốn giao tiếp tiếng Anh tự tin trong công việc và cuộc sống. ' +
      'Lớp học tập trung vào nghe và nói qua những tình huống thực tế như phỏng vấn, họp, thuyết trình, du lịch; ' +
      'lịch học linh hoạt vào buổi tối và cuối tuần.',
    heroImage: heroImage('8', 'Học viên trẻ trò chuyện bằng tiếng Anh cùng giáo viên bản ngữ'),
    heroMobileImage: heroMobileImage('8', 'Học viên trẻ trò chuyện bằng tiếng Anh cùng giáo viên bản ngữ'),
    image: cardImage('8', 'Minh họa lớp tiếng Anh giao tiếp với các học viên trò chuyện theo nhóm'),
    color: '#E8F0FB',
    textbook: { name: 'Speakout' },
    fees: {
      classes: [
        {
          feePerTerm: 4_800_000,
          sessionsPerWeek: 2,
          sessionMinutes: 90,
          maxClassSize: 12,
          times: [
            { days: [monday, wednesday], start: '19:00' },
            { days: [tuesday, thursday], start: '19:00' },
            { days: [saturday, sunday], start: '09:45' },
          ],
        },
      ],
      included: ['Sách Speakout (sách học và sách bài tập)', 'Bài kiểm tra đầu khóa và cuối học kỳ, có nhận xét từng kỹ năng'],
      notIncluded: [],
      // Every other month: older learners, many of them at work, start when they can.
      openingMonths: [1, 3, 5, 7, 9, 11],
    },
    outcomes: [
      outcome(
        '8',
        1,
        'Hai người trò chuyện thoải mái bằng tiếng Anh',
        'Giao tiếp trôi chảy, tự tin trong các tình huống đời sống và công việc.',
      ),
      outcome(
        '8',
        2,
        'Học viên đeo tai nghe luyện nghe tiếng Anh',
        'Phát âm rõ ràng, nghe hiểu người bản ngữ nói ở tốc độ tự nhiên.',
      ),
      outcome(
        '8',
        3,
        'Học viên thuyết trình bằng tiếng Anh trong phòng họp',
        'Sử dụng tiếng Anh hiệu quả khi viết email, tham gia cuộc họp và thuyết trình.',
      ),
    ],
    methods: [
      method('8', 1, 'orange', 'Phương pháp TPR (Phản xạ toàn thân)', 'Học viên đóng vai gọi món tại nhà hàng', [
        {
          contentName: 'Nói trước, sửa sau',
          descriptions: [
            'Học viên được khuyến khích nói ngay qua hành động và tình huống, giáo viên sửa lỗi sau hoạt động',
            'Xóa bỏ tâm lý ngại nói, sợ sai thường gặp ở người lớn',
          ],
        },
        {
          contentName: 'Nhập vai tình huống',
          descriptions: [
            'Đóng vai gọi món ở nhà hàng, làm thủ tục ở sân bay, hỏi đường khi đi du lịch',
            'Phản xạ nhanh với những câu hỏi thường gặp trong đời sống hằng ngày',
          ],
        },
      ]),
      method('8', 2, 'blue', 'Phương pháp CLIL (Học tích hợp nội dung và ngôn ngữ)', 'Học viên dùng tiếng Anh trong buổi họp công việc', [
        {
          contentName: 'Tiếng Anh theo lĩnh vực',
          descriptions: [
            'Chủ đề được chọn theo ngành nghề và nhu cầu của học viên: kinh doanh, công nghệ, dịch vụ',
            'Học từ vựng chuyên ngành qua tài liệu và tình huống công việc thực tế',
          ],
        },
        {
          contentName: 'Kỹ năng công sở',
          descriptions: [
            'Viết email, tham gia họp trực tuyến và thuyết trình bằng tiếng Anh',
            'Luyện trả lời phỏng vấn xin việc cùng giáo viên bản ngữ',
          ],
        },
      ]),
      method('8', 3, 'navy', 'Kỷ luật tích cực', 'Giáo viên và học viên cùng xem lại mục tiêu học tập', [
        {
          contentName: 'Học viên làm chủ lộ trình',
          descriptions: [
            'Cùng giáo viên đặt mục tiêu cụ thể cho từng tháng học',
            'Đánh giá tiến bộ qua bài nói được ghi âm ở đầu và cuối mỗi chặng',
          ],
        },
        {
          contentName: 'Không khí lớp học thân thiện',
          descriptions: [
            'Lớp ít học viên, mọi người hỗ trợ và góp ý cho nhau một cách tôn trọng',
            'Giáo viên ghi nhận nỗ lực thay vì chỉ chú ý đến lỗi sai',
          ],
        },
      ]),
    ],
    studentImages: studentImages('8', [
      'Học viên đóng vai gọi món tại nhà hàng bằng tiếng Anh',
      'Nhóm học viên luyện hội thoại cùng giáo viên bản ngữ',
      'Học viên thực hành thuyết trình trong tình huống công sở',
      'Học viên tập trả lời phỏng vấn xin việc bằng tiếng Anh',
      'Lớp học buổi tối với không khí trao đổi cởi mở',
      'Học viên đóng vai làm thủ tục tại quầy sân bay',
      'Học viên luyện nghe với tai nghe trong phòng đa phương tiện',
      'Hai học viên trò chuyện theo cặp về chủ đề du lịch',
      'Cả lớp tiếng Anh giao tiếp chụp ảnh kỷ niệm cuối khóa',
    ]),
  },
];
