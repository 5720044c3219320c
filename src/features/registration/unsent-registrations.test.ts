import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { HTTPError, TimeoutError } from 'ky';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { levelCheckKey } from '@/components/level-check-progress';
import { registration as englishWords } from '@/i18n/en/registration';
import type { Locale } from '@/i18n/locale';
import { registration as vietnameseWords } from '@/i18n/vi/registration';
import { refusalsOf, registrationFormOf, type RegistrationValues } from './registration-form';
import { registrationLimits } from './registration-schema';
import { visitSourceKey } from './registration-source';
import { createUnsentRegistrations, sendRegistration, sendTimeoutMs } from './unsent-registrations';
import { readUnsentRegistrations } from './unsent-registrations-storage';
import { expectConsoleErrors, failedRequestLogs } from '../../../tests/setup/console-guard';
import { fullStorage } from '../../../tests/setup/full-storage';

const endpoint = '*/api/v1.0/email/send-form';
const start = Date.parse('2026-11-26T10:00:00Z');
const minute = 60_000;
const lan: RegistrationValues = { parentName: 'Nguyễn Thị Lan', phone: '0912345678', subject: 'Tiếng Anh Tiểu Học' };
const minh: RegistrationValues = { parentName: 'Trần Văn Minh', phone: '0868123456', subject: 'Kỹ Năng Sống' };

/**
 * The e-mail service, as the tests make it answer: every send is recorded (its fields), then
 * answered by `answer` (accepted by default); `hold()` keeps the answers back until released.
 */
function emailService() {
  const sent: Record<string, string>[] = [];
  let answer: () => Response | Promise<Response> = () => HttpResponse.text('OK');
  server.use(
    http.post(endpoint, async ({ request }) => {
      sent.push(Object.fromEntries(await request.formData()) as Record<string, string>);
      return answer();
    }),
  );
  return {
    sent,
    answerWith: (status: number, headers: Record<string, string> = {}) => (answer = () => new HttpResponse('', { status, headers })),
    hold() {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      answer = async () => {
        await released;
        return HttpResponse.text('OK');
      };
      return release;
    },
  };
}

