import { readKeptLeads, writeKeptLeads, type KeptLead } from './kept-leads';
import type { Lock } from './lead-lock';
import { sameRegistration, type RegistrationValues } from './registration-schema';
import { dueAt, readFailure, type TryReason } from './retry-rules';

/**
 * The phone's outbox of registrations (docs/registration.md#kept-on-the-phone): a valid
 * registration is kept before it is sent and removed only once the e-mail service has accepted it.
 * Every read and change happens under the lock, so two tabs, a retry and a late reply never send
 * the same lead twice.
 */
export interface OutboxDeps {
  /** Where leads are kept; none (or one that refuses writes): only in this tab's memory. */
  storage: Storage | undefined;
  now: () => number;
  isOnline: () => boolean;
  /** Resolves once the service accepted the lead; rejects otherwise (ky's errors). */
  send: (lead: KeptLead) => Promise<void>;
  lock: Lock;
  newId: () => string;
  /** Tells the other tabs that a lead was accepted (they call `deliveredElsewhere`). */
  tellOtherTabs?: (lead: KeptLead) => void;
}

/**
 * What became of a try: `sent` (accepted, no longer kept); `kept` (not sent, tried again by
 * itself); `refused` (kept, but no retry will change the answer soon); `gone` (no longer kept:
 * sent by another tab, or removed).
 */
export type TryResult = 'sent' | 'kept' | 'refused' | 'gone';

export interface Submission {
  result: TryResult;
  lead: KeptLead;
  /** Whether the lead outlives the tab (the storage took it). */
  persisted: boolean;
}

type DeliveredListener = (lead: KeptLead) => boolean | void;

export function createOutbox({ storage, now, isOnline, send, lock, newId, tellOtherTabs }: OutboxDeps) {
  // Once the storage refuses a write, this tab keeps its leads in memory.
  let shared = storage;
  let memory: KeptLead[] = [];
  let snapshot: KeptLead[] = [];
  let snapshotText = '[]';
  // Leads this tab has seen accepted: a form sending one again a moment later is told it is sent.
  const accepted = new Map<string, RegistrationValues>();
  const changeListeners = new Set<() => void>();
  const deliveredListeners: { listener: DeliveredListener; fallback: boolean }[] = [];

  const read = () => (shared ? readKeptLeads(shared, now()) : memory);
  const write = (leads: KeptLead[]) => {
    if (shared && writeKeptLeads(shared, leads, now())) {
      publish(read());
      return true;
    }
    shared = undefined;
    memory = leads;
    publish(leads);
    return false;
  };
  const publish = (leads: KeptLead[]) => {
    const text = JSON.stringify(leads);
    if (text === snapshotText) return;
    snapshot = leads;
    snapshotText = text;
    for (const listener of changeListeners) listener();
  };
  const update = (id: string, change: (lead: KeptLead) => KeptLead | undefined) =>
    write(read().flatMap((lead) => (lead.id === id ? (change(lead) ?? []) : [lead])));

  const announceDelivered = (lead: KeptLead) => {
    const ordered = [...deliveredListeners.filter((entry) => !entry.fallback), ...deliveredListeners.filter((entry) => entry.fallback)];
    for (const { listener } of ordered) if (listener(lead)) return;
  };

  /** One try of the lead `id`, the lock held. */
  async function attempt(id: string, reason: TryReason): Promise<TryResult> {
    const lead = read().find((entry) => entry.id === id);
    if (!lead) return 'gone';
    const waiting = lead.refused ? 'refused' : 'kept';
    if (!isOnline() || dueAt(lead, reason) > now()) return waiting;
    update(id, (entry) => ({ ...entry, tries: entry.tries + 1, lastTriedAt: now() }));
    try {
      await send(lead);
    } catch (error) {
      const { refused, notBefore } = readFailure(error, now());
      update(id, (entry) => ({ ...entry, refused, notBefore }));
      return refused ? 'refused' : 'kept';
    }
    update(id, () => undefined);
    accepted.set(id, lead.values);
    tellOtherTabs?.(lead);
    if (reason !== 'submit') announceDelivered(lead);
    return 'sent';
  }

  return {
    /** The kept leads, oldest first (the same array until they change). */
    list: () => snapshot,
    /** Reads the storage again (another tab changed it). */
    refresh: () => publish(read()),
    subscribe(listener: () => void) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    /**
     * A lead accepted by a try the parent did not make (a retry, another visit): forms first, each
     * returning true when the lead was theirs; then `fallback` listeners (a quiet notice).
     */
    onDelivered(listener: DeliveredListener, { fallback = false } = {}) {
      const entry = { listener, fallback };
      deliveredListeners.push(entry);
      return () => {
        const index = deliveredListeners.indexOf(entry);
        if (index >= 0) deliveredListeners.splice(index, 1);
      };
    },
    /**
     * The parent sent the form: keeps `values` (in place of the lead `replacing`, or of a kept lead
     * with the same values), then tries to send it at once.
     */
    submit(values: RegistrationValues, replacing?: string): Promise<Submission> {
      return lock(async () => {
        const sentMeanwhile = replacing === undefined ? undefined : accepted.get(replacing);
        if (replacing !== undefined && sentMeanwhile && sameRegistration(sentMeanwhile, values)) {
          return { result: 'sent', lead: { id: replacing, keptAt: now(), values, tries: 1 }, persisted: true };
        }
        const leads = read();
        const previous = leads.find((lead) => lead.id === replacing) ?? leads.find((lead) => sameRegistration(lead.values, values));
        const lead: KeptLead =
          previous && sameRegistration(previous.values, values)
            ? previous
            : { id: previous?.id ?? newId(), keptAt: now(), values, tries: 0, notBefore: previous?.notBefore };
        const persisted = write([...leads.filter((entry) => entry.id !== lead.id), lead]);
        return { result: await attempt(lead.id, 'submit'), lead, persisted };
      });
    },
    /** Tries every lead due for `reason`, one after another. */
    async tryDue(reason: Exclude<TryReason, 'submit'>) {
      const due = await lock(() => read().filter((lead) => dueAt(lead, reason) <= now()));
      for (const lead of due) await lock(() => attempt(lead.id, reason));
    },
    /** Another tab had the lead accepted: a form here that shows it thanks the parent. */
    deliveredElsewhere(lead: KeptLead) {
      accepted.set(lead.id, lead.values);
      announceDelivered(lead);
    },
    /** When the timer should next try, if anything is kept. */
    nextTimerAt() {
      const times = read().map((lead) => dueAt(lead, 'timer'));
      return times.length ? Math.min(...times) : undefined;
    },
    /** The parent's 'Xoá, không gửi nữa'. */
    remove: (id: string) => lock(() => void update(id, () => undefined)),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
