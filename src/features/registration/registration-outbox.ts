import { keptLeadsKey, keptLeadsEvent } from './kept-leads-key';
import { browserLock } from './lead-lock';
import type { KeptLead } from './kept-leads';
import { createOutbox, type Outbox } from './lead-outbox';
import { sendRegistration } from './send-registration';

/** The page's outbox (lead-outbox.ts) over the phone's storage; made on first use, in the browser only. */
let outbox: Outbox | undefined;
let delivering = false;

function phoneStorage() {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage blocked by the browser's settings: leads live in this tab only.
  }
}

/** A lead's id: random, not guessable, the same in every retry. */
function newLeadId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function registrationOutbox(): Outbox {
  if (outbox) return outbox;
  const storage = phoneStorage();
  // Whichever tab sends a lead, the tab whose form shows it thanks the parent.
  const otherTabs = 'BroadcastChannel' in window ? new BroadcastChannel('mat-troi-nho.dang-ky') : undefined;
  outbox = createOutbox({
    storage,
    now: () => Date.now(),
    isOnline: () => navigator.onLine,
    send: sendRegistration,
    lock: browserLock(storage),
    newId: newLeadId,
    tellOtherTabs: (lead) => otherTabs?.postMessage(lead),
  });
  const box = outbox;
  otherTabs?.addEventListener('message', (event: MessageEvent<KeptLead>) => box.deliveredElsewhere(event.data));
  box.subscribe(() => {
    if (box.list().length) window.dispatchEvent(new Event(keptLeadsEvent));
  });
  box.refresh();
  return box;
}

/**
 * Sends kept leads by themselves, from any page: now (a visit), when the browser is back online,
 * when the page is shown again, and on the timer while it stays open (retry-rules.ts). Once per page.
 */
export function startDelivery() {
  if (delivering) return;
  delivering = true;
  const box = registrationOutbox();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const next = box.nextTimerAt();
    // Offline, nothing is tried: the browser's `online` event starts again.
    if (next === undefined || !navigator.onLine) return;
    timer = setTimeout(() => void run('timer'), Math.max(0, next - Date.now()));
  };
  const run = async (reason: 'event' | 'timer') => {
    await box.tryDue(reason);
    schedule();
  };
  box.subscribe(schedule);
  window.addEventListener('online', () => void run('event'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void run('event');
  });
  // Another tab kept, sent or removed a lead.
  window.addEventListener('storage', (event) => {
    if (event.key === keptLeadsKey || event.key === null) box.refresh();
  });
  void run('event');
}
