import { setPageStatus } from '@/lib/page-status';
import { ApiError } from './api/api-error';
import type { NewsUnavailable } from './news-unavailable';

/**
 * A news page's data, or `{ unavailable: true }` when the API failed: the render server then answers
 * 503, so that nginx keeps answering its last good copy (docs/deploy.md). Anything else (a redirect,
 * not found, an aborted navigation, a fault in the code) is thrown on to the router.
 */
export async function loadOrUnavailable<T>(load: Promise<T>): Promise<T | NewsUnavailable> {
  try {
    return await load;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    setPageStatus(503);
    return { unavailable: true };
  }
}
