import { HTTPError, type KyRequest, type NormalizedOptions } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptForMs, readKeptLeads, type KeptLead } from './kept-leads';
import { leaseLock, type Lock } from './lead-lock';
import { createOutbox, type OutboxDeps } from './lead-outbox';
import type { RegistrationValues } from './registration-schema';
import { eventGapMs, refusedPauseMs } from './retry-rules';

const start = Date.parse('2026-11-26T10:00:00Z');
const lan: RegistrationValues = { parentName: 'Nguyễn Thị Lan', phone: '0912345678', subject: 'Tiếng Anh Tiểu Học' };
const minh: RegistrationValues = { parentName: 'Trần Văn Minh', phone: '0868123456', subject: 'Kỹ Năng Sống' };
const request = new Request('https://api.emailjs.com/api/v1.0/email/send-form', { method: 'POST' }) as KyRequest;
const answer = (status: number, headers: Record<string, string> = {}) =>
  new HTTPError(new Response('', { status, headers }), request, {} as NormalizedOptions);

/** A send the test answers: `accept()` or `fail(error)` the oldest request still open. */
function fakeService() {
  const open: { lead: KeptLead; resolve: () => void; reject: (error: Error) => void }[] = [];
  const sent: KeptLead[] = [];
  let answerAtOnce: (() => Error | undefined) | undefined;
  const send = vi.fn(
    (lead: KeptLead) =>
      new Promise<void>((resolve, reject) => {
        sent.push(lead);
        const failure = answerAtOnce?.();
        if (answerAtOnce) return failure === undefined ? resolve() : reject(failure);
        open.push({ lead, resolve, reject });
      }),
  );
  return {
    send,
    sent,
    open,
    /** From now on every send is answered at once: accepted (`undefined`) or failed with what `answer` returns. */
    answerWith(answerEach: () => Error | undefined) {
      answerAtOnce = answerEach;
    },
    accept: () => open.shift()!.resolve(),
    fail: (error: Error) => open.shift()!.reject(error),
  };
}

let time = start;
const clock = { now: () => time };
let online = true;
let ids = 0;

function outbox(service: ReturnType<typeof fakeService>, change: Partial<OutboxDeps> = {}) {
  return createOutbox({
    storage: localStorage,
    now: clock.now,
    isOnline: () => online,
    send: service.send,
    lock: sameTabLock(),
    newId: () => `lead-${(ids += 1)}`,
    ...change,
  });
}

/** Web Locks stand-in: one holder at a time, in order (what the tests need of `navigator.locks`). */
function sameTabLock(): Lock {
  let queue: Promise<unknown> = Promise.resolve();
  return (work) => {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  };
}

