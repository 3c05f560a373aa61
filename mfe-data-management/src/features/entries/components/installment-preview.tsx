import {
  billingMonthOf,
  formatShekels,
  hebrewMonthName,
  installmentLabel,
  planInstallments,
  toAgorot,
} from '@kaspit/domain';
import { entries } from '../../../messages.js';
import type { UserLists } from '@kaspit/shared-auth';

/** What an installment purchase will charge, month by month, before it is saved (the domain's plan). */
export function InstallmentPreview({
  date,
  price,
  total,
  cycle,
}: {
  date: string;
  price: number;
  total: number;
  cycle: UserLists['cycle'];
}) {
  let plan;
  try {
    plan = planInstallments({ date, amount: toAgorot(price), total, cycle });
  } catch {
    return null;
  }
  return (
    <div className="kdm-plan" data-testid="installment-preview">
      <p>{entries.planPreview(plan.length, formatShekels(plan[plan.length - 1]!.amount))}</p>
      <ol className="kdm-plan__months">
        {plan.map((part) => (
          <li key={part.number}>
            <span>{installmentLabel(part.number, part.total)}</span>{' '}
            <span>{hebrewMonthName(billingMonthOf(part.date, cycle))}</span>{' '}
            <span>{formatShekels(part.amount)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
