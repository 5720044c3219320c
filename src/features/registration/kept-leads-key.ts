import { useEffect, useState } from 'react';

/**
 * Where the phone keeps registrations not sent yet (kept-leads.ts), apart from the code that reads
 * them: every page checks it, and only a page that finds one loads that code.
 */
export const keptLeadsKey = 'mat-troi-nho.dang-ky-chua-gui';

/** Fired on the page when the form has just kept a lead. */
export const keptLeadsEvent = 'mat-troi-nho:dang-ky-chua-gui';

/** Whether the phone keeps a registration not sent yet (whole or not: the outbox reads it). */
function hasKeptLeads() {
  try {
    return window.localStorage.getItem(keptLeadsKey) !== null;
  } catch {
    return false;
  }
}

/** Becomes true once the phone keeps a registration: found on arrival, kept by the form, or by another tab. */
export function useKeptLeadsOnPhone() {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const check = () => setKept((already) => already || hasKeptLeads());
    check();
    window.addEventListener(keptLeadsEvent, check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener(keptLeadsEvent, check);
      window.removeEventListener('storage', check);
    };
  }, []);
  return kept;
}
