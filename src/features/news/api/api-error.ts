/** Why a call to the backend failed, in the terms a page needs to choose its state. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status for `http` errors. */
  readonly status?: number;

  constructor(kind: ApiErrorKind, message: string, options?: { status?: number }) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options?.status;
  }

  get isNotFound() {
    return this.kind === 'http' && this.status === 404;
  }
}

/** A request cancelled on purpose (a newer one replaced it, or the visitor left the page). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : error instanceof Error && error.name === 'AbortError';
}

/**
 * How the API client's errors' messages start (api-client.ts): an error the render server met
 * reaches the browser as a plain Error with its message, no longer an ApiError.
 */
const apiFailureMessage = /^(\d{3} from |Timed out: |Network error: |Not JSON: |Unexpected answer from )/;

/** A failed call to the API, an ApiError here or on the render server: the page shows its error state, no bug. */
export function isApiFailure(error: unknown): boolean {
  return error instanceof Error && apiFailureMessage.test(error.message);
}
