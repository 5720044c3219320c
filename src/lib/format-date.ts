const vietnameseDate = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** '2025-11-10T03:15:00.000Z' → '10/11/2025', in Vietnam's time zone. */
export function formatVietnameseDate(iso: string): string {
  return vietnameseDate.format(new Date(iso));
}

const vietnameseTime = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Ho_Chi_Minh' });

/** A moment (ms since the epoch) → '17:05 26/11/2026', in Vietnam's time zone. */
export function formatVietnameseDateTime(time: number): string {
  const moment = new Date(time);
  return `${vietnameseTime.format(moment)} ${vietnameseDate.format(moment)}`;
}
