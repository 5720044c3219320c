import * as z from 'zod/mini';

/**
 * The one definition of a registration's fields (docs/registration.md#one-definition): their limits, in UTF-16 units as
 * an input's `maxLength` and zod count them. The form refuses a name over its limit; the rest of what is kept and sent is
 * bounded by construction (the phone rule, the course list, `cleanText` for what the site adds).
 */
export const registrationLimits = {
  parentName: 200,
  phone: 20,
  subject: 200,
  page: 200,
  utm: 100,
  /** A host name's own limit (RFC 1035). */
  referrer: 253,
  level: 40,
  levelScore: 10,
  childAge: 99,
} as const;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
// A field of the context that does not fit is read as none: it never makes the registration invalid, stored or new.
const context = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** The page a registration was sent from, where the visit came from and what the level check said (registration-source.ts). */
export const registrationSourceSchema = z.object({
  page: context(text(registrationLimits.page)),
  utmSource: context(text(registrationLimits.utm)),
  utmMedium: context(text(registrationLimits.utm)),
  utmCampaign: context(text(registrationLimits.utm)),
  /** The referring site's host; none when the visit began on this site or the browser withheld it. */
  referrer: context(text(registrationLimits.referrer)),
  childAge: context(z.number().check(z.int(), z.positive(), z.lte(registrationLimits.childAge))),
  /** The level check's level, e.g. 'A1 Movers', and its score, e.g. '12/16'. */
  level: context(text(registrationLimits.level)),
  levelScore: context(text(registrationLimits.levelScore)),
});

export type RegistrationSource = z.infer<typeof registrationSourceSchema>;

// What no one means to send, and an e-mail must not carry: control characters (C0, DEL, C1), lone surrogates, the
// marks that reorder text (bidi controls and overrides) and non-characters (U+FFFE, U+FFFF…). Line breaks and tabs too,
// with any other whitespace: a field is one line.
const unwanted = /[\s\p{Cc}\p{Cs}\p{Bidi_Control}\p{Noncharacter_Code_Point}]+/gu;
// What shows nothing: zero-width spaces and joiners, BOMs, and the Braille pattern blank (U+2800), neither whitespace nor
// default-ignorable, yet blank.
const invisible = '[\\p{White_Space}\\p{Default_Ignorable_Code_Point}\\u2800]+';
const trimInvisible = (text: string) => text.replace(new RegExp(`^${invisible}|${invisible}$`, 'gu'), '');

/** The first `max` UTF-16 units of `text` at most, cut between characters as people see them (graphemes). */
function cut(text: string, max: number) {
  let kept = '';
  const pieces = 'Segmenter' in Intl ? new Intl.Segmenter().segment(text) : Array.from(text, (segment) => ({ segment }));
  for (const { segment } of pieces) {
    if (kept.length + segment.length > max) break;
    kept += segment;
  }
  return kept;
}

/**
 * `text` as one clean line: what `unwanted` matches becomes a space, what shows nothing goes from both ends, and it is
 * cut to `max` UTF-16 units (none: not cut). Nothing left, or no text: undefined.
 */
export function cleanText(text: unknown, max = Infinity): string | undefined {
  if (typeof text !== 'string') return undefined;
  const line = trimInvisible(text.replace(unwanted, ' '));
  return trimInvisible(line.length > max ? cut(line, max) : line) || undefined;
}

/** The name as kept and sent: one line, without control characters nor what shows nothing around it. */
export const cleanName = (text: string) => cleanText(text) ?? '';

/** Drops what people type between digits: spaces, dots, dashes and parentheses. */
export const normalizePhone = (raw: string) => raw.replace(/[\s.\-()]/g, '');

/**
 * 0 or +84, a carrier's prefix, then seven digits. The product lists 32-39, 56, 58, 59, 70, 76-79,
 * 81-85 and 90-99; the carriers have handed out 52, 55, 86, 87, 88 and 89 for years too, so those
 * are accepted as well (docs/registration.md#accepted-mobile-numbers names each one's carrier).
 */
export const vietnameseMobile = /^(?:0|\+84)(?:3[2-9]|5[25689]|7[06-9]|8[1-9]|9\d)\d{7}$/;

/** `schema` over what `clean` makes of a string. */
const cleaned = (clean: (text: string) => string, schema: z.ZodMiniString<string>) => z.pipe(z.pipe(z.string(), z.transform(clean)), schema);

/**
 * A registration's values as they are sent, whether the form has just made them or the phone kept
 * them (registration-form.ts, unsent-registrations-storage.ts): cleaned as the form cleans them, and
 * held to the form's rules. A kept one that is not (the storage was written by something else) is no
 * registration of the site's, and is never sent.
 */
export const registrationValuesSchema = z.object({
  parentName: cleaned(cleanName, text(registrationLimits.parentName)),
  phone: cleaned(normalizePhone, z.string().check(z.regex(vietnameseMobile))),
  subject: cleaned((subject) => cleanText(subject) ?? '', text(registrationLimits.subject)),
});
