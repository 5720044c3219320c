import { capitalizeWords } from '@/lib/capitalize-words';
import { cleanText, registrationLimits as limits } from './registration-schema';

/** What the registration form holds; `subject` is the chosen course title ('' = the placeholder). */
export type RegistrationValues = Record<'parentName' | 'phone' | 'subject', string>;

/** The product's messages (docs/product.md#validation and #messages), and the site's own about unsent registrations, verbatim. */
export const registrationMessages = {
  parentName: 'Vui lòng nhập họ tên phụ huynh',
  parentNameTooLong: `Vui lòng nhập họ tên phụ huynh không quá ${limits.parentName} ký tự`,
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
  removed: ({ parentName }: RegistrationValues) => `Đã xóa đăng ký của phụ huynh ${parentName} khỏi điện thoại này.`,
};

/** The name as kept and sent: one line, without control characters nor what shows nothing around it. */
const cleanName = (text: string) => cleanText(text) ?? '';
/** The course as kept and sent: its title, each word capitalised. */
const courseTitle = (subject: string) => capitalizeWords(cleanText(subject) ?? '');

/** Drops what people type between digits: spaces, dots, dashes and parentheses. */
const normalizePhone = (raw: string) => raw.replace(/[\s.\-()]/g, '');

/**
 * 0 or +84, a carrier's prefix, then seven digits. The product lists 32-39, 56, 58, 59, 70, 76-79,
 * 81-85 and 90-99; the carriers have handed out 52, 55, 86, 87, 88 and 89 for years too, so those
 * are accepted as well (docs/registration.md#accepted-mobile-numbers names each one's carrier).
 */
const vietnameseMobile = /^(?:0|\+84)(?:3[2-9]|5[25689]|7[06-9]|8[1-9]|9\d)\d{7}$/;

/**
 * The product's three rules (docs/product.md#validation), one per field, and the limits of what is kept
 * (registration-schema.ts) on what is sent; `null` means valid. The phone's digits always fit; a course title too long
 * to keep is no course of the list.
 */
export const registrationRules: Record<keyof RegistrationValues, (value: string) => string | null> = {
  parentName: (value) => {
    const name = cleanName(value);
    if (!name) return registrationMessages.parentName;
    return name.length > limits.parentName ? registrationMessages.parentNameTooLong : null;
  },
  phone: (value) => (vietnameseMobile.test(normalizePhone(value)) ? null : registrationMessages.phone),
  subject: (value) => {
    const title = courseTitle(value);
    return title && title.length <= limits.subject ? null : registrationMessages.subject;
  },
};

/** What is kept and sent of what the form holds: the name cleaned, the phone's digits, the course capitalised. */
export function registrationToSend({ parentName, phone, subject }: RegistrationValues): RegistrationValues {
  return { parentName: cleanName(parentName), phone: normalizePhone(phone), subject: courseTitle(subject) };
}

/** Whether two registrations say the same thing, field by field. */
export const sameRegistration = (a: RegistrationValues, b: RegistrationValues) =>
  a.parentName === b.parentName && a.phone === b.phone && a.subject === b.subject;
