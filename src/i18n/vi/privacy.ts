/**
 * The privacy policy (/chinh-sach-bao-mat), in Vietnamese; the English twin: ../en/privacy.ts.
 * Blanks: {fullName} the centre's full name, {name} its short name, {phone} and {email} its links,
 * {address} its address, {date} the day the policy was last updated.
 */
export const privacy = {
  head: {
    title: 'Chính sách bảo mật',
    description: 'Trung tâm Mặt Trời Nhỏ thu thập thông tin gì qua biểu mẫu đăng ký, dùng để làm gì, lưu bao lâu và quyền của phụ huynh.',
  },
  title: 'Chính sách bảo mật',
  lead: 'Trung tâm chỉ hỏi những gì cần để gọi lại cho phụ huynh, và giữ những thông tin đó cẩn thận.',
  opening:
    'Chính sách này giải thích cách {fullName} (sau đây gọi là “Trung tâm”) thu thập, sử dụng và bảo vệ thông tin phụ huynh gửi qua trang web này.',
  collected: {
    title: '1. Thông tin chúng tôi thu thập',
    form: 'Khi phụ huynh gửi biểu mẫu đăng ký kiểm tra trình độ và học thử miễn phí, Trung tâm nhận ba thông tin phụ huynh điền:',
    fields: ['họ tên phụ huynh;', 'số điện thoại;', 'khóa học phụ huynh chọn.'],
    sentWith:
      'Kèm theo đăng ký, trang web gửi địa chỉ trang nơi phụ huynh bấm gửi, và nếu phụ huynh đến từ một liên kết hay bài đăng khác (ví dụ trên Zalo hoặc Facebook): tên trang web đã dẫn phụ huynh tới (ví dụ zalo.me) và tên chiến dịch ghi trong liên kết của Trung tâm (các tham số utm_source, utm_medium, utm_campaign). Những thông tin này chỉ cho Trung tâm biết bài đăng nào giúp được phụ huynh, không cho biết phụ huynh là ai. Trình duyệt chỉ ghi nhớ chúng trong lần truy cập này và xóa khi phụ huynh đóng thẻ, trừ khi chúng đi kèm một đăng ký chưa gửi được.',
    levelCheck:
      'Nếu trong lần truy cập này phụ huynh cùng bé làm bài kiểm tra trình độ trực tuyến, đăng ký gửi kèm tuổi của bé phụ huynh đã chọn và, khi làm xong, trình độ ước lượng cùng số câu đúng (ví dụ A1 Movers, 11/16); biểu mẫu ghi rõ điều này ngay trên nút gửi. Các câu trả lời của bé chỉ lưu trên máy trong lần truy cập này và không được gửi đi.',
    nothingElse:
      'Ngoài ra, trang web không thu thập thông tin nào khác: không có tài khoản, không dùng cookie để theo dõi, không gắn công cụ quảng cáo hay phân tích hành vi. Ngay trên máy của phụ huynh, trình duyệt chỉ ghi nhớ lựa chọn giao diện sáng hoặc tối, nơi lần truy cập bắt đầu và bài kiểm tra trình độ đang làm (đến khi đóng thẻ), và một đăng ký chưa gửi được cho đến khi gửi xong (xem mục 6); Trung tâm không đọc được những gì lưu trên máy của phụ huynh.',
  },
  purpose: {
    title: '2. Chúng tôi dùng thông tin để làm gì',
    uses: [
      'gọi điện hoặc nhắn tin tư vấn về khóa học phụ huynh quan tâm;',
      'xếp lịch kiểm tra trình độ miễn phí cho bé;',
      'xếp lịch buổi học thử miễn phí.',
    ],
    limits:
      'Trung tâm không dùng thông tin này cho mục đích nào khác, không gửi quảng cáo, và không bán, cho thuê hay trao đổi thông tin với bất kỳ ai. Nếu muốn gửi thêm thông tin khác (ví dụ bản tin về lớp học), Trung tâm sẽ hỏi ý kiến phụ huynh riêng.',
  },
  legalBasis: {
    title: '3. Cơ sở pháp lý',
    consent:
      'Trung tâm xử lý thông tin trên cơ sở sự đồng ý của phụ huynh: phụ huynh đồng ý khi chủ động bấm gửi biểu mẫu, sau khi đọc dòng thông báo ngay dưới biểu mẫu. Việc xử lý tuân theo quy định của pháp luật Việt Nam về bảo vệ dữ liệu cá nhân: Luật Bảo vệ dữ liệu cá nhân (có hiệu lực từ ngày 01/01/2026) và các văn bản hướng dẫn thi hành, trước đó là Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.',
    withdraw: 'Phụ huynh có thể rút lại sự đồng ý bất cứ lúc nào (xem mục 7).',
  },
  processors: {
    title: '4. Ai xử lý thông tin',
    staff: {
      name: 'Nhân viên tư vấn và tuyển sinh của Trung tâm',
      text: ': chỉ những người cần liên hệ với phụ huynh mới xem được thông tin.',
    },
    emailService: {
      name: 'Dịch vụ gửi thư điện tử EmailJS',
      text: ': khi phụ huynh bấm gửi, EmailJS chuyển nội dung biểu mẫu qua kết nối mã hóa đến hộp thư của Trung tâm. EmailJS chỉ làm nhiệm vụ chuyển thư theo chỉ định của Trung tâm.',
    },
    authorities: 'Ngoài hai bên trên, Trung tâm chỉ cung cấp thông tin khi cơ quan nhà nước có thẩm quyền yêu cầu theo quy định của pháp luật.',
  },
  retention: {
    title: '5. Thời gian lưu trữ',
    text: 'Trung tâm giữ thông tin trong 12 tháng kể từ lần liên hệ cuối cùng với phụ huynh, sau đó xóa khỏi hộp thư và sổ theo dõi tuyển sinh. Khi phụ huynh yêu cầu xóa, Trung tâm xóa ngay, không chờ hết thời hạn này.',
  },
  unsent: {
    title: '6. Đăng ký chưa gửi được, lưu tạm trên điện thoại',
    kept: 'Nếu lúc phụ huynh bấm gửi, điện thoại mất kết nối hoặc dịch vụ gửi thư tạm thời gặp lỗi, trang web giữ đăng ký lại ngay trên điện thoại (trong bộ nhớ của trình duyệt) và tự gửi lại khi có kết nối, kể cả khi phụ huynh đã đóng trang và mở lại trang web sau đó. Điện thoại chỉ giữ đúng những gì đăng ký sẽ gửi đi (mục 1), thời điểm bấm gửi, và một mã đăng ký để Trung tâm nhận ra nếu một đăng ký đến hai lần.',
    deleted:
      'Đăng ký được xóa khỏi điện thoại ngay khi Trung tâm đã nhận; nếu vẫn chưa gửi được, điện thoại chỉ giữ tối đa 7 ngày rồi tự xóa. Để xóa sớm hơn, phụ huynh bấm “Xóa, không gửi nữa” trong ô thông báo dưới biểu mẫu đăng ký, hoặc ngay dưới đây. Xóa dữ liệu trang web trong cài đặt của trình duyệt cũng xóa đăng ký này.',
    none: 'Hiện điện thoại này không lưu đăng ký nào chưa gửi.',
  },
  rights: {
    title: '7. Quyền của phụ huynh',
    lead: 'Phụ huynh có quyền:',
    list: [
      'biết Trung tâm đang giữ những thông tin gì về mình và xem lại các thông tin đó;',
      'yêu cầu sửa thông tin chưa đúng;',
      'yêu cầu xóa thông tin;',
      'rút lại sự đồng ý: Trung tâm sẽ ngừng liên hệ và xóa thông tin. Việc rút lại không ảnh hưởng đến những liên hệ đã diễn ra trước đó.',
    ],
    howTo:
      'Để thực hiện các quyền này, phụ huynh chỉ cần gọi hotline {phone} hoặc gửi thư đến {email}. Trung tâm xác nhận lại qua chính số điện thoại đã đăng ký, để không ai khác có thể yêu cầu thay phụ huynh, và phản hồi trong thời hạn pháp luật quy định. Phụ huynh cũng có quyền khiếu nại đến cơ quan nhà nước có thẩm quyền nếu cho rằng quyền của mình chưa được tôn trọng.',
  },
  children: {
    title: '8. Dữ liệu của trẻ em',
    text: 'Trang web không hỏi tên, ngày sinh hay thông tin nào cho biết bé là ai: biểu mẫu chỉ hỏi thông tin của phụ huynh và khóa học quan tâm. Về bé, đăng ký chỉ có thể gửi kèm tuổi của bé và trình độ ước lượng, khi phụ huynh cùng bé làm bài kiểm tra trình độ trực tuyến (mục 1); các câu trả lời của bé không được gửi đi. Xin phụ huynh không ghi tên, ngày sinh hay thông tin khác của bé vào biểu mẫu. Những gì khác cần cho buổi kiểm tra trình độ (như lớp đang học) sẽ được hỏi trực tiếp khi Trung tâm gọi lại, với sự đồng ý của phụ huynh.',
  },
  contact: {
    title: '9. Liên hệ',
    centre: '{fullName}',
    address: 'Địa chỉ: {address}',
    hotline: 'Hotline: {phone}',
    email: 'Email: {email}',
  },
  updated: 'Cập nhật lần cuối: {date}. Khi chính sách thay đổi, Trung tâm cập nhật trang này và ngày ở trên.',
};
