import { useState } from 'react';
import { formatShekels, fromSelectedDate, sumAgorot } from '@kaspit/domain';
import { ConfirmDialog, LoadFailed, loadUserData, navigate, useSelectedDate } from '@kaspit/shared-auth';
import { ShownSums } from '../../../shared/shown-sums.js';
import { ledger, sums } from '../../../messages.js';
import { dialogClasses } from '../../../shared/dialog-classes.js';
import { deleteQuestion } from '../logic/delete-question.js';
import { deleteWithUndo, type DeleteScope } from '../logic/delete-with-undo.js';
import { EditDialog } from './edit-dialog.js';
import { editableInPlace } from '../logic/edit-values.js';
import { LedgerFilters } from './ledger-filters.js';
import { SERVER_SORTS, type ServerSortKey } from '../logic/ledger-pages.js';
import type { LedgerFilter, LedgerRow, LedgerSort, SortKey } from '../logic/ledger-rows.js';
import { LedgerTable } from './ledger-table.js';
import { UndoBar } from './undo-bar.js';
import { useLedger } from '../hooks/use-ledger.js';
import { usePendingRows } from '../hooks/use-pending-rows.js';

/** The selected billing month's ledger: totals, filters, a sortable windowed table, edit and delete in place. */
export function LedgerPage() {
  const [filter, setFilter] = useState<LedgerFilter>({ type: '', category: '', paymentMethod: '' });
  const [sort, setSort] = useState<LedgerSort & { key: ServerSortKey }>({ key: 'date', direction: 'desc' });
  const { rows: listed, totals, count, shown, more, failed, reload, loadMore } = useLedger(filter, sort);
  const [editing, setEditing] = useState<LedgerRow | null>(null);
  const [deleting, setDeleting] = useState<LedgerRow | null>(null);
  const month = fromSelectedDate(useSelectedDate());
  const pending = usePendingRows(month, filter);
  // Records saved on this device while the API was out of reach come first, marked, until the API lists them.
  const rows = listed && [
    ...pending.created.filter((p) => !listed.some((row) => row.id === p.id)),
    ...listed,
  ];
  const question = deleting && deleteQuestion(deleting, month);

  // The write itself marks the ledger (and every other area's reads of records) stale; the page-wide user data
  // (the shell's cards read it) is read again too.
  const changed = () => void loadUserData({ pathname: window.location.pathname, force: true });
  // Sorting happens on the server, which pages by date or amount.
  const onSort = (key: SortKey) => {
    if (!SERVER_SORTS.includes(key as ServerSortKey)) return;
    setSort((s) => ({
      key: key as ServerSortKey,
      direction: s.key === key && s.direction === 'desc' ? 'asc' : 'desc',
    }));
  };
  const onEdit = (row: LedgerRow) =>
    editableInPlace(row) ? setEditing(row) : navigate(`/data-management?tab=${row.type}`);

  function remove(row: LedgerRow, scope: DeleteScope) {
    setDeleting(null);
    void deleteWithUndo(row, scope, month, changed);
  }

  const loadFailed = failed && (
    <LoadFailed
      onRetry={reload}
      className="krec-failed"
      buttonClassName="krec-button"
      testId="ledger-failed"
    />
  );
  // A month read before stays on screen when reading it again fails (the header says the service is out of reach).
  if (failed && !listed) return <div className="krec">{loadFailed}</div>;
  if (!rows || !totals || !count) return <p aria-busy="true">{ledger.loading}</p>;
  if (count.all === 0 && rows.length === 0) {
    return (
      <div className="krec krec-empty" data-testid="ledger-empty">
        <UndoBar />
        <p>{ledger.empty}</p>
        <a
          href="/data-management"
          className="krec-button krec-button--primary"
          onClick={(e) => (e.preventDefault(), navigate('/data-management'))}
        >
          {ledger.emptyAction}
        </a>
      </div>
    );
  }
  return (
    <div className="krec">
      {loadFailed}
      <dl className="krec-totals" data-testid="ledger-totals">
        {(['expenses', 'recurring', 'incomes', 'net'] as const).map((key) => (
          <div key={key} data-testid={`total-${key}`} data-agorot={totals[key]}>
            <dt>{ledger.totals[key]}</dt>
            <dd>{formatShekels(totals[key])}</dd>
          </div>
        ))}
      </dl>
      <LedgerFilters filter={filter} onChange={setFilter} />
      <p className="krec-muted" aria-live="polite" data-testid="ledger-count">
        {ledger.count(count.matching, count.all)}
      </p>
      {shown && count.matching > 0 && (
        <ShownSums
          testId="ledger-shown-total"
          label={sums.ledgerLabel}
          expenses={shown.expenseCount ? sumAgorot([shown.totals.expenses, shown.totals.recurring]) : null}
          incomes={shown.incomeCount ? shown.totals.incomes : null}
        />
      )}
      {rows.length === 0 ? (
        <p>{ledger.noMatch}</p>
      ) : (
        <LedgerTable
          rows={rows}
          waiting={pending.waiting}
          sort={sort}
          sortable={SERVER_SORTS}
          more={more}
          onNearEnd={loadMore}
          onSort={onSort}
          onEdit={onEdit}
          onDelete={setDeleting}
        />
      )}
      {editing && (
        <EditDialog
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
      {deleting && question && (
        <ConfirmDialog
          id="delete"
          classes={dialogClasses}
          title={question.title}
          choices={question.choices.map(({ label, scope }) => ({
            label,
            onChoose: () => remove(deleting, scope),
          }))}
          danger
          cancel={ledger.cancel}
          onCancel={() => setDeleting(null)}
        >
          {question.body}
        </ConfirmDialog>
      )}
      <UndoBar />
    </div>
  );
}
