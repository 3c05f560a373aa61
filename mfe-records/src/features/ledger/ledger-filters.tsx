import { ledger, types } from '../../messages.js';
import type { LedgerFilter, LedgerRow } from './ledger-rows.js';

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'he'));

/** Filters by type, category and payment method, offering only values the month actually has. */
export function LedgerFilters({
  rows,
  filter,
  onChange,
}: {
  rows: LedgerRow[];
  filter: LedgerFilter;
  onChange: (f: LedgerFilter) => void;
}) {
  const categories = distinct(rows.map((r) => r.category).filter(Boolean));
  const methods = distinct(rows.map((r) => r.paymentMethod).filter(Boolean));
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
