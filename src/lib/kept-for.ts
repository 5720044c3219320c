/**
 * `read`, whose answer is kept `seconds` once it has come: callers meanwhile, and those that ask
 * while it is being read, share one reading. A reading that fails is not kept; the next caller
 * reads again. `seconds` 0 keeps nothing and shares nothing.
 */
export function keptFor<T>(seconds: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { answer: Promise<T>; until: number } | undefined;
  return () => {
    if (seconds <= 0) return read();
    if (kept && performance.now() < kept.until) return kept.answer;
    const reading = { answer: read(), until: Infinity };
    kept = reading;
    reading.answer.then(
      () => {
        reading.until = performance.now() + seconds * 1000;
      },
      () => {
        if (kept === reading) kept = undefined;
      },
    );
    return reading.answer;
  };
}
