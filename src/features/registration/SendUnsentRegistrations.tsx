import { useEffect, useState } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { oldUnsentRegistrationsKey, unsentRegistrationsKey } from './unsent-registrations-keys';


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
