import { isVietnameseMobile } from './phone';
import { trimInvisible } from './trim-invisible';

/** What the registration form holds; `subject` is the chosen course title ('' = the placeholder). */
export interface RegistrationValues {
  parentName: string;
  phone: string;
  subject: string;
}

export const emptyRegistration: RegistrationValues = { parentName: '', phone: '', subject: '' };

/** Whether two registrations say the same thing, field by field. */
export const sameRegistration = (a: RegistrationValues, b: RegistrationValues) =>
  a.parentName === b.parentName && a.phone === b.phone && a.subject === b.subject;

/** The messages of docs/product.md#validation and #messages, verbatim. */
export const registrationMessages = {
  parentName: 'Vui lòng nhập họ tên phụ huynh',
  phone: 'Vui lòng nhập số điện thoại hợp lệ',
  subject: 'Vui lòng chọn một khóa học',
  invalid: 'Vui lòng điền đầy đủ và đúng thông tin.',
  sendFailed: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
  sent: 'Gửi thành công! Trung tâm sẽ liên hệ với phụ huynh sớm nhất.',
} as const;

/** What the site adds about a registration kept on the phone (docs/registration.md#kept-on-the-phone). */
export const keptLeadMessages = {
  kept: 'Đăng ký đã được lưu trên điện thoại này và sẽ tự động gửi khi có kết nối.',
  refused: 'Đăng ký đã được lưu trên điện thoại này nhưng chưa gửi được. Phụ huynh có thể gọi, nhắn Zalo hoặc SMS cho trung tâm ngay bên dưới.',
  sentLater: ({ parentName, subject }: RegistrationValues) => `Đăng ký đã lưu của phụ huynh ${parentName} (${subject}) vừa được gửi tới trung tâm.`,
};

type Rule = (value: string) => string | null;

/** The three rules of docs/product.md#validation, one per field, in the form's order; `null` means valid. */
export const registrationRules: { [Field in keyof RegistrationValues]: Rule } = {
  parentName: (value) => (trimInvisible(value) ? null : registrationMessages.parentName),
  phone: (value) => (isVietnameseMobile(value) ? null : registrationMessages.phone),
  subject: (value) => (value ? null : registrationMessages.subject),
};

/** The fields in the order they appear, so the first invalid one can take the focus. */
export const registrationFields = ['parentName', 'phone', 'subject'] as const satisfies readonly (keyof RegistrationValues)[];
