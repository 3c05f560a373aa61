import { useUserLists } from '@kaspit/shared-auth';
import { ledger, types } from '../../../messages.js';
import type { LedgerFilter } from '../logic/ledger-rows.js';

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'he'));

/**
 * Filters by type, category and payment method, offering the person's own categories and payment methods (the
 * month's rows are read page by page, so they cannot tell which values the month has).
 */
export function LedgerFilters({
  filter,
  onChange,
}: {
  filter: LedgerFilter;
  onChange: (f: LedgerFilter) => void;
}) {
  const lists = useUserLists();
  const categories = distinct([...lists.categories, ...lists.incomeCategories]);
  const methods = distinct(lists.paymentMethods);
  return (
    <fieldset className="krec-filters">
      <legend className="krec-visually-hidden">{ledger.filters}</legend>
      <select
        aria-label={ledger.columns.type}
        value={filter.type}
        onChange={(e) => onChange({ ...filter, type: e.target.value as LedgerFilter['type'] })}
      >
        <option value="">{ledger.allTypes}</option>
        <option value="expense">{types.expense}</option>
        <option value="income">{types.income}</option>
        <option value="recurring">{types.recurring}</option>
      </select>
      <select
        aria-label={ledger.columns.category}
        value={filter.category}
        onChange={(e) => onChange({ ...filter, category: e.target.value })}
      >
        <option value="">{ledger.allCategories}</option>
        {categories.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
      <select
        aria-label={ledger.columns.paymentMethod}
        value={filter.paymentMethod}
        onChange={(e) => onChange({ ...filter, paymentMethod: e.target.value })}
      >
        <option value="">{ledger.allPaymentMethods}</option>
        <option value="-">{ledger.noPaymentMethod}</option>
        {methods.map((m) => (
          <option key={m}>{m}</option>
        ))}
      </select>
    </fieldset>
  );
}
