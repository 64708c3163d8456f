import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleFallbackMs, whenIdle } from './idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the idle callback where the browser has one, with the timeout asked', () => {
    const requested: { run: IdleRequestCallback; options?: IdleRequestOptions }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback, options?: IdleRequestOptions) => {
      requested.push({ run, options });
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const callback = vi.fn();
    const cancel = whenIdle(callback, 2000);
    expect(requested[0]?.options).toEqual({ timeout: 2000 });
    expect(callback).not.toHaveBeenCalled();
    requested[0]?.run({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('runs after a timer where it has none (Safari), and can be cancelled there too', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenIdle(callback);
    vi.advanceTimersByTime(idleFallbackMs - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();

    const soon = vi.fn();
    whenIdle(soon, 300);
    vi.advanceTimersByTime(300);
    expect(soon).toHaveBeenCalledOnce();

    const cancelledOne = vi.fn();
    whenIdle(cancelledOne)();
    vi.advanceTimersByTime(idleFallbackMs);
    expect(cancelledOne).not.toHaveBeenCalled();
  });
});
