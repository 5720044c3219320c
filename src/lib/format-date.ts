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
