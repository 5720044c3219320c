import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settleInAct } from '../../tests/setup/settle-in-act';
import { useRequest } from './use-request';

/** A request the test settles by hand, recording the signal it was given. */
function controllable<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const request = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, request };
}

describe('useRequest', () => {
  it('is loading, then holds the data', async () => {
    const { calls, request } = controllable<string>();
    const { result } = renderHook(() => useRequest(request));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(1));
    await settleInAct(() => calls[0]!.resolve('dữ liệu'));
    expect(result.current).toMatchObject({ loading: false, data: 'dữ liệu', error: undefined });
  });

  it('aborts the previous run when the key changes, and ignores its late answer', async () => {
    const { calls, request } = controllable<string>();
    const { result, rerender } = renderHook(({ key }) => useRequest(request, key), { initialProps: { key: 'a' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    rerender({ key: 'b' });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.signal.aborted).toBe(true);
    await settleInAct(() => calls[1]!.resolve('mới'));
    await settleInAct(() => calls[0]!.resolve('cũ'));
    expect(result.current.data).toBe('mới');
  });

  it('treats an abort as nothing to show', async () => {
    const { calls, request } = controllable<string>();
    const { result } = renderHook(() => useRequest(request));
    await waitFor(() => expect(calls).toHaveLength(1));
    await settleInAct(() => calls[0]!.reject(new DOMException('stop', 'AbortError')));
    expect(result.current.error).toBeUndefined();
  });

  it('keeps any other error, and rethrows it to whoever awaits run()', async () => {
    const { calls, request } = controllable<string>();
    const { result } = renderHook(() => useRequest(request));
    await waitFor(() => expect(calls).toHaveLength(1));
    const failure = new Error('máy chủ lỗi');
    await settleInAct(() => calls[0]!.reject(failure));
    expect(result.current).toMatchObject({ loading: false, error: failure, data: undefined });

    let rethrown: unknown;
    await act(async () => {
      const again = result.current.run().catch((error: unknown) => {
        rethrown = error;
      });
      await waitFor(() => expect(calls).toHaveLength(2));
      calls[1]!.reject(failure);
      await again;
    });
    expect(rethrown).toBe(failure);
  });

  it('aborts when the component goes away', async () => {
    const { calls, request } = controllable<string>();
    const { unmount } = renderHook(() => useRequest(request));
    await waitFor(() => expect(calls).toHaveLength(1));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});
