import { afterEach, describe, expect, it, vi } from 'vitest';
import { undo$ } from '../undo/undo-offer.js';

const sendWrite = vi.hoisted(() => vi.fn());
const apiCall = vi.hoisted(() => vi.fn());
vi.mock('../api/api-call.js', () => ({ sendWrite, apiCall }));

const { deleteRecordWithUndo } = await import('./delete-with-undo.js');
const texts = { failed: 'המחיקה נכשלה', bar: 'נמחק', restored: 'שוחזר', restoreFailed: 'לא שוחזר' };

afterEach(() => {
  sendWrite.mockReset();
  apiCall.mockReset();
  undo$.next(null);
});

describe('deleteRecordWithUndo', () => {
  it('deletes by id and its undo creates the record again with the same id, without the stamps', async () => {
    sendWrite.mockResolvedValue('sent');
    const income = { id: 'in-1', date: '2026-03-01', amount: 5000, createdAt: 'x', updatedAt: 'y' };
    expect(await deleteRecordWithUndo('income', income, 'משכורת', texts, vi.fn())).toBe(true);
    expect(sendWrite).toHaveBeenLastCalledWith(
      { method: 'DELETE', url: '/incomes/in-1' },
      'מחיקת הכנסה: משכורת',
    );
    await undo$.getValue()!.undo();
    expect(sendWrite).toHaveBeenLastCalledWith(
      {
        method: 'POST',
        url: '/incomes',
        data: { incomeData: { id: 'in-1', date: '2026-03-01', amount: 5000 } },
      },
      'שחזור הכנסה: משכורת',
    );
  });

  it('still deletes a later installment when its plan cannot be read, without offering an undo', async () => {
    sendWrite.mockResolvedValue('kept');
    apiCall.mockRejectedValue(new Error('offline'));
    const third = {
      id: 'i3',
      date: '2026-05-20',
      installments: { planId: 'p', number: 3, total: 3, price: 300 },
    };
    expect(await deleteRecordWithUndo('expense', third, 'ספה', texts, vi.fn())).toBe(true);
    expect(sendWrite).toHaveBeenCalledOnce();
    expect(undo$.getValue()).toBeNull();
  });
});
