import { addMonths, clampToMonth, monthOf } from '@kaspit/domain';
import { apiCall, messages as shared } from '@kaspit/shared-auth';
import type { Outcome } from '../logic/expense-validation.js';

export async function saveOutcome(
  outcomeData: { id: string },
  editing: boolean,
  name: string,
): Promise<Outcome[]> {
  const outbox = { label: shared.outboxLabel(editing ? 'update' : 'add', 'expense', name) };
  const reply = await apiCall<{ outcomes: Outcome[] }>(
    editing
      ? { method: 'PUT', url: `/outcomes/${outcomeData.id}`, data: { outcomeData }, outbox }
      : { method: 'POST', url: '/outcomes', data: { outcomeData }, outbox },
  );
  return reply.outcomes;
}

/**
 * The first installment of `o`'s plan (its date is the purchase date a plan is edited by). Installment n lies
 * n-1 billing months after the purchase, so the search window starts a month before that.
 */
export async function firstInstallmentOf(o: Outcome): Promise<Outcome> {
  if (!o.installments || o.installments.number === 1) return o;
  const from = clampToMonth(addMonths(monthOf(o.date), -o.installments.number), 1);
  const { outcomes } = await apiCall<{ outcomes: Outcome[] }>({
    url: '/outcomes',
    params: { from, to: o.date },
  });
  return (
    outcomes.find((x) => x.installments?.planId === o.installments!.planId && x.installments.number === 1) ??
    o
  );
}
