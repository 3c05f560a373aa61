import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_DEBOUNCE_MS, debounceByKey } from './debounce.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounceByKey', () => {
  it('waits 100 ms after the last call and sends only the last value', () => {
    const run = vi.fn();
    const d = debounceByKey(run);
    d.call('2026-03', 1);
    vi.advanceTimersByTime(60);
    d.call('2026-03', 12);
    vi.advanceTimersByTime(60);
    d.call('2026-03', 123);
    vi.advanceTimersByTime(BALANCE_DEBOUNCE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('2026-03', 123);
  });

  it('keeps months apart', () => {
    const run = vi.fn();
    const d = debounceByKey(run);
    d.call('2026-03', 1);
    d.call('2026-04', 2);
    vi.advanceTimersByTime(BALANCE_DEBOUNCE_MS);
    expect(run.mock.calls).toEqual([
      ['2026-03', 1],
      ['2026-04', 2],
    ]);
  });

  it('flushes pending calls at once and cancels without calling', () => {
    const run = vi.fn();
    const d = debounceByKey(run);
    d.call('a', 1);
    d.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith('a', 1);
    d.call('b', 2);
    expect(d.pendingKeys()).toEqual(['b']);
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
