import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, reportServerReachable, reportServerUnreachable } from '../offline/online';
import { retryWait } from './wsClient';

describe("the subscription socket's wait before its next try", () => {
  afterEach(() => {
    reportServerReachable();
    vi.useRealTimers();
  });

  it('doubles from 1 s up to 30 s, with at most 1 s more', async () => {
    vi.useFakeTimers();
    for (const [retries, seconds] of [
      [0, 1],
      [3, 8],
      [10, 30],
    ] as const) {
      let waited = false;
      void retryWait(retries).then(() => (waited = true));
      await vi.advanceTimersByTimeAsync(seconds * 1_000 - 1);
      expect(waited).toBe(false);
      await vi.advanceTimersByTimeAsync(1_001);
      expect(waited).toBe(true);
    }
  });

  it('ends as soon as the app is back online, not after the backoff built up offline', async () => {
    vi.useFakeTimers();
    reportServerUnreachable();
    expect(isOnline()).toBe(false);
    let waited = false;
    void retryWait(5).then(() => (waited = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(waited).toBe(false);
    reportServerReachable();
    await vi.advanceTimersByTimeAsync(0);
    expect(waited).toBe(true);
  });
});
