import { afterEach, describe, expect, it, vi } from 'vitest';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('../api/api-call.js', () => ({ apiCall }));

const { firstInstallmentOf, restoreBodyOf } = await import('./index.js');

const stamps = { createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-09-02T10:00:00.000Z' };
const plan = (number: number) => ({ planId: 'plan-1', number, total: 3, price: 300 });

afterEach(() => apiCall.mockReset());

describe('firstInstallmentOf', () => {
  it('is the record itself when it is not a later installment, without asking the API', async () => {
    const single = { id: 'e1', date: '2026-03-01' };
    const first = { id: 'i1', date: '2026-03-01', installments: plan(1) };
    expect(await firstInstallmentOf(single)).toBe(single);
    expect(await firstInstallmentOf(first)).toBe(first);
    expect(apiCall).not.toHaveBeenCalled();
  });

  it("finds the plan's first payment in a window starting a month before the purchase could lie", async () => {
    const first = { id: 'i1', date: '2026-03-20', installments: plan(1) };
    const other = { id: 'x1', date: '2026-03-20', installments: { ...plan(1), planId: 'plan-2' } };
    apiCall.mockResolvedValue({ outcomes: [other, first] });
    const third = { id: 'i3', date: '2026-05-20', installments: plan(3) };
    expect(await firstInstallmentOf(third)).toBe(first);
    expect(apiCall).toHaveBeenCalledWith({
      url: '/outcomes',
      params: { from: '2026-02-01', to: '2026-05-20' },
    });
  });
});

describe('restoreBodyOf', () => {
  it('sends an expense back with its own id and without the stamps the API sets', async () => {
    const expense = { id: 'e1', date: '2026-03-01', amount: 30, category: 'שונות', description: 'לחם' };
    expect(await restoreBodyOf('expense', { ...expense, ...stamps })).toEqual(expense);
  });

  it('sends an installment back as its whole plan: first payment id and date, the price, the count', async () => {
    apiCall.mockResolvedValue({ outcomes: [{ id: 'i1', date: '2026-03-20', installments: plan(1) }] });
    const second = { id: 'i2', date: '2026-04-20', amount: 100, description: 'מקרר', installments: plan(2) };
    expect(await restoreBodyOf('expense', { ...second, ...stamps })).toEqual({
      id: 'i1',
      date: '2026-03-20',
      amount: 300,
      description: 'מקרר',
      installments: { total: 3 },
    });
  });

  it('brings a recurring payment back with every price it had and the months it skips', async () => {
    const payment = {
      id: 'p1',
      name: 'נטפליקס',
      amount: 59.9,
      frequency: 'monthly',
      amountHistory: [
        { effectiveFrom: '2026-03', amount: 54.9, changedAt: '2026-03-01T10:00:00.000Z' },
        {
          effectiveFrom: '2026-09',
          amount: 59.9,
          reason: 'העלאת מחיר',
          changedAt: '2026-09-02T10:00:00.000Z',
        },
      ],
      skips: [{ from: '2026-02', to: '2026-02' }],
    };
    expect(await restoreBodyOf('recurring', { ...payment, ...stamps })).toEqual(payment);
  });

  it('brings an income back as it was, with its own id', async () => {
    const income = { id: 'n1', date: '2026-11-10', amount: 12000, source: 'משכורת', category: 'שכר' };
    expect(await restoreBodyOf('income', { ...income, ...stamps })).toEqual(income);
  });
});