const stored = () => readUnsentRegistrations(Date.now());
const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const at = (time: number) => vi.setSystemTime(time);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: start });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('unsent registrations', () => {
  it('are stored before they are sent, and removed only once the service has accepted them', async () => {
    const service = emailService();
    const release = service.hold();
    const unsent = createUnsentRegistrations();
    const submission = unsent.submit(lan);
    await vi.waitFor(() => expect(service.sent).toHaveLength(1));
    expect(stored()).toEqual([{ id: expect.any(String) as string, submittedAt: start, values: lan, source: { page: '/' }, lang: 'vi', tries: 1, lastTriedAt: start }]);
    expect(unsent.list()).toEqual(stored());

    release();
    const { result, id, persisted } = await submission;
    expect({ result, persisted }).toEqual({ result: 'sent', persisted: true });
    expect(service.sent[0]).toMatchObject({ ...lan, lang: 'vi', registration_id: id, submitted_at: '17:00 26/11/2026' });
    expect(stored()).toEqual([]);
    expect(localStorage.getItem('mat-troi-nho.dang-ky')).toBeNull();
    expect(unsent.list()).toEqual([]);
  });

  it('are sent, and what the service answered is stored, only while the lock the other tabs wait on is held', async () => {
    expectConsoleErrors(failedRequestLogs);
    const held: string[][] = [];
    server.use(
      http.post(endpoint, async () => {
        held.push(((await navigator.locks.query()).held ?? []).map((lock) => lock.name!));
        return new HttpResponse('', { status: 503 });
      }),
    );
    const unsent = createUnsentRegistrations();
    await unsent.submit(lan);
    at(start + minute);
    await unsent.tryDue('event');
    expect(held).toEqual([['mat-troi-nho.dang-ky'], ['mat-troi-nho.dang-ky']]);
  });

  it('two tabs trying the same registration at once send it once', async () => {
    const service = emailService();
    const offline = goOffline();
    const firstTab = createUnsentRegistrations();
    await firstTab.submit(lan);
    offline.mockRestore();
    // A second tab on the same phone: its own registrations over the same storage.
    const secondTab = createUnsentRegistrations();
    await Promise.all([firstTab.tryDue('event'), secondTab.tryDue('event'), firstTab.tryDue('timer'), secondTab.tryDue('timer')]);
    expect(service.sent).toHaveLength(1);
    expect(stored()).toEqual([]);
  });

  it('a reply that arrives late is not overtaken by a retry: the registration is sent once', async () => {
    const service = emailService();
    const release = service.hold();
    const unsent = createUnsentRegistrations();
    const submission = unsent.submit(lan);
    await vi.waitFor(() => expect(service.sent).toHaveLength(1));
    // The send is slow; meanwhile the browser comes back online, the page is shown again, 20 s pass.
    at(start + 20_000);
    const retries = Promise.all([unsent.tryDue('event'), unsent.tryDue('timer')]);
    release();
    await Promise.all([submission, retries]);
    expect(service.sent).toHaveLength(1);
    expect(stored()).toEqual([]);
  });

  it('are not sent while the phone is offline, and that is not counted as a try', async () => {
    const service = emailService();
    const offline = goOffline();
    const unsent = createUnsentRegistrations();
    expect((await unsent.submit(lan)).result).toBe('kept');
    await unsent.tryDue('event');
    expect(service.sent).toEqual([]);
    expect(stored()).toEqual([expect.objectContaining({ tries: 0 })]);

    offline.mockRestore();
    await unsent.tryDue('event');
    expect(service.sent).toHaveLength(1);
    expect(stored()).toEqual([]);
  });

  it('a second send of the same registration is the same one, not a new one', async () => {
    expectConsoleErrors(failedRequestLogs);
    const service = emailService();
    service.answerWith(500);
    const unsent = createUnsentRegistrations();
    const first = await unsent.submit(lan);
    at(start + 1000);
    const second = await unsent.submit({ ...lan });
    expect(second.id).toBe(first.id);
    expect(stored()).toEqual([expect.objectContaining({ id: first.id, submittedAt: start, tries: 2 })]);
  });

  it('a corrected registration replaces the one the form stored (same id, tried afresh)', async () => {
    expectConsoleErrors(failedRequestLogs);
    const service = emailService();
    service.answerWith(500);
    const unsent = createUnsentRegistrations();
    const first = await unsent.submit(lan);
    const corrected = { ...lan, phone: '0912345679' };
    at(start + 1000);
    await unsent.submit(corrected, first.id);
    expect(stored()).toEqual([expect.objectContaining({ id: first.id, values: corrected, submittedAt: start + 1000, tries: 1 })]);
    expect(service.sent.map(({ phone, registration_id }) => [phone, registration_id])).toEqual([
      ['0912345678', first.id],
      ['0912345679', first.id],
    ]);
  });

  it('keeps each parent’s registration apart, and never sends one older than 7 days', async () => {
    const service = emailService();
    const offline = goOffline();
    const unsent = createUnsentRegistrations();
    await unsent.submit(lan);
    at(start + 1000);
    await unsent.submit(minh);
    expect(unsent.list().map(({ values }) => values.parentName)).toEqual(['Nguyễn Thị Lan', 'Trần Văn Minh']);

    offline.mockRestore();
    at(start + 7 * 24 * 60 * minute);
    await unsent.tryDue('event');
    expect(service.sent.map(({ parentName }) => parentName)).toEqual(['Trần Văn Minh']);
    expect(localStorage.getItem('mat-troi-nho.dang-ky')).toBeNull();
  });

  it('removed on request, one is never sent', async () => {
    const service = emailService();
    const offline = goOffline();
    const unsent = createUnsentRegistrations();
    const { id } = await unsent.submit(lan);
    await unsent.remove(id);
    offline.mockRestore();
    await unsent.tryDue('event');
    expect(service.sent).toEqual([]);
    expect(unsent.list()).toEqual([]);
  });

  it('without a storage that takes them, are still sent and retried while the tab is open, and not said to be kept', async () => {
    expectConsoleErrors(failedRequestLogs);
    vi.stubGlobal('localStorage', fullStorage);
    const service = emailService();
    service.answerWith(503);
    const unsent = createUnsentRegistrations();
    expect(await unsent.submit(lan)).toMatchObject({ result: 'kept', persisted: false });
    expect(unsent.list()).toEqual([expect.objectContaining({ values: lan })]);

    at(start + 15_000);
    service.answerWith(200);
    await unsent.tryDue('timer');
    expect(service.sent).toHaveLength(2);
    expect(unsent.list()).toEqual([]);
  });

  describe('in the language of the form the parent used (lang)', () => {
    it('a registration from an English form is stored with lang=en and sent with it', async () => {
      const service = emailService();
      const offline = goOffline();
      const unsent = createUnsentRegistrations();
      const jane = { parentName: 'Jane Smith', phone: '0912345678', subject: 'Primary English' };
      const { id } = await unsent.submit(jane, undefined, 'en');
      expect(stored()).toEqual([expect.objectContaining({ id, values: jane, lang: 'en' })]);
      offline.mockRestore();
      await unsent.tryDue('event');
      expect(service.sent).toEqual([expect.objectContaining({ ...jane, lang: 'en', registration_id: id, submitted_at: '17:00 26/11/2026' })]);
    });

    it('one stored by an earlier version of the site, without lang, is still read and sent, as Vietnamese', async () => {
      const service = emailService();
      const earlier = { submittedAt: start - minute, values: lan, tries: 1, lastTriedAt: start - minute };
      localStorage.setItem('mat-troi-nho.dang-ky', JSON.stringify([{ ...earlier, id: 'before-english', source: { page: '/hoc-phi' } }]));
      localStorage.setItem('mat-troi-nho.dang-ky-chua-gui', JSON.stringify({ version: 1, leads: [{ ...earlier, id: 'before-the-rename', values: minh, keptAt: start - 2 * minute }] }));
      expect(stored().map(({ id, lang }) => [id, lang])).toEqual([
        ['before-the-rename', undefined],
        ['before-english', undefined],
      ]);

      await createUnsentRegistrations().tryDue('event');
      expect(service.sent.map(({ registration_id, lang, parentName }) => [registration_id, lang, parentName])).toEqual([
        ['before-the-rename', 'vi', 'Trần Văn Minh'],
        ['before-english', 'vi', 'Nguyễn Thị Lan'],
      ]);
      expect(stored()).toEqual([]);
    });

    it('one whose lang is none the site writes is not the site’s, and is never sent', async () => {
      const service = emailService();
      localStorage.setItem('mat-troi-nho.dang-ky', JSON.stringify([{ id: 'odd', submittedAt: start - minute, values: lan, lang: 'fr', tries: 0 }]));
      await createUnsentRegistrations().tryDue('event');
      expect(service.sent).toEqual([]);
      expect(stored()).toEqual([]);
    });

    it('the same registration sent again from a form in the other language says that language (same id)', async () => {
      expectConsoleErrors(failedRequestLogs);
      const service = emailService();
      service.answerWith(503);
      const unsent = createUnsentRegistrations();
      const first = await unsent.submit(lan);
      at(start + 1000);
      service.answerWith(200);
      const second = await unsent.submit(lan, first.id, 'en');
      expect(second).toMatchObject({ id: first.id, result: 'sent' });
      expect(service.sent.map(({ registration_id, lang }) => [registration_id, lang])).toEqual([
        [first.id, 'vi'],
        [first.id, 'en'],
      ]);
    });
  });

  describe('sent later', () => {
    it('tell a form first that a retry sent its registration; the quiet notice hears only of the others', async () => {
      emailService();
      const offline = goOffline();
      const unsent = createUnsentRegistrations();
      const formsOwn = await unsent.submit(lan);
      await unsent.submit(minh);
      const formHeard: string[] = [];
      const noticeHeard: string[] = [];
      unsent.onSentLater(({ values }) => noticeHeard.push(values.parentName) > 0, { fallback: true });
      unsent.onSentLater(({ id, values }) => {
        formHeard.push(values.parentName);
        return id === formsOwn.id;
      });

      offline.mockRestore();
      await unsent.tryDue('event');
      expect(formHeard).toEqual(['Nguyễn Thị Lan', 'Trần Văn Minh']);
      expect(noticeHeard).toEqual(['Trần Văn Minh']);
    });

    it('tell the other tabs, whose form would not send it again', async () => {
      const service = emailService();
      const offline = goOffline();
      const unsent = createUnsentRegistrations();
      const otherTab = createUnsentRegistrations();
      const heard: string[] = [];
      otherTab.onSentLater(({ id }) => heard.push(id) > 0);
      const { id } = await unsent.submit(lan);
      offline.mockRestore();
      await unsent.tryDue('event');
      await vi.waitFor(() => expect(heard).toEqual([id]));
      expect((await otherTab.submit(lan, id)).result).toBe('sent');
      expect(service.sent).toHaveLength(1);
    });

    it('a form sending again the registration a retry has just sent is told it is sent, and nothing more is sent', async () => {
      expectConsoleErrors(failedRequestLogs);
      const service = emailService();
      service.answerWith(503);
      const unsent = createUnsentRegistrations();
      const { id } = await unsent.submit(lan);
      service.answerWith(200);
      at(start + 15_000);
      await unsent.tryDue('event');
      expect((await unsent.submit(lan, id)).result).toBe('sent');
      expect(service.sent).toHaveLength(2);
    });
  });
});