const kept = () => readKeptLeads(localStorage, time);
/** Lets every pending promise settle (answers, locks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
  ids = 0;
  time = start;
  online = true;
});

describe('the outbox', () => {
  it('keeps a registration before sending it and removes it only once the service has accepted it', async () => {
    const service = fakeService();
    const box = outbox(service);
    const submission = box.submit(lan);
    await settle();
    expect(service.sent).toHaveLength(1);
    expect(kept()).toEqual([{ id: 'lead-1', keptAt: start, values: lan, tries: 1, lastTriedAt: start }]);
    expect(box.list()).toEqual(kept());

    service.accept();
    expect(await submission).toMatchObject({ result: 'sent', lead: { id: 'lead-1' }, persisted: true });
    expect(kept()).toEqual([]);
    expect(box.list()).toEqual([]);
  });

  it('keeps a registration the service did not accept, and tries it again by itself', async () => {
    const service = fakeService();
    service.answerWith(() => answer(503));
    const box = outbox(service);
    expect((await box.submit(lan)).result).toBe('kept');
    expect(kept()).toEqual([expect.objectContaining({ tries: 1, lastTriedAt: start })]);
    expect(box.nextTimerAt()).toBe(start + 15_000);

    time = start + 15_000;
    await box.tryDue('timer');
    expect(service.sent).toHaveLength(2);
    expect(box.nextTimerAt()).toBe(start + 15_000 + 30_000);

    service.answerWith(() => undefined);
    time = start + 45_000;
    await box.tryDue('timer');
    expect(service.sent.map(({ id }) => id)).toEqual(['lead-1', 'lead-1', 'lead-1']);
    expect(kept()).toEqual([]);
    expect(box.nextTimerAt()).toBeUndefined();
  });

  it('sends nothing while the phone is offline, and does not count it as a try', async () => {
    online = false;
    const service = fakeService();
    const box = outbox(service);
    expect((await box.submit(lan)).result).toBe('kept');
    await box.tryDue('event');
    expect(service.send).not.toHaveBeenCalled();
    expect(kept()).toEqual([expect.objectContaining({ tries: 0 })]);

    online = true;
    service.answerWith(() => undefined);
    await box.tryDue('event');
    expect(service.sent).toHaveLength(1);
    expect(kept()).toEqual([]);
  });

  it('two tabs trying the same registration at once send it once', async () => {
    online = false;
    const lock = leaseLock(localStorage);
    const service = fakeService();
    const first = outbox(service, { lock });
    await first.submit(lan);
    online = true;
    // A second tab, on the same phone: its own outbox and lock over the same storage.
    const second = outbox(service, { lock: leaseLock(localStorage) });

    const both = Promise.all([first.tryDue('event'), second.tryDue('event')]);
    await vi.waitFor(() => expect(service.open).toHaveLength(1));
    service.accept();
    await both;
    expect(service.sent).toHaveLength(1);
    expect(kept()).toEqual([]);
  });

  it('sends, and records what the service answered, only while it holds the lock other tabs wait on', async () => {
    let held = 0;
    const lock: Lock = async (work) => {
      held += 1;
      try {
        return await work();
      } finally {
        held -= 1;
      }
    };
    const service = fakeService();
    const heldAtSend: number[] = [];
    service.send.mockImplementation(() => {
      heldAtSend.push(held);
      return Promise.reject(answer(503));
    });
    const box = outbox(service, { lock });
    await box.submit(lan);
    time = start + eventGapMs;
    await box.tryDue('event');
    time = start + eventGapMs + 30_000;
    await box.tryDue('timer');
    expect(heldAtSend).toEqual([1, 1, 1]);
  });

  it('a reply that arrives late is not overtaken by a retry: the lead is sent once', async () => {
    const service = fakeService();
    const box = outbox(service);
    const submission = box.submit(lan);
    await settle();
    // The send is slow; meanwhile the browser comes back online, the page is shown again, 20 s pass.
    time = start + 20_000;
    const retries = Promise.all([box.tryDue('event'), box.tryDue('timer')]);
    await settle();
    expect(service.sent).toHaveLength(1);
    service.accept();
    await Promise.all([submission, retries]);
    expect(service.sent).toHaveLength(1);
    expect(kept()).toEqual([]);
  });

  it("honours a 429's Retry-After: no try before it, whatever the reason", async () => {
    const service = fakeService();
    service.answerWith(() => answer(429, { 'Retry-After': '120' }));
    const box = outbox(service);
    expect((await box.submit(lan)).result).toBe('kept');
    expect(kept()).toEqual([expect.objectContaining({ notBefore: start + 120_000 })]);

    time = start + 119_000;
    await box.tryDue('event');
    await box.tryDue('timer');
    expect((await box.submit(lan)).result).toBe('kept');
    expect(service.sent).toHaveLength(1);

    time = start + 120_000;
    service.answerWith(() => undefined);
    await box.tryDue('event');
    expect(service.sent).toHaveLength(2);
  });

  it('does not retry in a loop a refusal no retry changes (400), but keeps the lead and tries an hour later', async () => {
    const service = fakeService();
    service.answerWith(() => answer(400));
    const box = outbox(service);
    expect((await box.submit(lan)).result).toBe('refused');
    expect(kept()).toEqual([expect.objectContaining({ refused: true })]);

    for (const minutes of [1, 10, 59]) {
      time = start + minutes * 60_000;
      await box.tryDue('event');
      await box.tryDue('timer');
    }
    expect(service.sent).toHaveLength(1);
    expect(box.nextTimerAt()).toBe(start + refusedPauseMs);

    time = start + refusedPauseMs;
    await box.tryDue('timer');
    expect(service.sent).toHaveLength(2);
    expect(kept()).toHaveLength(1);
  });

  it('a second send of the same registration is the same lead, not a new one', async () => {
    const service = fakeService();
    service.answerWith(() => answer(500));
    const box = outbox(service);
    const first = await box.submit(lan);
    time = start + 1000;
    const second = await box.submit({ ...lan });
    expect(second.lead.id).toBe(first.lead.id);
    expect(kept()).toEqual([expect.objectContaining({ id: first.lead.id, tries: 2 })]);
  });

  it('a corrected registration replaces the one the form kept (same id, tried afresh)', async () => {
    const service = fakeService();
    service.answerWith(() => answer(500));
    const box = outbox(service);
    const first = await box.submit(lan);
    const corrected = { ...lan, phone: '0912345679' };
    time = start + 1000;
    await box.submit(corrected, first.lead.id);
    expect(kept()).toEqual([expect.objectContaining({ id: first.lead.id, values: corrected, keptAt: start + 1000, tries: 1 })]);
    expect(service.sent.map(({ values }) => values.phone)).toEqual(['0912345678', '0912345679']);
  });

  it('keeps each parent’s registration apart, and drops any older than 7 days', async () => {
    online = false;
    const service = fakeService();
    const box = outbox(service);
    await box.submit(lan);
    time = start + 1000;
    await box.submit(minh);
    expect(box.list().map(({ values }) => values.parentName)).toEqual(['Nguyễn Thị Lan', 'Trần Văn Minh']);

    online = true;
    time = start + keptForMs;
    service.answerWith(() => undefined);
    await box.tryDue('event');
    expect(service.sent.map(({ values }) => values.parentName)).toEqual(['Trần Văn Minh']);
  });

  it('removes a lead on request: it is never sent', async () => {
    online = false;
    const service = fakeService();
    const box = outbox(service);
    const { lead } = await box.submit(lan);
    await box.remove(lead.id);
    online = true;
    await box.tryDue('event');
    expect(service.send).not.toHaveBeenCalled();
    expect(box.list()).toEqual([]);
  });

  it('without a storage that takes it, still sends and retries while the tab is open, and says it is not kept', async () => {
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => {} } as unknown as Storage;
    const service = fakeService();
    service.answerWith(() => answer(503));
    const box = outbox(service, { storage: full });
    const submission = await box.submit(lan);
    expect(submission).toMatchObject({ result: 'kept', persisted: false });
    expect(box.list()).toEqual([expect.objectContaining({ values: lan })]);

    time = start + 15_000;
    service.answerWith(() => undefined);
    await box.tryDue('timer');
    expect(service.sent).toHaveLength(2);
    expect(box.list()).toEqual([]);
  });

  it('tells a form first that a retry delivered its lead; a quiet notice only hears of the others', async () => {
    online = false;
    const service = fakeService();
    const box = outbox(service);
    const { lead: formLead } = await box.submit(lan);
    await box.submit(minh);
    const formHeard: string[] = [];
    const noticeHeard: string[] = [];
    box.onDelivered((lead) => noticeHeard.push(lead.values.parentName) > 0, { fallback: true });
    box.onDelivered((lead) => {
      formHeard.push(lead.values.parentName);
      return lead.id === formLead.id;
    });

    online = true;
    service.answerWith(() => undefined);
    time = start + eventGapMs;
    await box.tryDue('event');
    expect(formHeard).toEqual(['Nguyễn Thị Lan', 'Trần Văn Minh']);
    expect(noticeHeard).toEqual(['Trần Văn Minh']);
  });

  it('tells the other tabs when a lead was accepted, and hears from them', async () => {
    online = false;
    const told: string[] = [];
    const service = fakeService();
    const box = outbox(service, { tellOtherTabs: (lead) => told.push(lead.id) });
    const { lead } = await box.submit(lan);
    online = true;
    service.answerWith(() => undefined);
    await box.tryDue('event');
    expect(told).toEqual([lead.id]);

    // In another tab, the form that showed it hears it was sent, and would not send it again.
    const otherTab = outbox(fakeService());
    const heard: string[] = [];
    otherTab.onDelivered((delivered) => heard.push(delivered.id) > 0);
    otherTab.deliveredElsewhere(lead);
    expect(heard).toEqual([lead.id]);
    expect((await otherTab.submit(lan, lead.id)).result).toBe('sent');
  });

  it('tells a form that sends again a lead a retry has just delivered that it is sent, and sends nothing more', async () => {
    const service = fakeService();
    service.answerWith(() => answer(503));
    const box = outbox(service);
    const { lead } = await box.submit(lan);
    service.answerWith(() => undefined);
    time = start + eventGapMs;
    await box.tryDue('event');
    expect((await box.submit(lan, lead.id)).result).toBe('sent');
    expect(service.sent).toHaveLength(2);
  });
});
