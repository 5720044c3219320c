/**
 * Input made before the code behind it has run: the page's (loaded after the first paint,
 * src/client.tsx) or a section's below the first screen (src/components/DeferredSection.tsx). The
 * page's inline script (inline-script.js) keeps such taps and submits from the moment the page
 * starts; this replays them, on the same elements (hydration re-creates none), once their code is there.
 */
interface EarlyInput {
  /** The page's code runs: only input into a section still waiting for its own is kept. */
  live: boolean;
  /** A tap (the control) or a submit (the form, and the button that sent it). */
  queue: { target: HTMLElement; submitter?: HTMLElement | null }[];
}

declare global {
  interface Window {
    earlyInput?: EarlyInput;
  }
}

const pendingSection = '[data-deferred]:not([data-ready])';

/**
 * The page's code has hydrated it (called by the root layout), or a section's code has hydrated
 * the section (called by the section): replays, in order, what was kept and can now be handled.
 */
export async function replayEarlyInput() {
  const input = window.earlyInput;
  if (!input) return;
  input.live = true;
  // After React's commit, not inside it: parts of the page (the route's own content) hydrate after
  // the root layout, and a click on one not hydrated yet makes React hydrate it at once, but only
  // outside a commit (inside, React would drop the click).
  await Promise.resolve();
  const due = input.queue.filter(({ target }) => !target.closest(pendingSection));
  input.queue = input.queue.filter((entry) => !due.includes(entry));
  for (const { target, submitter } of due) {
    if (!target.isConnected) continue;
    // A form is sent again by a click on its button: a submit event alone does not make React
    // hydrate the form first (it would reach the browser, which would send the form itself).
    const button = target instanceof HTMLFormElement ? (submitter?.isConnected ? submitter : target.querySelector<HTMLElement>('[type=submit]')) : target;
    if (button) button.click();
    else if (target instanceof HTMLFormElement) target.requestSubmit();
  }
}
