import { createIsomorphicFn } from '@tanstack/react-start';
import { setResponseStatus } from '@tanstack/react-start/server';

/**
 * The status the render server answers a page with, when the page renders but is not what its
 * address promises: 404 for a list page past the last one, 503 when part of its data failed (then
 * nginx keeps answering its last good copy, docs/deploy.md). In the browser it does nothing.
 */
export const setPageStatus = createIsomorphicFn()
  .server((status: 404 | 503) => setResponseStatus(status))
  .client(() => undefined);
