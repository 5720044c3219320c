import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { registrationOutbox, startDelivery } from './registration-outbox';

const endpoint = '*/api/v1.0/email/send-form';
const lan = { parentName: 'Nguyễn Thị Lan', phone: '0912345678', subject: 'Tiếng Anh Tiểu Học' };

afterEach(() => vi.useRealTimers());

describe('the page sending a kept registration by itself', () => {
  it('tries again while the page stays open, each wait twice the last, until the service takes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.parse('2026-11-26T10:00:00Z') });
    const tries: number[] = [];
    let accept = false;
    server.use(
      http.post(endpoint, () => {
        tries.push(Date.now());
        return accept ? HttpResponse.text('OK') : HttpResponse.text('Service Unavailable', { status: 503 });
      }),
    );
    const submission = registrationOutbox().submit(lan);
    await vi.advanceTimersByTimeAsync(100);
    expect((await submission).result).toBe('kept');
    startDelivery();

    const secondsAfterFirst = () => tries.map((time) => (time - tries[0]!) / 1000);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(tries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    await vi.advanceTimersByTimeAsync(31_000);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(secondsAfterFirst().map(Math.floor)).toEqual([0, 15, 45, 105]);

    accept = true;
    await vi.advanceTimersByTimeAsync(121_000);
    expect(tries).toHaveLength(5);
    expect(registrationOutbox().list()).toEqual([]);
    // Nothing is kept: nothing more is tried.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(tries).toHaveLength(5);
  });
});
