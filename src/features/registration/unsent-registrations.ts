import ky from 'ky';
import type { Locale } from '@/i18n/locale';
import { formatDateTime } from '@/lib/format-date';
import { siteConfig } from '@/lib/site-config';
import { sameRegistration, type RegistrationValues } from './registration-form';
import { registrationSource } from './registration-source';
import { dueAt, readFailure, type TryReason } from './retry-rules';
import { unsentRegistrationsKey } from './unsent-registrations-keys';
import { readUnsentRegistrations, writeUnsentRegistrations, type UnsentRegistration } from './unsent-registrations-storage';

/** How long the e-mail service may take before a send counts as failed. */
export const sendTimeoutMs = 30_000;

/**
 * Posts a registration to the e-mail service's send-form endpoint (EmailJS) as multipart form data, with the language of
 * the form (`lang`: the centre answers in it; 'vi' for one stored before the site had English), its id (the centre
 * recognises a repeat by it), the time the parent sent it (it may arrive later; in Vietnamese, which the centre reads),
 * where it came from and the level check's result (registration-source.ts); rejects unless the service answers 2xx.
 * Not the /api/v1 client: another host, no credentials, no XSRF header, a short timeout.
 */
export async function sendRegistration({ id, submittedAt, values, source, lang = 'vi' }: UnsentRegistration): Promise<void> {
  const { url, libVersion, serviceId, templateId, publicKey } = siteConfig.emailService;
  const body = new FormData();
  const { page, utmSource, utmMedium, utmCampaign, referrer, childAge, level, levelScore } = source ?? {};
  const sourceFields = {
    page,
    utm_source: utmSource,
    utm_medium: utmMedium,
    utm_campaign: utmCampaign,
    referrer,
    child_age: childAge?.toString(),
    level,
    level_score: levelScore,
  };
  const fields = { lib_version: libVersion, service_id: serviceId, template_id: templateId, user_id: publicKey, ...values, lang, ...sourceFields };
  for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
  body.append('registration_id', id);
  body.append('submitted_at', formatDateTime(submittedAt, 'vi'));
  await ky.post(url, { body, timeout: sendTimeoutMs, retry: 0 });
}

/** What became of a try: `refused` is kept, but no retry changes the answer soon; `gone` was sent by another tab, or removed. */
type TryResult = 'sent' | 'kept' | 'refused' | 'gone';

/** Told of a registration sent by a try the parent did not make; true when it showed it. */
type SentLaterListener = (registration: UnsentRegistration) => boolean | void;

/**
 * The registrations this phone has not sent yet (docs/registration.md#unsent-registrations): stored before they are sent,
 * removed once the e-mail service has accepted them. Every change happens under a Web Lock the other tabs wait on, after
 * reading the storage again: two tabs, a retry and a late reply never send the same registration twice.
 */
