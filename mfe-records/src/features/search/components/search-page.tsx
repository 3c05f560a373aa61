import { useEffect, useState } from 'react';
import type { SearchReply, SearchResult } from '@kaspit/api-contract';
import { formatShekels, formatSignedShekels, hebrewDate, toAgorot } from '@kaspit/domain';
import { LoadFailed, useUserLists } from '@kaspit/shared-auth';
import { ShownSums } from '../../../shared/shown-sums.js';
import { search, sums, types } from '../../../messages.js';
import { Highlight } from './highlight.js';
import { SearchForm, SearchPrompt, SearchStatus } from './search-form.js';
import {
  readSearchParams,
  writeSearchParams,
  EMPTY_SEARCH,
  type SearchParams,
} from '../logic/search-params.js';
import { useSearch } from '../hooks/use-search.js';

/** The stored field each kind's title comes from, to highlight it in place. */
const TITLE_FIELD = {
  outcome: 'description',
  income: 'source',
  discount: 'title',
  recurring: 'name',
} as const;

/** What every match adds up to: expenses against incomes, recurring payments and discounts apart. */
function SearchSums({ reply }: { reply: SearchReply }) {
  const { outcome, income, recurring, discount } = reply.sums;
  return (
    <ShownSums
      testId="search-sums"
      label={sums.searchLabel}
      expenses={outcome.count ? toAgorot(outcome.amount) : null}
      incomes={income.count ? toAgorot(income.amount) : null}
      extra={[
        ...(recurring.count
          ? [{ key: 'recurring', label: sums.recurring, agorot: toAgorot(recurring.amount) }]
          : []),
        ...(discount.count
          ? [{ key: 'discounts', label: sums.discounts, agorot: toAgorot(discount.amount) }]
          : []),
      ]}
    />
  );
}

function ResultItem({ result }: { result: SearchResult }) {
  const titleMatch = result.matches.find((m) => m.field === TITLE_FIELD[result.type]);
  const others = result.matches.filter((m) => m !== titleMatch);
  return (
    <li className="krec-result" data-testid="search-result">
      <div className="krec-result__head">
        <strong>
          {titleMatch ? <Highlight text={titleMatch.text} ranges={titleMatch.ranges} /> : result.title}
        </strong>
        {result.amount !== null && (
          <span className="krec-result__amount">
            {(result.type === 'income' ? formatSignedShekels : formatShekels)(toAgorot(result.amount))}
          </span>
        )}
      </div>
      <div className="krec-muted">
        {/* Each part isolated, so a Latin payment method and an installment's "2/12" keep their places. */}
        {[
          types[result.type],
          result.date && hebrewDate(result.date),
          result.category,
          result.paymentMethod,
          result.installments && `${result.installments.number}/${result.installments.total}`,
        ]
          .filter(Boolean)
          .map((part, i) => (
            <span key={i}>
              {i > 0 && ' · '}
              <bdi>{part}</bdi>
            </span>
          ))}
      </div>
      {others.map((m) => (
        <div key={m.field} className="krec-muted">
          {search.foundIn[m.field] ?? ''}: <Highlight text={m.text} ranges={m.ranges} />
        </div>
      ))}
    </li>
  );
}

/** Search across every kind of record, as you type, with filters; the search lives in the URL. */
export function SearchPage() {
  const lists = useUserLists();
  const [params, setParams] = useState<SearchParams>(() => readSearchParams(window.location.search));
  const { state, retry } = useSearch(params);

  useEffect(() => {
    const next = `${window.location.pathname}${writeSearchParams(params)}`;
    if (next !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(window.history.state, '', next);
  }, [params]);

  useEffect(() => {
    // single-spa answers our own replaceState with a popstate too; only a real change of URL replaces the form.
    const onPop = () =>
      window.location.pathname === '/search' &&
      setParams((p) =>
        writeSearchParams(p) === window.location.search ? p : readSearchParams(window.location.search),
      );
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const update = (patch: Partial<SearchParams>) => setParams((p) => ({ ...p, page: 1, ...patch }));
  const reply = state.status === 'done' ? state.reply : state.status === 'loading' ? state.previous : null;

  return (
    <div className="krec krec-search">
      <SearchForm params={params} lists={lists} onChange={update} onClear={() => setParams(EMPTY_SEARCH)} />
      <SearchStatus>
        {state.status === 'idle' && <SearchPrompt />}
        {state.status === 'loading' && !reply && <p className="krec-muted">{search.searching}</p>}
        {state.status === 'invalid' && <p role="alert">{search.invalid}</p>}
        {state.status === 'failed' && (
          <LoadFailed
            onRetry={retry}
            message={search.failed}
            className="krec-failed"
            buttonClassName="krec-button"
            testId="search-failed"
          />
        )}
        {reply && state.status !== 'idle' && (
          <p data-testid="search-total">{reply.total ? search.total(reply.total) : search.none}</p>
        )}
        {reply && state.status !== 'idle' && reply.total > 0 && <SearchSums reply={reply} />}
      </SearchStatus>
      {reply && state.status !== 'idle' && (
        <>
          <ul className="krec-results" aria-busy={state.status === 'loading'}>
            {reply.results.map((r) => (
              <ResultItem key={`${r.type}:${r.id}`} result={r} />
            ))}
          </ul>
          {reply.pages > 1 && (
            <nav className="krec-pager" aria-label={search.page(reply.page, reply.pages)}>
              <button
                type="button"
                className="krec-button"
                disabled={reply.page <= 1}
                onClick={() => setParams((p) => ({ ...p, page: p.page - 1 }))}
              >
                {search.prev}
              </button>
              <span>{search.page(reply.page, reply.pages)}</span>
              <button
                type="button"
                className="krec-button"
                disabled={reply.page >= reply.pages}
                onClick={() => setParams((p) => ({ ...p, page: p.page + 1 }))}
              >
                {search.next}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
