import pLimit from 'p-limit';

/**
 * How many pages the render server renders at once (`RENDERS_AT_ONCE`, read at start: 8), and how
 * many more may wait for a turn (twice as many): past both, a request is answered 503 at once,
 * which nginx answers with its kept copy of the page. Each render may hold an API answer of 2 MiB,
 * its parsed data and its page; the bound on the server's memory is this number, not the traffic
 * (measured: docs/deploy.md#how-many-renders-at-once).
 */
const rendersAtOnce = Math.max(1, Math.round(Number(process.env.RENDERS_AT_ONCE) || 8));

/** A request turned away: a 503, which page-headers.ts makes say when to come back, and keeps from any cache. */
function busyAnswer(request: Request, signal: AbortSignal, queue: { activeCount: number; pendingCount: number }): Response {
  if (!signal.aborted) console.error(`Render server busy (${queue.activeCount} rendering, ${queue.pendingCount} waiting): 503 for ${request.url}`);
  return new Response(null, { status: 503 });
}

/**
 * A queue of renders: `run(request, render)` renders when a turn comes (the async context of the
 * request, its deadline's signal included, goes with it), answers 503 at once when the queue is
 * full, and skips a render whose `signal` (the request's, by default) aborted while it waited: its
 * visitor left, or its deadline passed and it was answered already. Under a load the machine
 * cannot keep up with, no turn goes to a page no one will get.
 */
export function createRenderQueue({ atOnce = rendersAtOnce, waiting = 2 * atOnce }: { atOnce?: number; waiting?: number } = {}) {
  const limit = pLimit(atOnce);
  return {
    run(request: Request, render: () => Promise<Response>, signal = request.signal): Promise<Response> {
      if (limit.activeCount + limit.pendingCount >= atOnce + waiting) return Promise.resolve(busyAnswer(request, signal, limit));
      return limit(() => (signal.aborted ? busyAnswer(request, signal, limit) : render()));
    },
  };
}