describe('retries', () => {
  it('while the page stays open, each wait twice the last, until the service takes it; then none', async () => {
    expectConsoleErrors(failedRequestLogs);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: start });
    const tries: number[] = [];
    let accept = false;
    server.use(
      http.post(endpoint, () => {
        tries.push(Date.now());
        return accept ? HttpResponse.text('OK') : new HttpResponse('', { status: 503 });
      }),
    );
    const unsent = createUnsentRegistrations();
    expect((await unsent.submit(lan)).result).toBe('kept');
    unsent.startSending();

    await vi.advanceTimersByTimeAsync(14_000);
    expect(tries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500 + 31_000 + 61_000);
    expect(tries.map((time) => Math.floor((time - start) / 1000))).toEqual([0, 15, 45, 105]);

    accept = true;
    await vi.advanceTimersByTimeAsync(121_000);
    expect(tries).toHaveLength(5);
    expect(unsent.list()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(tries).toHaveLength(5);
  });

  it("honour a 429's Retry-After: no try before it, whatever the reason", async () => {
    expectConsoleErrors(failedRequestLogs);
    const service = emailService();
    service.answerWith(429, { 'Retry-After': '120' });
    const unsent = createUnsentRegistrations();
    expect((await unsent.submit(lan)).result).toBe('kept');
    expect(stored()).toEqual([expect.objectContaining({ notBefore: start + 120_000 })]);

    at(start + 119_000);
    await unsent.tryDue('event');
    await unsent.tryDue('timer');
    expect((await unsent.submit(lan)).result).toBe('kept');
    expect(service.sent).toHaveLength(1);

    at(start + 120_000);
    service.answerWith(200);
    await unsent.tryDue('event');
    expect(service.sent).toHaveLength(2);
  });

  it('do not loop on a refusal no retry changes (400): the registration is kept and tried an hour later', async () => {
    expectConsoleErrors(failedRequestLogs);
    const service = emailService();
    service.answerWith(400);
    const unsent = createUnsentRegistrations();
    expect((await unsent.submit(lan)).result).toBe('refused');
    expect(stored()).toEqual([expect.objectContaining({ refused: true })]);

    for (const minutes of [1, 10, 59]) {
      at(start + minutes * minute);
      await unsent.tryDue('event');
      await unsent.tryDue('timer');
    }
    expect(service.sent).toHaveLength(1);

    at(start + 60 * minute);
    await unsent.tryDue('timer');
    expect(service.sent).toHaveLength(2);
    expect(stored()).toHaveLength(1);
  });
});

