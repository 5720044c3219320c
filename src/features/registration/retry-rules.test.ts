import { HTTPError, TimeoutError, type KyRequest, type NormalizedOptions } from 'ky';
import { describe, expect, it } from 'vitest';
import type { KeptLead } from './kept-leads';
import { dueAt, eventGapMs, readFailure, refusedPauseMs, retryAfterMs, retryDelayMs } from './retry-rules';

const now = Date.parse('2026-11-26T10:00:00Z');
const lead = (change: Partial<KeptLead> = {}): KeptLead => ({
  id: 'a',
  keptAt: now - 60_000,
  values: { parentName: 'Nguyễn Thị Lan', phone: '0912345678', subject: 'Kỹ Năng Sống' },
  tries: 1,
  lastTriedAt: now,
  ...change,
});
const request = new Request('https://api.emailjs.com/api/v1.0/email/send-form', { method: 'POST' }) as KyRequest;
const answer = (status: number, headers: Record<string, string> = {}) =>
  new HTTPError(new Response('', { status, headers }), request, {} as NormalizedOptions);

describe('retry rules', () => {
  it('the timer waits 15 s, then twice as long after each try, 5 minutes at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((tries) => retryDelayMs(tries) / 1000)).toEqual([15, 30, 60, 120, 240, 300, 300, 300]);
  });

  it('a lead never tried (kept offline) is due at once, for any reason', () => {
    const fresh = lead({ tries: 0, lastTriedAt: undefined });
    expect(dueAt(fresh, 'event')).toBeLessThanOrEqual(now);
    expect(dueAt(fresh, 'timer')).toBeLessThanOrEqual(now);
  });

  it('a visit or the browser back online tries again, but not within 15 s of the last try', () => {
    expect(dueAt(lead(), 'event')).toBe(now + eventGapMs);
    expect(dueAt(lead({ tries: 5 }), 'event')).toBe(now + eventGapMs);
    expect(dueAt(lead({ tries: 5 }), 'timer')).toBe(now + 240_000);
  });

  it("the parent's own send goes at once, unless the service asked for a pause", () => {
    expect(dueAt(lead({ refused: true }), 'submit')).toBeLessThanOrEqual(now);
    expect(dueAt(lead({ notBefore: now + 90_000 }), 'submit')).toBe(now + 90_000);
    expect(dueAt(lead({ notBefore: now + 90_000 }), 'event')).toBe(now + 90_000);
  });

  it('a refusal no retry changes waits an hour, whatever happens meanwhile', () => {
    expect(dueAt(lead({ refused: true }), 'event')).toBe(now + refusedPauseMs);
    expect(dueAt(lead({ refused: true }), 'timer')).toBe(now + refusedPauseMs);
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

  it("429 is tried again after its Retry-After, in seconds or as a date", () => {
    expect(readFailure(answer(429, { 'Retry-After': '120' }), now)).toEqual({ refused: false, notBefore: now + 120_000 });
    expect(readFailure(answer(429, { 'Retry-After': new Date(now + 30_000).toUTCString() }), now)).toEqual({ refused: false, notBefore: now + 30_000 });
    expect(readFailure(answer(429), now)).toEqual({ refused: false, notBefore: now + 60_000 });
  });

  it('a Retry-After that makes no sense waits a minute; one far away a day at most', () => {
    expect(retryAfterMs('soon', now)).toBe(60_000);
    expect(retryAfterMs('-5', now)).toBe(60_000);
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs('9999999', now)).toBe(24 * 60 * 60_000);
  });
});
