import { memo, type ReactNode } from 'react';
import {
  FREQUENCY_LABELS_HE,
  formatShekels,
  hebrewDate,
  hebrewMonthName,
  installmentLabel,
  openPause,
  recurringStatus,
} from '@kaspit/domain';
import { messages as shared } from '@kaspit/shared-auth';
import { actions, entries } from '../../../messages.js';
import type { Outcome } from '../logic/expense-validation.js';
import type { Income } from '../logic/income-validation.js';
import { scheduleOf } from '../logic/schedule.js';
import type { RecurringPayment } from '../logic/recurring-validation.js';
import type { EntryOf, Kind } from '../logic/kinds.js';

interface Described {
  label: string;
  /** An installment's "3/12", beside the label. */
  badge: string;
  /** When: the date, or for a recurring payment its frequency and state. */
  when: string;
  category: string;
}

export function describeEntry(kind: Kind, entry: Outcome | Income | RecurringPayment): Described {
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

/**
 * One record's row. Memoised: a month read page by page re-renders only the rows a new page adds, not the
 * thousands already shown (the callbacks come from a parent that does not re-render with the pages).
 */
export const EntryRow = memo(function EntryRow({
  kind,
  entry,
  agorot,
  pending = false,
  onEdit,
  onDelete,
  extraActions,
}: {
  kind: Kind;
  entry: EntryOf<Kind>;
  agorot: number;
  /** A write for it waits on this device (the outbox). */
  pending?: boolean;
  onEdit: (entry: EntryOf<Kind>) => void;
  onDelete: (entry: EntryOf<Kind>) => void;
  extraActions?: (entry: EntryOf<Kind>) => ReactNode;
}) {
  const { label, badge, when, category } = describeEntry(kind, entry);
  return (
    <div role="row" className="kdm-entry" data-testid="entry" data-pending={pending || undefined}>
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
        {pending && (
          <>
            {' '}
            <span className="kdm-pending">{shared.pendingRow}</span>
          </>
        )}
      </div>
      <div role="cell" className="kdm-entry__category" title={category}>
        <bdi>{category}</bdi>
      </div>
      <div role="cell" className="kdm-entry__amount" data-agorot={agorot}>
        {formatShekels(agorot)}
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
          onClick={() => onDelete(entry)}
          aria-label={`${actions.delete}: ${label}`}
        >
          {actions.delete}
        </button>
      </div>
    </div>
  );
});
