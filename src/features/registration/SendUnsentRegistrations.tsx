import { useEffect, useState } from 'react';
import { lazyPart } from '@/components/lazy-part';

/**
 * The one name of the registrations this phone has not sent yet: their storage key, the tabs' lock and channel, the page's
 * event saying they changed. In every page's code: a page checks for them without loading the code that sends them.
 */
export const unsentRegistrationsKey = 'mat-troi-nho.dang-ky';
/** Their key until issue 33: read, and emptied, until nothing there can matter (docs/decisions.md#registration). */
export const oldUnsentRegistrationsKey = 'mat-troi-nho.dang-ky-chua-gui';

// Most visits store nothing: the code that sends unsent registrations loads only when there is one.
const SentLaterNotice = lazyPart(() => import('./UnsentRegistrations').then((module) => module.SentLaterNotice), { quiet: true });

function storesUnsentRegistrations() {
  try {
    return [unsentRegistrationsKey, oldUnsentRegistrationsKey].some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false; // Storage blocked by the browser's settings.
  }
}

/**
 * Part of every page: once the phone stores an unsent registration (found on arrival, stored by the form or another tab),
 * it is sent from whichever page is open.
 */
export function SendUnsentRegistrations() {
  const [stored, setStored] = useState(false);
  useEffect(() => {
    const check = () => setStored((already) => already || storesUnsentRegistrations());
    check();
    window.addEventListener(unsentRegistrationsKey, check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener(unsentRegistrationsKey, check);
      window.removeEventListener('storage', check);
    };
  }, []);
  return stored ? <SentLaterNotice /> : null;
}
