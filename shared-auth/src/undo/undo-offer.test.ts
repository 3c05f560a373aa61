import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast$, type Toast } from '../notify/toasts.js';
import { offerUndo, undo$, UNDO_MS } from './undo-offer.js';

const toasts = { restored: 'שוחזר', restoreFailed: 'השחזור נכשל' };

let shown: Toast[] = [];
const subscription = { current: undefined as { unsubscribe(): void } | undefined };
beforeEach(() => {
  shown = [];
  subscription.current = toast$.subscribe((toast) => shown.push(toast));
});

afterEach(() => {
  subscription.current?.unsubscribe();
  vi.useRealTimers();
  undo$.next(null);
});

describe('offerUndo', () => {
  it('offers the undo, and taking it restores, says so and lets the page read again', async () => {
    const restore = vi.fn().mockResolvedValue(undefined);
    const onRestored = vi.fn();
    offerUndo({ text: 'נמחק: סופר', restore, toasts, onRestored });
    expect(undo$.getValue()?.text).toBe('נמחק: סופר');

    await undo$.getValue()!.undo();
    expect(restore).toHaveBeenCalledOnce();
    expect(onRestored).toHaveBeenCalledOnce();
    expect(undo$.getValue()).toBeNull();
    expect(shown).toMatchObject([{ message: 'שוחזר', type: 'success' }]);
  });

  it('says when the restore failed, and does not claim the data changed', async () => {
    const onRestored = vi.fn();
    offerUndo({ text: 'נמחק', restore: () => Promise.reject(new Error('down')), toasts, onRestored });
    await undo$.getValue()!.undo();
    expect(onRestored).not.toHaveBeenCalled();
    expect(shown).toMatchObject([{ message: 'השחזור נכשל', type: 'error' }]);
  });

  it('lasts UNDO_MS, and a newer delete replaces the offer and its clock', () => {
    vi.useFakeTimers();
    offerUndo({ text: 'first', restore: async () => {}, toasts, onRestored: () => {} });
    vi.advanceTimersByTime(UNDO_MS - 1000);
    offerUndo({ text: 'second', restore: async () => {}, toasts, onRestored: () => {} });
    vi.advanceTimersByTime(UNDO_MS - 1);
    expect(undo$.getValue()?.text).toBe('second');
    vi.advanceTimersByTime(1);
    expect(undo$.getValue()).toBeNull();
  });
});