describe('sendRegistration', () => {
  const registration = { id: 'registration-1', submittedAt: start, values: lan, tries: 0 };

  it(`gives up after ${sendTimeoutMs / 1000} s without an answer`, async () => {
    server.use(http.post(endpoint, () => delay('infinite')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let outcome: unknown = 'pending';
    void sendRegistration(registration).then(
      () => (outcome = 'sent'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(sendTimeoutMs - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(TimeoutError);
  });

  it('rejects on any non-2xx answer, even one with a body', async () => {
    expectConsoleErrors(failedRequestLogs);
    server.use(http.post(endpoint, () => HttpResponse.text('Forbidden', { status: 403 })));
    await expect(sendRegistration(registration)).rejects.toBeInstanceOf(HTTPError);
  });
});

describe('whatever a person or a browser can produce, a registration is sent, kept, or refused by the form: never lost', () => {
  // Text as people and browsers make it: any grapheme or code point, emoji, controls, lone surrogates, long pastes.
  const oddities = ['\r\n', '\0', '\u0007', '\u007F', '\u0085', '\u202E', '\u2066', '\u200B', '\uFEFF', '\uFFFE', '\uFFFF', '\uD800', '\uDFFF', '😀', '👨‍👩‍👧', 'e\u0301', ' '];
  const anyText = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: fc.oneof(fc.constantFrom(...oddities), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 40 }),
    fc.string({ unit: fc.constantFrom(...oddities, 'a', 'ễ'), minLength: 90, maxLength: 260 }),
  );
  const mobile = fc
    .tuple(fc.constantFrom('0', '+84', '(+84) '), fc.constantFrom('91', '86', '32', '52'), fc.stringMatching(/^\d{7}$/), fc.constantFrom('', ' ', '.', '-'))
    .map(([start, prefix, digits, separator]) => `${start}${prefix}${separator}${digits.slice(0, 3)}${separator}${digits.slice(3)}`);
  const host = fc.oneof(fc.domain(), fc.integer({ min: 250, max: 300 }).map((length) => `${'a'.repeat(length - 4)}.com`));
  const visit = fc.record({
    landing: fc
      .record({ utm_source: anyText, utm_medium: anyText, utm_campaign: anyText }, { requiredKeys: [] })
      .map((utm) => `https://www.mattroinho.edu.vn/?${new URLSearchParams(utm).toString()}`),
    referrer: fc.oneof(fc.webUrl(), host.map((name) => `https://${name}/`), anyText),
  });
  const levelCheck = fc.oneof(
    fc.record({
      age: fc.oneof(fc.constant(null), fc.nat(200)),
      answers: fc.constant({}),
      step: fc.nat(20),
      result: fc.option(fc.record({ level: fc.constantFrom('a1-movers', 'a2-key'), name: anyText, score: fc.nat(), total: fc.nat() }), { nil: undefined }),
    }),
    fc.jsonValue(),
  );
  const registration = {
    // Mostly a valid phone and course, so that most runs get past the form.
    values: fc.record({
      parentName: anyText,
      phone: fc.oneof({ arbitrary: mobile, weight: 4 }, anyText),
      subject: fc.oneof({ arbitrary: fc.constantFrom('tiếng anh tiểu học', 'Primary English'), weight: 4 }, anyText),
    }),
    // The form of a Vietnamese page or of an English one: the same rules, other words.
    locale: fc.constantFrom<Locale>('vi', 'en'),
    visit,
    levelCheck,
    answer: fc.constantFrom(200, 400, 503),
    storage: fc.constantFrom('works', 'full'),
  };
  const unclean = /[\p{Cc}\p{Cs}\p{Bidi_Control}\p{Noncharacter_Code_Point}]/u;
  /** Whether `sent` says nothing `typed` did not: no character of its own (a U+FFFD for a surrogate cut in two, say). */
  const nothingInvented = (sent: string, typed: string) => [...sent].every((character) => character === ' ' || typed.includes(character));
  const limits: Record<string, number> = {
    page: registrationLimits.page,
    utm_source: registrationLimits.utm,
    utm_medium: registrationLimits.utm,
    utm_campaign: registrationLimits.utm,
    referrer: registrationLimits.referrer,
    level: registrationLimits.level,
    level_score: registrationLimits.levelScore,
  };

  const formIn = (words: typeof vietnameseWords, locale: Locale) => {
    const messages = refusalsOf(words);
    return { ...registrationFormOf(messages, locale), messages };
  };
  const forms = { vi: formIn(vietnameseWords, 'vi'), en: formIn(englishWords, 'en') };

  test.prop(registration, { numRuns: 100 })('for any name, phone, course, language, visit, stored level check, answer and storage', async ({ values, locale, visit, levelCheck, answer, storage }) => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.setItem(visitSourceKey, JSON.stringify(visit));
    sessionStorage.setItem(levelCheckKey, JSON.stringify(levelCheck));
    const { rules, toSend: keptAndSent, messages } = forms[locale];
    const refusals = (['parentName', 'phone', 'subject'] as const).flatMap((name) => rules[name](values[name]) ?? []);
    // The same rules in both languages: a registration one form refuses, the other refuses too.
    expect(refusals.length > 0).toBe((['parentName', 'phone', 'subject'] as const).some((name) => forms.vi.rules[name](values[name]) !== null));
    if (refusals.length) {
      // Refused by the form, with one of its messages in the page's language: the parent sees what to correct, and still has it all typed.
      expect(Object.values(messages)).toEqual(expect.arrayContaining(refusals));
      return;
    }
    if (answer !== 200) expectConsoleErrors(failedRequestLogs);
    if (storage === 'full') vi.stubGlobal('localStorage', fullStorage);
    const service = emailService();
    service.answerWith(answer);
    const toSend = keptAndSent(values);
    const { result, id, persisted } = await createUnsentRegistrations().submit(toSend, undefined, locale);

    // Whatever the answer, it went over the wire, cleaned and within its limits, saying the form's language.
    expect(service.sent).toHaveLength(1);
    const fields = service.sent[0]!;
    expect(fields).toMatchObject({ ...toSend, lang: locale, registration_id: id });
    for (const [name, value] of Object.entries(fields)) {
      expect(value, name).not.toMatch(unclean);
      expect(value.length, name).toBeLessThanOrEqual(limits[name] ?? registrationLimits.parentName);
    }
    expect(nothingInvented(fields.parentName!, values.parentName)).toBe(true);
    const utm = new URL(visit.landing).searchParams;
    for (const name of ['utm_source', 'utm_medium', 'utm_campaign']) {
      if (fields[name]) expect(nothingInvented(fields[name], utm.get(name)!), name).toBe(true);
    }
    if (result === 'sent') {
      expect(answer).toBe(200);
      expect(stored()).toEqual([]);
      return;
    }
    expect(result).toBe(answer === 400 ? 'refused' : 'kept');
    // Said to be kept only when it is: still there once the page is loaded again.
    expect(persisted).toBe(storage === 'works');
    if (persisted) expect(stored()).toEqual([expect.objectContaining({ id, values: toSend, lang: locale })]);
  });
});
