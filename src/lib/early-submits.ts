/**
 * A form sent before its code has run would be sent by the browser itself: the page would reload
 * and what the parent typed would be lost. From the moment the page's first script runs
 * (src/boot.ts), such a submit is held; the form's code claims its form when it runs and sends a
 * held submit then.
 */
const held = new WeakSet<HTMLFormElement>();
const claimed = new WeakSet<HTMLFormElement>();

/** Starts holding the submits of forms not yet claimed; returns the function that stops. */
export function holdEarlySubmits(target: Document = document) {
  const hold = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || claimed.has(form)) return;
    event.preventDefault();
    held.add(form);
  };
  target.addEventListener('submit', hold, true);
  return () => target.removeEventListener('submit', hold, true);
}

/** The form's code runs: its submits are its own from now on, and one held until now is sent. */
export function claimForm(form: HTMLFormElement) {
  claimed.add(form);
  if (!held.has(form)) return;
  held.delete(form);
  form.requestSubmit();
}
