import { hebrewMonthName } from '@kaspit/domain';
import { ledger } from '../../../messages.js';
import type { DeleteScope } from './delete-with-undo.js';
import type { ApiOutcome, LedgerRow } from './ledger-rows.js';

/**
 * What the ledger asks before deleting `row`, saying what goes: an installment plan goes whole; a recurring payment
 * offers its charge in billing month `month` only (skipped) or the whole payment, in every month.
 */
export function deleteQuestion(
  row: LedgerRow,
  month: string,
): { title: string; body?: string; choices: { label: string; scope: DeleteScope }[] } {
  const title = ledger.confirmDelete(row.description);
  if (row.type === 'recurring') {
    const monthName = hebrewMonthName(month);
    return {
      title,
      body: ledger.confirmRecurring(monthName),
      choices: [
        { label: ledger.confirmMonthOnly(monthName), scope: 'month' },
        { label: ledger.confirmWholePayment, scope: 'whole' },
      ],
    };
  }
  const plan = row.type === 'expense' ? (row.source as ApiOutcome).installments : undefined;
  return {
    title,
    body: plan ? ledger.confirmPlan(plan.total) : undefined,
    choices: [{ label: ledger.confirm, scope: 'whole' }],
  };
}
