import { AsyncLocalStorage } from 'node:async_hooks';
import { provideRenderSignal } from '@/lib/render-signal';

/**
 * A render still going after this long is given up (nginx gave up at 10 s, docs/deploy.md): its
 * request answers 5xx, and its API calls are aborted, as they are when the visitor goes away first.
 */
export const renderDeadlineMs = 12_000;

const renders = new AsyncLocalStorage<AbortSignal>();
provideRenderSignal(() => renders.getStore());

/**
 * `render(signal)` within the request's life: `signal`, and the news API's calls made meanwhile,
 * abort when its visitor leaves or the deadline passes (src/lib/render-signal.ts), and then this
 * throws at once, whatever the render is still doing.
 */
export async function withinDeadline(
  request: Request,
  render: (signal: AbortSignal) => Response | Promise<Response>,
  deadlineMs = renderDeadlineMs,
): Promise<Response> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error(`Render past ${deadlineMs} ms: ${request.url}`)), deadlineMs);
  const signal = AbortSignal.any([request.signal, deadline.signal]);
  let onAbort = () => {};
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([renders.run(signal, () => render(signal)), stopped]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}
