/**
 * Words of the site's registration form (docs/registration.md), in Vietnamese, verbatim from the product's spec
 * (docs/product.md#validation and #messages) and the site's own about unsent registrations. The English twin:
 * ../en/registration.ts. Blanks (`{name}`) are filled by the form.
 */
export const registration = {
  heading: 'ĐĂNG KÝ KIỂM TRA TRÌNH ĐỘ VÀ HỌC THỬ MIỄN PHÍ',
  lead: 'Phụ huynh để lại thông tin, Trung tâm sẽ gọi lại để hẹn lịch kiểm tra trình độ và một buổi học thử miễn phí cho bé.',
  fields: {
    parentName: 'Họ tên phụ huynh',
    phone: 'Số điện thoại',
    course: 'Khóa học',
    coursePlaceholder: 'Khóa học phù hợp với bé',
  },
  submit: 'Gửi đăng ký',
  sending: 'Đang gửi. . .',
  /** `{privacyPolicy}`: the link, worded `privacyPolicy`. */
  consent:
    'Bằng việc gửi thông tin, phụ huynh đồng ý để Trung tâm Mặt Trời Nhỏ dùng họ tên và số điện thoại này chỉ để liên hệ tư vấn, xếp lịch kiểm tra trình độ và học thử. Xem {privacyPolicy}.',
  privacyPolicy: 'Chính sách bảo mật',
  /** What the form refuses, field by field (`{max}`: the name's limit). */
  validation: {
    parentName: 'Vui lòng nhập họ tên phụ huynh',
    parentNameTooLong: 'Vui lòng nhập họ tên phụ huynh không quá {max} ký tự',
    phone: 'Vui lòng nhập số điện thoại hợp lệ',
    subject: 'Vui lòng chọn một khóa học',
  },
  notices: {
    invalid: 'Vui lòng điền đầy đủ và đúng thông tin.',
    sendFailed: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
    sent: 'Gửi thành công! Trung tâm sẽ liên hệ với phụ huynh sớm nhất.',
    unsent: 'Đăng ký đã được lưu trên điện thoại này và sẽ tự động gửi khi có kết nối.',
    refused:
      'Đăng ký đã được lưu trên điện thoại này nhưng chưa gửi được. Phụ huynh có thể gọi, nhắn Zalo hoặc SMS cho trung tâm ngay bên dưới.',
    /** When the phone could not keep it: `{phone}` is the hotline, a link. */
    callNow: 'Hoặc gọi {phone} để đăng ký ngay.',
    sentLater: 'Đăng ký đã lưu của phụ huynh {parentName} ({subject}) vừa được gửi tới trung tâm.',
    removed: 'Đã xóa đăng ký của phụ huynh {parentName} khỏi điện thoại này.',
    close: 'Đóng thông báo',
  },
  /** What the registration carries of the visit's level check, said above the button. */
  levelCheck: {
    result: 'Gửi kèm kết quả kiểm tra trình độ: {level}, đúng {score}/{total} câu ({child} {age} tuổi).',
    age: 'Gửi kèm tuổi của {child}: {age} tuổi.',
    /** The child, as the level check's result says it (audience.ts): 'bé' to 10, 'con' from 11. */
    child: { young: 'bé', older: 'con' },
  },
  /** Under the form while its last send failed. */
  fallbacks: {
    lead: 'Hoặc liên hệ trung tâm ngay:',
    call: 'Gọi {phone}',
    zalo: 'Nhắn Zalo',
    sms: 'Gửi đăng ký qua SMS',
    smsBody: 'Đăng ký kiểm tra trình độ và học thử: {parentName}, {phone}, {subject}',
  },
  /** The list of the registrations the phone keeps until they are sent. */
  unsent: {
    keptLabel: 'Đăng ký đã lưu trên điện thoại này',
    keptHeading: 'Đã lưu trên điện thoại này, chưa gửi được',
    /** When the phone's storage refused them: they live in the tab only. */
    tabLabel: 'Đăng ký chưa gửi được',
    tabHeading: 'Chưa gửi được, trang này sẽ thử gửi lại khi còn mở',
    savedAt: '(lưu lúc {time})',
    willSend: 'Đăng ký sẽ tự động gửi khi có kết nối.',
    refused:
      'Trung tâm chưa nhận được đăng ký này. Trang web sẽ thử gửi lại sau; phụ huynh cũng có thể gọi, nhắn Zalo hoặc SMS cho trung tâm.',
    remove: 'Xóa, không gửi nữa',
    removeLabel: 'Xóa, không gửi nữa: đăng ký của {parentName}',
  },
  /** The panel that takes the form's place once the centre has the registration. */
  thanks: {
    heading: 'Cảm ơn phụ huynh {parentName}!',
    /** `{course}` is shown in bold. */
    lead: 'Trung tâm đã nhận đăng ký khóa {course}. Những bước tiếp theo:',
    /** `{phone}` in bold; `{openingHours}` is `openingHours`, filled. */
    callBack: 'Trong vòng {callBackHours} giờ, tư vấn viên gọi số {phone} để hỏi thêm về bé và chọn lịch phù hợp ({openingHours}).',
    openingHours: 'Thứ Hai - Chủ Nhật: {opens} - {closes}',
    levelTest: 'Bé làm bài kiểm tra trình độ miễn phí tại trung tâm, khoảng {minutes} phút.',
    trialClass: 'Bé học thử một buổi miễn phí; giáo viên gửi phụ huynh nhận xét và lộ trình đề xuất.',
    sooner: 'Cần trao đổi sớm hơn? Phụ huynh có thể gọi hoặc nhắn Zalo cho trung tâm:',
    another: 'Đăng ký cho bé khác',
  },
};
