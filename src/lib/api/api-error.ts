/** Why a call to the backend failed, in the terms a page needs to choose its state. */
/** `too-large`: an answer past `maxAnswerBytes` (answer-size.ts), refused before it was parsed. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response' | 'too-large';

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
