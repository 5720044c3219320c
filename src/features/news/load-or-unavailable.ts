import { setPageStatus } from '@/lib/page-status';
import { ApiError } from '@/lib/api/api-error';
import type { NewsUnavailable } from './news-unavailable';

/**
 * A news page's data, or `{ unavailable: true }` when the API failed: the render server then answers
 * 503, so that nginx keeps answering its last good copy (docs/deploy.md). Anything else (a redirect,
 * not found, an aborted navigation, a fault in the code) is thrown on to the router. So is a failure
 * while preloading (a link under the pointer): the router would keep a returned value 30 s and show it
 * on arrival without asking again, where it asks again after a failed preload.
 */
export async function loadOrUnavailable<T>(load: Promise<T>, { preload }: { preload: boolean }): Promise<T | NewsUnavailable> {
  try {
    return await load;
  } catch (error) {
    if (preload || !(error instanceof ApiError)) throw error;
    setPageStatus(503);
    return { unavailable: true };
  }
}
