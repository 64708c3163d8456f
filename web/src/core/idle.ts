/** Where the browser has no idle callbacks, what `whenIdle` waits instead (ms), unless given a sooner timeout. */
export const idleFallbackMs = 1000;

/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms, when given), and answers the way to
 * cancel it. Safari, on iPhones and Macs, has no `requestIdleCallback`: there it runs after a timer (the timeout, or
 * `idleFallbackMs`), so that what is deferred still comes after the first screen and never throws.
 */
export function whenIdle(callback: () => void, timeout?: number): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => callback(), timeout === undefined ? undefined : { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, Math.min(timeout ?? idleFallbackMs, idleFallbackMs));
  return () => clearTimeout(id);
}
