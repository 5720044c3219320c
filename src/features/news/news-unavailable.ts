/**
 * What a news page's loader returns when the API did not give its data (it failed, timed out, or
 * answered something else): the route's component shows the error state ('Không tìm thấy tin tức',
 * 'Thử lại') and the render server answers 503 (load-or-unavailable.ts). Returned rather than thrown
 * to the route's errorComponent: a failing API is a state of the page, and a thrown error made the
 * router warn "Error in route match" in every development console (docs/decisions.md#news).
 * Apart from the loader: the route's head and component read it, the API client stays in the loader.
 */
export interface NewsUnavailable {
  unavailable: true;
}

/** The loader's data, or nothing when the news was unavailable. */
export function available<T extends object>(data: T | NewsUnavailable | undefined): T | undefined {
  return data && !('unavailable' in data) ? data : undefined;
}
