/**
 * How the messages of the API client's errors start (api-client.ts, news.api.ts): an error the
 * render server met reaches the browser as a plain Error with its message, no longer an ApiError.
 */
const apiFailureMessage = /^(\d{3} from |Timed out: |Network error: |Not JSON: |Unexpected answer from )/;

/**
 * A failed call to the API (an ApiError, here or on the render server): the page shows its error
 * state, no bug of the site's. Apart from the ApiError class, so the page's first code has only this.
 */
export function isApiFailure(error: unknown): boolean {
  return error instanceof Error && apiFailureMessage.test(error.message);
}
