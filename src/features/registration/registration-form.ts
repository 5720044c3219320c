import { capitalizeWords } from '@/lib/capitalize-words';

/** What the registration form holds; `subject` is the chosen course title ('' = the placeholder). */
export type RegistrationValues = Record<'parentName' | 'phone' | 'subject', string>;

/** The product's messages (docs/product.md#validation and #messages), and the site's own about unsent registrations, verbatim. */
export const registrationMessages = {
  parentName: 'Vui lòng nhập họ tên phụ huynh',
  phone: 'Vui lòng nhập số điện thoại hợp lệ',
  subject: 'Vui lòng chọn một khóa học',
  invalid: 'Vui lòng điền đầy đủ và đúng thông tin.',
  sendFailed: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
  sent: 'Gửi thành công! Trung tâm sẽ liên hệ với phụ huynh sớm nhất.',
  unsent: 'Đăng ký đã được lưu trên điện thoại này và sẽ tự động gửi khi có kết nối.',
  refused:
    'Đăng ký đã được lưu trên điện thoại này nhưng chưa gửi được. Phụ huynh có thể gọi, nhắn Zalo hoặc SMS cho trung tâm ngay bên dưới.',
  sentLater: ({ parentName, subject }: RegistrationValues) =>
    `Đăng ký đã lưu của phụ huynh ${parentName} (${subject}) vừa được gửi tới trung tâm.`,
  removed: ({ parentName }: RegistrationValues) => `Đã xoá đăng ký của phụ huynh ${parentName} khỏi điện thoại này.`,
};

// What shows nothing: zero-width spaces and joiners, BOMs, direction marks, and the Braille pattern blank (U+2800),
// neither whitespace nor default-ignorable, yet blank.
const invisible = '[\\p{White_Space}\\p{Default_Ignorable_Code_Point}\\u2800]+';
/** Like `trim()`, but also drops what shows nothing. */
const trimInvisible = (text: string) => text.replace(new RegExp(`^${invisible}|${invisible}$`, 'gu'), '');

/** Drops what people type between digits: spaces, dots, dashes and parentheses. */
const normalizePhone = (raw: string) => raw.replace(/[\s.\-()]/g, '');

/**
 * 0 or +84, a carrier's prefix, then seven digits. The product lists 32-39, 56, 58, 59, 70, 76-79,
 * 81-85 and 90-99; the carriers have handed out 52, 55, 86, 87, 88 and 89 for years too, so those
 * are accepted as well (docs/registration.md#accepted-mobile-numbers names each one's carrier).
 */
const vietnameseMobile = /^(?:0|\+84)(?:3[2-9]|5[25689]|7[06-9]|8[1-9]|9\d)\d{7}$/;

/** The product's three rules (docs/product.md#validation), one per field; `null` means valid. */
export const registrationRules: Record<keyof RegistrationValues, (value: string) => string | null> = {
  parentName: (value) => (trimInvisible(value) ? null : registrationMessages.parentName),
  phone: (value) => (vietnameseMobile.test(normalizePhone(value)) ? null : registrationMessages.phone),
  subject: (value) => (value ? null : registrationMessages.subject),
};

/** What is kept and sent of what the form holds: the name trimmed, the phone's digits, the course capitalised. */
export function registrationToSend({ parentName, phone, subject }: RegistrationValues): RegistrationValues {
  return { parentName: trimInvisible(parentName), phone: normalizePhone(phone), subject: capitalizeWords(subject.trim()) };
}

/** Whether two registrations say the same thing, field by field. */
export const sameRegistration = (a: RegistrationValues, b: RegistrationValues) =>
  a.parentName === b.parentName && a.phone === b.phone && a.subject === b.subject;
