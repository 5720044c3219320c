import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from './api-error';

interface Settled<T> {
  key: unknown;
  data?: T;
  error?: unknown;
}

/**
 * The request helper of docs/product.md#request-helper: runs `request` on mount and whenever `key`
 * changes, aborts the previous run when a new one starts or the component goes away, tracks loading
 * and error, ignores aborts, and keeps other errors (also rethrown to whoever awaits `run`).
 */
export function useRequest<T>(request: (signal: AbortSignal) => Promise<T>, key: unknown = null) {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const latestRequest = useRef(request);
  const current = useRef<AbortController | null>(null);

  useEffect(() => {
    latestRequest.current = request;
  });

  const run = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    try {
      const data = await latestRequest.current(controller.signal);
      if (!controller.signal.aborted) setSettled({ key, data });
      return data;
    } catch (error) {
      if (isAbortError(error) || controller.signal.aborted) return undefined;
      setSettled({ key, error });
      throw error;
    }
  }, [key]);

  useEffect(() => {
    run().catch(() => {
      // Kept in state for the view; nothing else to do here.
    });
    return () => current.current?.abort();
  }, [run]);

  const loading = settled === null || settled.key !== key;
  return {
    data: loading ? undefined : settled.data,
    error: loading ? undefined : settled.error,
    loading,
    run,
  };
}
