import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  amountInForce,
  formatShekels,
  FREQUENCY_LABELS_HE,
  fromSelectedDate,
  hebrewDate,
  hebrewMonthName,
  installmentLabel,
  openPause,
  recurringStatus,
  toAgorot,
} from '@kaspit/domain';
import { useSelectedDate } from '@kaspit/shared-auth';
import { actions, entries } from '../../../messages.js';
import type { Outcome } from '../logic/expense-validation.js';
import type { Income } from '../logic/income-validation.js';
import { scheduleOf } from '../logic/schedule.js';
import type { RecurringPayment } from '../logic/recurring-validation.js';
import { ConfirmDelete } from './confirm-delete.js';
import { deleteWithUndo } from '../logic/delete-with-undo.js';
import type { EntryOf, Kind } from '../logic/kinds.js';
import { useMonthEntries } from '../hooks/use-month-entries.js';

const titles: Record<Kind, string> = {
  expense: entries.expensesTitle,
  income: entries.incomesTitle,
  recurring: entries.recurringTitle,
};

interface Described {
  label: string;
  /** An installment's "3/12", beside the label. */
  badge: string;
  /** When: the date, or for a recurring payment its frequency and state. */
  when: string;
  category: string;
}

function describe(kind: Kind, entry: Outcome | Income | RecurringPayment): Described {
  if (kind === 'expense') {
    const o = entry as Outcome;
    const badge = o.installments ? installmentLabel(o.installments.number, o.installments.total) : '';
    return { label: o.description, badge, when: hebrewDate(o.date), category: o.category };
  }
  if (kind === 'income') {
    const i = entry as Income;
    return { label: i.source, badge: '', when: hebrewDate(i.date), category: i.category ?? '' };
  }
  const p = entry as RecurringPayment;
  const state = recurringStatus(scheduleOf(p));
  const pausedFrom = openPause(scheduleOf(p))?.from;
  const status =
    state === 'paused' && pausedFrom
      ? entries.paused(hebrewMonthName(pausedFrom))
      : state === 'stopped'
        ? entries.stopped
        : entries.active;
  const until = p.endDate ? ` · ${entries.until(hebrewDate(p.endDate))}` : '';
  return {
    label: p.name,
    badge: '',
    when: `${FREQUENCY_LABELS_HE[p.frequency]} · ${status}${until}`,
    category: p.category,
  };
}

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
  const { rows, totals, more, loadMore } = useMonthEntries(kind);
  const month = fromSelectedDate(useSelectedDate());
  // A recurring payment shows its price in the selected month, not today's (a "from now on" change keeps the past).
  const amountOf = (entry: EntryOf<K>) =>
    kind === 'recurring'
      ? amountInForce(scheduleOf(entry as RecurringPayment), month)
      : toAgorot(entry.amount);
  const [confirming, setConfirming] = useState<EntryOf<K> | null>(null);
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
      {rows && rows.length === 0 && <p className="kdm-muted">{entries.empty}</p>}
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
            {rows.map((entry) => {
              const { label, badge, when, category } = describe(kind, entry);
              return (
                <div role="row" key={entry.id} className="kdm-entry" data-testid="entry">
                  <div role="cell" className="kdm-entry__when">
                    {when}
                  </div>
                  <div role="cell" className="kdm-entry__text" title={label}>
                    {/* Isolated, so a mixed-direction name and its "2/12" never reorder each other. */}
                    <strong>
                      <bdi>{label}</bdi>
                    </strong>
                    {badge && (
                      <>
                        {' '}
                        <bdi className="kdm-muted">{badge}</bdi>
                      </>
                    )}
                  </div>
                  <div role="cell" className="kdm-entry__category" title={category}>
                    <bdi>{category}</bdi>
                  </div>
                  <div role="cell" className="kdm-entry__amount" data-agorot={amountOf(entry)}>
                    {formatShekels(amountOf(entry))}
                  </div>
                  <div role="cell" className="kdm-entry__actions">
                    {extraActions?.(entry)}
                    <button
                      type="button"
                      className="kdm-button"
                      onClick={() => onEdit(entry)}
                      aria-label={`${actions.edit}: ${label}`}
                    >
                      {actions.edit}
                    </button>
                    <button
                      type="button"
                      className="kdm-button kdm-button--danger"
                      onClick={() => setConfirming(entry)}
                      aria-label={`${actions.delete}: ${label}`}
                    >
                      {actions.delete}
                    </button>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      )}
      {more && <NextPage onNear={loadMore} />}
      {confirming && (
        <ConfirmDelete
          label={describe(kind, confirming).label}
          planTotal={kind === 'expense' ? (confirming as Outcome).installments?.total : undefined}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const entry = confirming;
            setConfirming(null);
            void deleteWithUndo(kind, entry, describe(kind, entry).label);
          }}
        />
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
