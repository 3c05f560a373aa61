import { formatShekels, sumAgorot, type Agorot } from '@kaspit/domain';
import { sums } from '../messages.js';

interface Part {
  key: string;
  label: string;
  agorot: Agorot;
}

/**
 * One line of what the records shown add up to: their expenses (refunds netted), their incomes, and, when there
 * are incomes, what is left; `extra` adds kinds that stand apart (a search's recurring payments and discounts).
 */
export function ShownSums({
  label,
  expenses,
  incomes,
  extra = [],
  testId,
}: {
  label: string;
  /** Null when no expense is shown (its part is left out rather than read as ₪0). */
  expenses: Agorot | null;
  incomes: Agorot | null;
  extra?: Part[];
  testId: string;
}) {
  const parts: Part[] = [
    ...(expenses !== null ? [{ key: 'expenses', label: sums.expenses, agorot: expenses }] : []),
    ...(incomes !== null ? [{ key: 'incomes', label: sums.incomes, agorot: incomes }] : []),
    ...(incomes !== null
      ? [{ key: 'net', label: sums.net, agorot: sumAgorot([incomes, -(expenses ?? 0)]) }]
      : []),
    ...extra,
  ];
  if (!parts.length) return null;
  return (
    <p className="krec-shown" data-testid={testId}>
      <span className="krec-shown__label">{label}:</span>
      {parts.map((part, i) => (
        <span
          key={part.key}
          className="krec-shown__part"
          data-testid={`shown-${part.key}`}
          data-agorot={part.agorot}
        >
          {i > 0 && <span aria-hidden="true"> · </span>}
          {part.label} <bdi className="krec-shown__amount">{formatShekels(part.agorot)}</bdi>
        </span>
      ))}
    </p>
  );
}
