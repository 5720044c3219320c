// Festival days of the lunar calendar, by year, for the yearly stories (Trung thu, Tết): the
// generated articles speak of them on the right days.

/** Tết Trung thu, the 15th day of the 8th lunar month. */
export const midAutumn: Record<number, string> = {
  2020: '2020-10-01',
  2021: '2021-09-21',
  2022: '2022-09-10',
  2023: '2023-09-29',
  2024: '2024-09-17',
  2025: '2025-10-06',
};

/** Mùng 1 Tết Nguyên đán, the lunar new year's day. */
export const lunarNewYear: Record<number, string> = {
  2021: '2021-02-12',
  2022: '2022-02-01',
  2023: '2023-01-22',
  2024: '2024-02-10',
  2025: '2025-01-29',
};

/** `yyyy-mm-dd` plus `days`. */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `yyyy-mm-dd` as the articles write a day: `d/m/yyyy`. */
export function vietnameseDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day}/${month}/${year}`;
}

const weekdays = ['Chủ nhật', 'thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu', 'thứ Bảy'];

export function weekdayOf(isoDay: string): string {
  return weekdays[new Date(`${isoDay}T00:00:00Z`).getUTCDay()]!;
}
