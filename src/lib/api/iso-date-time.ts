/**
 * What the site accepts as an article's `date`: an ISO 8601 / RFC 3339 date-time with seconds, any
 * fraction of a second or none, and a zone, `Z` or an offset (`2025-01-31T07:00:00+07:00`,
 * `2025-11-10T03:15:00.000Z`). The calendar is checked (no 31 April, 29 February only in leap years).
 *
 * The one definition: the site's zod schema (news.schemas.ts) and the Pact contract
 * (contracts/consumer) both use this source, so the backend is held to exactly what the site reads.
 * Pact matches it with Rust's `regex` crate, so it stays within what both engines read the same
 * way: no lookarounds or backreferences, `[0-9]` rather than `\d` (Unicode digits in Rust), no flags.
 */
const twoDigitLeapYear = '[0-9]{2}(?:0[48]|[2468][048]|[13579][26])';
const leapCentury = '(?:[02468][048]|[13579][26])00';
const monthAndDay =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))';
const calendarDate = `(?:(?:${twoDigitLeapYear}|${leapCentury})-02-29|[0-9]{4}-${monthAndDay})`;
const timeOfDay = '(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\\.[0-9]+)?';
const zone = '(?:Z|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])';

/** The pattern's source, anchored, for Pact's `regex` matcher. */
export const isoDateTimeSource = `^${calendarDate}T${timeOfDay}${zone}$`;

export const isoDateTimePattern = new RegExp(isoDateTimeSource);