export function createUnsentRegistrations() {
  // Once the storage refuses a write (blocked by the browser's settings, or full), they live in this tab only.
  let memory: UnsentRegistration[] | undefined;
  let snapshot: UnsentRegistration[] = [];
  let sending = false;
  // Registrations this tab has seen accepted: a form sending one again a moment later is told it is sent.
  const accepted = new Map<string, RegistrationValues>();
  const sentLaterListeners = new Set<{ listener: SentLaterListener; fallback: boolean }>();
  // Whichever tab sends a registration, the tab whose form shows it thanks the parent.
  const otherTabs = new BroadcastChannel(unsentRegistrationsKey);

  const lock = <T>(work: () => T | Promise<T>) => navigator.locks.request(unsentRegistrationsKey, work);
  const read = () => memory ?? readUnsentRegistrations(Date.now());
  const list = () => {
    const registrations = read();
    if (JSON.stringify(registrations) !== JSON.stringify(snapshot)) snapshot = registrations;
    return snapshot;
  };
  // The page's event: the list under the form, the page's sender and its timer read them again.
  const changed = () => window.dispatchEvent(new Event(unsentRegistrationsKey));
  /** Stores `registrations`; false when only this tab's memory took them. */
  const write = (registrations: UnsentRegistration[]) => {
    if (memory || !writeUnsentRegistrations(registrations, Date.now())) memory = registrations;
    changed();
    return !memory;
  };
  const update = (id: string, change: (registration: UnsentRegistration) => UnsentRegistration | undefined) =>
    write(read().flatMap((registration) => (registration.id === id ? (change(registration) ?? []) : [registration])));
  // Forms first (each says whether the registration was its own), then the quiet notice.
  const sentLater = (registration: UnsentRegistration) => {
    const ordered = [...sentLaterListeners].sort((a, b) => Number(a.fallback) - Number(b.fallback));
    for (const { listener } of ordered) if (listener(registration)) return;
  };

  /** One try of the registration `id`, the lock held. */
  async function attempt(id: string, reason: TryReason): Promise<TryResult> {
    const registration = read().find((entry) => entry.id === id);
    if (!registration) return 'gone';
    if (!navigator.onLine || dueAt(registration, reason) > Date.now()) return registration.refused ? 'refused' : 'kept';
    update(id, (entry) => ({ ...entry, tries: entry.tries + 1, lastTriedAt: Date.now() }));
    try {
      await sendRegistration(registration);
    } catch (error) {
      const { refused, notBefore } = readFailure(error, Date.now());
      update(id, (entry) => ({ ...entry, refused, notBefore }));
      return refused ? 'refused' : 'kept';
    }
    update(id, () => undefined);
    accepted.set(id, registration.values);
    otherTabs.postMessage(registration);
    if (reason !== 'submit') sentLater(registration);
    return 'sent';
  }

  /** Tries every registration due for `reason`, one after another. */
  async function tryDue(reason: Exclude<TryReason, 'submit'>) {
    const due = await lock(() => {
      const registrations = read();
      // Stored back: what could not be read is dropped, and the old key's are moved over.
      write(registrations);
      return registrations.filter((registration) => dueAt(registration, reason) <= Date.now());
    });
    for (const { id } of due) await lock(() => attempt(id, reason));
  }

  otherTabs.addEventListener('message', ({ data }: MessageEvent<UnsentRegistration>) => {
    accepted.set(data.id, data.values);
    sentLater(data);
  });
  // Another tab stored, sent or removed one.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === unsentRegistrationsKey) changed();
  });

  return {
    /** The unsent registrations, oldest first (the same array until they change). */
    list,
    /** Whether the phone's storage keeps them; false once it refused one: they live in this tab only. */
    keptOnPhone: () => !memory,
    /** Tells `listener` of a registration sent later (a retry, another tab); `fallback` ones only of those no form showed. */
    onSentLater(listener: SentLaterListener, { fallback = false } = {}) {
      const entry = { listener, fallback };
      sentLaterListeners.add(entry);
      return () => void sentLaterListeners.delete(entry);
    },
    /**
     * The parent sent `values` from a form in `lang`: stored in place of `replacing` (or of the same values) and tried at
     * once; `persisted`: kept.
     */
    submit(values: RegistrationValues, replacing?: string, lang: Locale = 'vi') {
      return lock(async (): Promise<{ result: TryResult; id: string; persisted: boolean }> => {
        const sentMeanwhile = replacing && accepted.get(replacing);
        if (sentMeanwhile && sameRegistration(sentMeanwhile, values)) return { result: 'sent', id: replacing, persisted: true };
        const registrations = read();
        const same = (entry: UnsentRegistration) => sameRegistration(entry.values, values);
        const stored = registrations.find(({ id }) => id === replacing) ?? registrations.find(same);
        const { id = crypto.randomUUID(), notBefore } = stored ?? {};
        // The same registration sent again from a form in another language is made afresh, so that it says that language.
        const unchanged = stored && same(stored) && (stored.lang ?? 'vi') === lang;
        const registration = unchanged
          ? stored
          : { id, submittedAt: Date.now(), values, source: registrationSource(), lang, tries: 0, notBefore };
        const persisted = write([...registrations.filter((entry) => entry.id !== id), registration]);
        return { result: await attempt(id, 'submit'), id, persisted };
      });
    },
    tryDue,
    /** The parent's 'Xóa, không gửi nữa'. */
    remove: (id: string) => lock(() => void update(id, () => undefined)),
    /** Sends them by themselves (once per page): now, back online, when the page is shown again, and on the timer. */
    startSending() {
      if (sending) return;
      sending = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        clearTimeout(timer);
        const next = Math.min(...read().map((registration) => dueAt(registration, 'timer')));
        // Offline, nothing is tried: the browser's `online` event starts again.
        if (next < Infinity && navigator.onLine) timer = setTimeout(() => void run('timer'), Math.max(0, next - Date.now()));
      };
      const run = (reason: 'event' | 'timer') => tryDue(reason).then(schedule);
      window.addEventListener(unsentRegistrationsKey, schedule);
      window.addEventListener('online', () => void run('event'));
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void run('event');
      });
      void run('event');
    },
  };
}

let unsent: ReturnType<typeof createUnsentRegistrations> | undefined;

/** The page's unsent registrations, made on first use (in the browser only). */
export const unsentRegistrations = () => (unsent ??= createUnsentRegistrations());
