import { sendTimeoutMs } from './send-registration';

/**
 * One tab at a time sends kept registrations: a tab holds the lock while it reads the kept leads,
 * sends one and records the answer; another tab (or another try in the same tab) waits, then reads
 * again and finds the lead gone. The browser's Web Locks where there are any (every current
 * browser; Safari since 15.4), else a lease in the storage.
 */
export type Lock = <T>(work: () => T | Promise<T>) => Promise<T>;

const lockName = 'mat-troi-nho.dang-ky';

export function browserLock(storage: Storage | undefined): Lock {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return (work) => navigator.locks.request(lockName, work);
  }
  return leaseLock(storage);
}

/** Longer than a send may take: a tab closed mid-send leaves a lease that others outlast. */
const leaseMs = sendTimeoutMs + 10_000;
/** Two tabs that take a free lease at once: the one whose write came last holds it. */
const settleMs = 50;
const pollMs = 250;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fallback: a lease written to the storage, which other tabs read. In the tab itself, tries run
 * one after another.
 */
export function leaseLock(storage: Storage | undefined): Lock {
  const me = Math.random().toString(36).slice(2);
  let queue: Promise<unknown> = Promise.resolve();
  const holder = () => {
    try {
      const lease: unknown = JSON.parse(storage?.getItem(`${lockName}.lease`) ?? 'null');
      if (lease && typeof lease === 'object' && 'owner' in lease && 'until' in lease && Number(lease.until) > Date.now()) return String(lease.owner);
    } catch {
      // A damaged lease holds nothing.
    }
    return undefined;
  };
  const take = async () => {
    for (;;) {
      if (holder() === undefined) {
        try {
          storage?.setItem(`${lockName}.lease`, JSON.stringify({ owner: me, until: Date.now() + leaseMs }));
        } catch {
          return; // A storage that takes nothing shares nothing with other tabs either.
        }
        await pause(settleMs);
        if (holder() === me) return;
      } else await pause(pollMs);
    }
  };
  const give = () => {
    if (holder() === me) storage?.removeItem(`${lockName}.lease`);
  };
  return <T,>(work: () => T | Promise<T>) => {
    const turn = queue.then(async () => {
      if (!storage) return work();
      await take();
      try {
        return await work();
      } finally {
        give();
      }
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
}
