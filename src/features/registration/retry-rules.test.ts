import { HTTPError, TimeoutError, type KyRequest, type NormalizedOptions } from 'ky';
import { describe, expect, it } from 'vitest';
import { dueAt, readFailure } from './retry-rules';
import type { UnsentRegistration } from './unsent-registrations-storage';

const now = Date.parse('2026-11-26T10:00:00Z');
const minute = 60_000;
const registration = (change: Partial<UnsentRegistration> = {}): UnsentRegistration => ({
  id: 'a',
  submittedAt: now - minute,
  values: { parentName: 'Nguyễn Thị Lan', phone: '0912345678', subject: 'Kỹ Năng Sống' },
  tries: 1,
  lastTriedAt: now,
  ...change,
});
const request = new Request('https://api.emailjs.com/api/v1.0/email/send-form', { method: 'POST' }) as KyRequest;
const answer = (status: number, headers: Record<string, string> = {}) =>
  new HTTPError(new Response('', { status, headers }), request, {} as NormalizedOptions);
const notBefore = (retryAfter: string) => readFailure(answer(429, { 'Retry-After': retryAfter }), now).notBefore! - now;

describe('retry rules', () => {
  it('the timer waits 15 s, then twice as long after each try, 5 minutes at most', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 20].map((tries) => (dueAt(registration({ tries }), 'timer') - now) / 1000);
    expect(waits).toEqual([15, 30, 60, 120, 240, 300, 300, 300]);
  });

  it('a registration never tried (stored offline) is due at once, for any reason', () => {
    const fresh = registration({ tries: 0, lastTriedAt: undefined });
    expect(dueAt(fresh, 'event')).toBeLessThanOrEqual(now);
    expect(dueAt(fresh, 'timer')).toBeLessThanOrEqual(now);
  });

  it('a visit or the browser back online tries again, but not within 15 s of the last try', () => {
    expect(dueAt(registration(), 'event')).toBe(now + 15_000);
    expect(dueAt(registration({ tries: 5 }), 'event')).toBe(now + 15_000);
  });

  it("the parent's own send goes at once, unless the service asked for a pause", () => {
    expect(dueAt(registration({ refused: true }), 'submit')).toBeLessThanOrEqual(now);
    expect(dueAt(registration({ notBefore: now + 90_000 }), 'submit')).toBe(now + 90_000);
    expect(dueAt(registration({ notBefore: now + 90_000 }), 'event')).toBe(now + 90_000);
  });

  it('a refusal no retry changes waits an hour, whatever happens meanwhile', () => {
    expect(dueAt(registration({ refused: true }), 'event')).toBe(now + 60 * minute);
    expect(dueAt(registration({ refused: true }), 'timer')).toBe(now + 60 * minute);
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['a timeout', new TimeoutError(request)],
    ['500', answer(500)],
    ['503', answer(503)],
    ['408', answer(408)],
  ])('%s is tried again', (_, error) => {
    expect(readFailure(error, now)).toEqual({ refused: false });
  });

  it.each([400, 403, 404, 413, 451])('%i is a refusal no retry changes', (status) => {
    expect(readFailure(answer(status), now)).toEqual({ refused: true });
  });

  it('429 is tried again after its Retry-After, in seconds or as a date; a minute without one', () => {
    expect(readFailure(answer(429, { 'Retry-After': '120' }), now)).toEqual({ refused: false, notBefore: now + 120_000 });
    expect(notBefore(new Date(now + 30_000).toUTCString())).toBe(30_000);
    expect(readFailure(answer(429), now)).toEqual({ refused: false, notBefore: now + minute });
  });

  it('a Retry-After that makes no sense waits a minute; one far away a day at most', () => {
    expect(notBefore('soon')).toBe(minute);
    expect(notBefore('-5')).toBe(minute);
    expect(notBefore('0')).toBe(0);
    expect(notBefore('9999999')).toBe(24 * 60 * minute);
  });
});
