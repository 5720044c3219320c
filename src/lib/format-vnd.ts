const vnd = new Intl.NumberFormat('vi-VN');

/** 4800000 → '4.800.000 đ', the figure and its unit joined by a no-break space (never split over two lines). */
export function formatVnd(amount: number): string {
  return `${vnd.format(amount)}\u00a0đ`;
}
