import { useEffect, useRef, useState, type ReactNode } from 'react';
import { amountInForce, formatShekels, fromSelectedDate, toAgorot } from '@kaspit/domain';
import { ConfirmDialog, LoadFailed, useSelectedDate } from '@kaspit/shared-auth';
import { actions, entries } from '../../../messages.js';
import { dialogClasses } from '../../../shared/dialog-classes.js';
import { scheduleOf } from '../logic/schedule.js';
import type { Outcome } from '../logic/expense-validation.js';
import type { RecurringPayment } from '../logic/recurring-validation.js';
import { deleteWithUndo } from '../logic/delete-with-undo.js';
import type { EntryOf, Kind } from '../logic/kinds.js';
import { usePendingRows } from '../hooks/pending-rows.js';
import { useMonthEntries } from '../hooks/use-month-entries.js';
import { describeEntry, EntryRow } from './entry-row.js';

const titles: Record<Kind, string> = {
  expense: entries.expensesTitle,
  income: entries.incomesTitle,
  recurring: entries.recurringTitle,
};

/** The selected month's records of one kind, each with edit and delete (and, for recurring, its own actions). */
export function EntriesList<K extends Kind>({
  kind,
  onEdit,
  extraActions,
}: {
  kind: K;
  onEdit: (entry: EntryOf<K>) => void;
  extraActions?: (entry: EntryOf<K>) => ReactNode;
}) {
  const { rows: listed, totals, more, loadMore, failed, retry } = useMonthEntries(kind);
  const month = fromSelectedDate(useSelectedDate());
  const pending = usePendingRows(kind, month);
  // Records saved on this device while the API was out of reach come first, marked, until the API has them; they
  // show even when the month's list could not be read.
  const created = pending.created.filter((p) => !listed?.some((row) => row.id === p.id)).reverse();
  const rows = listed ? [...created, ...listed] : created.length ? created : null;
  // A recurring payment shows its price in the selected month, not today's (a "from now on" change keeps the past).
  const amountOf = (entry: EntryOf<K>) =>
    kind === 'recurring'
      ? amountInForce(scheduleOf(entry as RecurringPayment), month)
      : toAgorot(entry.amount);
  const [confirming, setConfirming] = useState<EntryOf<K> | null>(null);
  // Deleting one payment of an installment plan deletes the plan: the question says how many go.
  const planTotal = kind === 'expense' ? (confirming as Outcome | null)?.installments?.total : undefined;
  return (
    <section className="kdm-entries" aria-labelledby={`entries-${kind}`} data-testid={`entries-${kind}`}>
      <h2 id={`entries-${kind}`}>{titles[kind]}</h2>
      {totals && totals.count > 0 && (
        <p
          className="kdm-muted"
          data-testid="entries-total"
          data-count={totals.count}
          data-agorot={totals.agorot}
        >
          {entries.monthTotal(totals.count, formatShekels(totals.agorot))}
        </p>
      )}
      {/* Reads again by itself when the service answers again; "ניסיון חוזר" does it now. */}
      {failed && (
        <LoadFailed
          onRetry={retry}
          className="kdm-load-failed"
          buttonClassName="kdm-button"
          testId="entries-load-failed"
        />
      )}
      {rows && rows.length === 0 && !failed && <p className="kdm-muted">{entries.empty}</p>}
      {rows && rows.length > 0 && (
        <div role="table" aria-labelledby={`entries-${kind}`} className={`kdm-ledger kdm-ledger--${kind}`}>
          <div role="rowgroup">
            <div role="row" className="kdm-entry kdm-entry--head">
              <div role="columnheader" className="kdm-entry__when">
                {kind === 'recurring' ? entries.columns.schedule : entries.columns.date}
              </div>
              <div role="columnheader" className="kdm-entry__text">
                {
                  entries.columns[
                    kind === 'income' ? 'source' : kind === 'recurring' ? 'name' : 'description'
                  ]
                }
              </div>
              <div role="columnheader" className="kdm-entry__category">
                {entries.columns.category}
              </div>
              <div role="columnheader" className="kdm-entry__amount">
                {entries.columns.amount}
              </div>
              <div role="columnheader" className="kdm-entry__actions">
                {entries.columns.actions}
              </div>
            </div>
          </div>
          <div role="rowgroup" className="kdm-entries__list">
            {rows.map((entry) => (
              <EntryRow
                key={entry.id}
                kind={kind}
                entry={entry}
                agorot={amountOf(entry)}
                pending={pending.waiting.has(entry.id)}
                onEdit={onEdit as (entry: EntryOf<Kind>) => void}
                onDelete={setConfirming as (entry: EntryOf<Kind>) => void}
                extraActions={extraActions as ((entry: EntryOf<Kind>) => ReactNode) | undefined}
              />
            ))}
          </div>
        </div>
      )}
      {more && <NextPage onNear={loadMore} />}
      {confirming && (
        <ConfirmDialog
          id="confirm"
          classes={dialogClasses}
          title={entries.confirmTitle}
          choices={[
            {
              label: actions.confirmDelete,
              onChoose: () => {
                const entry = confirming;
                setConfirming(null);
                void deleteWithUndo(kind, entry, describeEntry(kind, entry).label);
              },
            },
          ]}
          danger
          cancel={actions.cancel}
          onCancel={() => setConfirming(null)}
        >
          {describeEntry(kind, confirming).label}
          {planTotal ? (
            <>
              <br />
              {entries.confirmPlan(planTotal)}
            </>
          ) : null}
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * The end of a list with more pages: the next one is read as it comes near the view (the person scrolling down),
 * or when the button is pressed (a keyboard, or a browser without IntersectionObserver).
 */
function NextPage({ onNear }: { onNear: () => void }) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = marker.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && onNear(), {
      rootMargin: '0px 0px 800px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [onNear]);
  return (
    <div ref={marker} className="kdm-entries__more" data-testid="entries-more">
      <button type="button" className="kdm-button" onClick={onNear}>
        {entries.more}
      </button>
    </div>
  );
}
