import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast$, type Toast } from '../notify/toasts.js';
import { undo$ } from './undo-offer.js';
import { writeWithUndo } from './write-with-undo.js';

const texts = {
  done: 'נמחק',
  failed: 'המחיקה נכשלה',
  bar: 'נמחק: סופר',
  restored: 'שוחזר',
  restoreFailed: 'לא שוחזר',
};
let shown: Toast[] = [];
let subscription: { unsubscribe(): void } | undefined;
beforeEach(() => {
  shown = [];
  subscription = toast$.subscribe((toast) => shown.push(toast));
});
afterEach(() => {
  subscription?.unsubscribe();
  undo$.next(null);
});

describe('writeWithUndo', () => {
  it('makes the change, says so, lets the page read again and offers the undo', async () => {
    const onChange = vi.fn();
    const undo = vi.fn().mockResolvedValue('sent');
    expect(await writeWithUndo(() => Promise.resolve('sent'), undo, texts, onChange)).toBe(true);
    expect(shown).toMatchObject([{ message: 'נמחק', type: 'success' }]);
    expect(onChange).toHaveBeenCalledOnce();
    expect(undo$.getValue()?.text).toBe('נמחק: סופר');
    await undo$.getValue()!.undo();
    expect(undo).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('says a write kept on the device is waiting, and still offers the undo after it', async () => {
    const onChange = vi.fn();
    await writeWithUndo(
      () => Promise.resolve('kept'),
      () => Promise.resolve('kept'),
      texts,
      onChange,
    );
    expect(shown).toMatchObject([{ message: 'נשמר במכשיר, יישלח כשהחיבור יחזור', type: 'warning' }]);
    expect(undo$.getValue()).not.toBeNull();
  });

  it('changes nothing and offers no undo when the write failed', async () => {
    const onChange = vi.fn();
    const ok = await writeWithUndo(() => Promise.reject(new Error('refused')), vi.fn(), texts, onChange);
    expect(ok).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    expect(undo$.getValue()).toBeNull();
    expect(shown).toMatchObject([{ message: 'המחיקה נכשלה', type: 'error' }]);
  });

  it('without a text for success says nothing, and without an undo offers none', async () => {
    await writeWithUndo(() => Promise.resolve('sent'), undefined, { ...texts, done: undefined }, vi.fn());
    expect(shown).toEqual([]);
    expect(undo$.getValue()).toBeNull();
  });
});
