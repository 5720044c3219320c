import type { Locale } from '@/i18n/locale';
import { fill } from '@/i18n/fill';
import type { UiText } from '@/i18n/ui-text';
import { courseTitle } from '@/lib/course-title';
import { cleanName, cleanText, normalizePhone, registrationLimits as limits, vietnameseMobile } from './registration-schema';

/** What the registration form holds; `subject` is the chosen course title ('' = the placeholder). */
export type RegistrationValues = Record<'parentName' | 'phone' | 'subject', string>;

/** The form's words in one language (src/i18n/vi/registration.ts and its English twin). */
type RegistrationWords = UiText['registration'];

/** What the form says when it refuses a field, in one language, blanks filled. */
type Refusals = Record<'parentName' | 'parentNameTooLong' | 'phone' | 'subject', string>;

/** The refusals of `words` (the product's, docs/product.md#validation, and the site's own about a name too long). */
export const refusalsOf = ({ validation }: RegistrationWords): Refusals => ({
  ...validation,
  parentNameTooLong: fill(validation.parentNameTooLong, { max: limits.parentName }),
});

type Rules = Record<keyof RegistrationValues, (value: string) => string | null>;

/**
 * The registration form in one language: the product's three rules (docs/product.md#validation), one per field, saying
 * `refusals` (`null` means valid), with the limits of what is kept (registration-schema.ts) on what is sent; and what is
 * kept and sent of what the form holds. The same rules in both languages: only the words differ. The phone's digits
 * always fit; a course title too long to keep is no course of the list.
 */
export function registrationFormOf(refusals: Refusals, locale: Locale) {
  // A course title as the select shows it and the registration carries it (src/lib/course-title.ts).
  const subjectTitle = (subject: string) => courseTitle(cleanText(subject) ?? '', locale);
  const rules: Rules = {
    parentName: (value) => {
      const name = cleanName(value);
      if (!name) return refusals.parentName;
      return name.length > limits.parentName ? refusals.parentNameTooLong : null;
    },
    phone: (value) => (vietnameseMobile.test(normalizePhone(value)) ? null : refusals.phone),
    subject: (value) => {
      const title = subjectTitle(value);
      return title && title.length <= limits.subject ? null : refusals.subject;
    },
  };
  /** What is kept and sent of what the form holds: the name cleaned, the phone's digits, the course as the select shows it. */
  const toSend = ({ parentName, phone, subject }: RegistrationValues): RegistrationValues => ({
    parentName: cleanName(parentName),
    phone: normalizePhone(phone),
    subject: subjectTitle(subject),
  });
  return { rules, toSend };
}

/** Whether two registrations say the same thing, field by field. */
export const sameRegistration = (a: RegistrationValues, b: RegistrationValues) =>
  a.parentName === b.parentName && a.phone === b.phone && a.subject === b.subject;
