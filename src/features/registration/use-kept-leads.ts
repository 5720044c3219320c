import { useSyncExternalStore } from 'react';
import type { KeptLead } from './kept-leads';
import { registrationOutbox } from './registration-outbox';

const none: KeptLead[] = [];
const subscribe = (listener: () => void) => registrationOutbox().subscribe(listener);
const current = () => registrationOutbox().list();

/** The registrations this phone keeps, not sent yet (none on the server, which has no phone). */
export function useKeptLeads(): KeptLead[] {
  return useSyncExternalStore(subscribe, current, () => none);
}
