/**
 * A form sent before its code has run would be sent by the browser itself: the page would reload
 * and what the parent typed would be lost. From the moment the page starts (an inline script in
 * its head, before any of its code has loaded: hold-early-submits.js), such a submit is held; the
 * form's code claims its form when it runs and sends a held submit then.
 */
import holdEarlySubmitsScript from './hold-early-submits.js?raw';

interface EarlySubmits {
  held: WeakSet<HTMLFormElement>;
  claimed: WeakSet<HTMLFormElement>;
}

declare global {
  interface Window {
    earlySubmits?: EarlySubmits;
  }
}

/** The inline script of every page's head (src/routes/__root.tsx). */
export { holdEarlySubmitsScript };

/** The form's code runs: its submits are its own from now on, and one held until now is sent. */
export function claimForm(form: HTMLFormElement) {
  const state = window.earlySubmits;
  if (!state) return;
  state.claimed.add(form);
  if (!state.held.has(form)) return;
  state.held.delete(form);
  form.requestSubmit();
}
