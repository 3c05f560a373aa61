import type { ReactNode } from 'react';
import { search, types } from '../../../messages.js';
import type { SearchParams } from '../logic/search-params.js';

/** The person's lists the filters offer. */
export interface SearchLists {
  categories: string[];
  incomeCategories: string[];
  paymentMethods: string[];
}

/**
 * The search field and its filters: the page's top, drawn alike by the page and by its first paint (before the
 * remote has loaded, with no lists yet: the first paint's fill script adds the person's options). The first paint's
 * form is `painted`: it takes no input (what was typed there would be lost when the page's own form replaces it).
 */
export function SearchForm({
  params,
  lists,
  onChange,
  onClear,
  painted = false,
}: {
  params: SearchParams;
  lists: SearchLists;
  onChange: (patch: Partial<SearchParams>) => void;
  onClear: () => void;
  painted?: boolean;
}) {
  return (
    <form
      role="search"
      className="krec-search__form"
      onSubmit={(e) => e.preventDefault()}
      inert={painted || undefined}
    >
      <label htmlFor="search-q" className="krec-visually-hidden">
        {search.label}
      </label>
      <input
        id="search-q"
        type="search"
        value={params.q}
        placeholder={search.placeholder}
        onChange={(e) => onChange({ q: e.target.value })}
        autoFocus
        readOnly={painted || undefined}
        maxLength={100}
      />
      <div className="krec-filters">
        <select
          aria-label={search.type}
          value={params.type}
          onChange={(e) => onChange({ type: e.target.value as SearchParams['type'] })}
        >
          <option value="">{search.allTypes}</option>
          {(['outcome', 'income', 'recurring', 'discount'] as const).map((t) => (
            <option key={t} value={t}>
              {types[t]}
            </option>
          ))}
        </select>
        <select
          aria-label={search.category}
          value={params.category}
          onChange={(e) => onChange({ category: e.target.value })}
          data-list="categories"
        >
          <option value="">{`${search.category}: ${search.any}`}</option>
          {[...new Set([...lists.categories, ...lists.incomeCategories])].map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
        <select
          aria-label={search.paymentMethod}
          value={params.paymentMethod}
          onChange={(e) => onChange({ paymentMethod: e.target.value })}
          data-list="payment-methods"
        >
          <option value="">{`${search.paymentMethod}: ${search.any}`}</option>
          {lists.paymentMethods.map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
        <label>
          {search.from}{' '}
          <input type="date" value={params.from} onChange={(e) => onChange({ from: e.target.value })} />
        </label>
        <label>
          {search.to}{' '}
          <input type="date" value={params.to} onChange={(e) => onChange({ to: e.target.value })} />
        </label>
        <label>
          {search.min}{' '}
          <input
            inputMode="decimal"
            size={6}
            value={params.min}
            onChange={(e) => onChange({ min: e.target.value })}
          />
        </label>
        <label>
          {search.max}{' '}
          <input
            inputMode="decimal"
            size={6}
            value={params.max}
            onChange={(e) => onChange({ max: e.target.value })}
          />
        </label>
        <button type="button" className="krec-button" onClick={onClear}>
          {search.clear}
        </button>
      </div>
    </form>
  );
}

/** Under the form: what the search is doing, announced as it changes. */
export function SearchStatus({ children }: { children: ReactNode }) {
  return (
    <div aria-live="polite" className="krec-search__status">
      {children}
    </div>
  );
}

/** What an empty search says (the page's first render without a search in its address). */
export const SearchPrompt = () => <p className="krec-muted">{search.prompt}</p>;
