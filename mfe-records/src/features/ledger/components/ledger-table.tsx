import { useEffect, useRef, useState } from 'react';
import { formatShekels, formatSignedShekels, hebrewDate } from '@kaspit/domain';
import { messages as shared } from '@kaspit/shared-auth';
import { ledger, types } from '../../../messages.js';
import type { LedgerRow, LedgerSort, SortKey } from '../logic/ledger-rows.js';
import { visibleRange } from '../logic/windowing.js';

export const ROW_HEIGHT = 56;
const COLUMNS: SortKey[] = ['date', 'description', 'category', 'paymentMethod', 'amount', 'type'];

interface Props {
  rows: LedgerRow[];
  /** Ids of records with a write waiting on this device: their rows are marked. */
  waiting?: ReadonlySet<string>;
  sort: LedgerSort;
  /** The columns the ledger can sort by (on the server); the others' headers are plain text. */
  sortable?: readonly SortKey[];
  /** More rows exist beyond the last one given; `onNearEnd` asks for them when it comes into view. */
  more?: boolean;
  onNearEnd?: () => void;
  onSort: (key: SortKey) => void;
  onEdit: (row: LedgerRow) => void;
  onDelete: (row: LedgerRow) => void;
}

/**
 * The ledger as an ARIA table whose body is windowed: only the rows in view (and a few around them) are in the
 * DOM, positioned inside a spacer as tall as all rows, so 5,000 rows scroll with the page as smoothly as 50.
 */
export function LedgerTable({
  rows,
  waiting,
  sort,
  sortable = COLUMNS,
  more,
  onNearEnd,
  onSort,
  onEdit,
  onDelete,
}: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, height: 600 });

  // The ledger scrolls with the page (one scrollbar, not a box inside it): the window into the rows is where the
  // page's view crosses the rows' box.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const measure = () =>
      setScroll({ top: Math.max(0, -el.getBoundingClientRect().top), height: window.innerHeight || 600 });
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);

  const { start, end } = visibleRange(scroll.top, scroll.height, ROW_HEIGHT, rows.length);
  const nearEnd = more && end >= rows.length - 20;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, rows.length, onNearEnd]);
  return (
    <div
      role="table"
      aria-label={ledger.label}
      aria-rowcount={rows.length + 1}
      className="krec-table"
      data-testid="ledger"
    >
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="krec-row krec-row--head">
          {COLUMNS.map((key) => (
            <div
              role="columnheader"
              key={key}
              className={`krec-cell krec-cell--${key}`}
              aria-sort={sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
            >
              {sortable.includes(key) ? (
                <button
                  type="button"
                  className="krec-sort"
                  onClick={() => onSort(key)}
                  aria-label={ledger.sortBy(ledger.columns[key])}
                >
                  {ledger.columns[key]}
                  {sort.key === key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                </button>
              ) : (
                ledger.columns[key]
              )}
            </div>
          ))}
          <div role="columnheader" className="krec-cell krec-cell--actions">
            {ledger.columns.actions}
          </div>
        </div>
      </div>
      <div role="rowgroup" ref={viewport} className="krec-viewport">
        <div style={{ blockSize: rows.length * ROW_HEIGHT, position: 'relative' }}>
          {rows.slice(start, end).map((row, offset) => {
            const index = start + offset;
            const pending = waiting?.has(row.id);
            return (
              <div
                role="row"
                key={row.key}
                aria-rowindex={index + 2}
                className={`krec-row krec-row--${row.type}`}
                data-testid="ledger-row"
                data-pending={pending || undefined}
                style={{
                  position: 'absolute',
                  insetBlockStart: index * ROW_HEIGHT,
                  insetInline: 0,
                  blockSize: ROW_HEIGHT,
                }}
              >
                <div role="cell" className="krec-cell krec-cell--date">
                  {hebrewDate(row.date)}
                </div>
                <div role="cell" className="krec-cell krec-cell--description" title={row.description}>
                  {/* Isolated, so a mixed-direction name ("מקרר LG") and its "2/12" never reorder each other. */}
                  <bdi>{row.description}</bdi>
                  {row.installment && (
                    <>
                      {' '}
                      <bdi className="krec-badge" data-testid="installment">
                        {row.installment}
                      </bdi>
                    </>
                  )}
                  {pending && (
                    <>
                      {' '}
                      <span className="krec-badge krec-badge--pending">{shared.pendingRow}</span>
                    </>
                  )}
                </div>
                <div role="cell" className="krec-cell krec-cell--category">
                  {row.category}
                </div>
                <div role="cell" className="krec-cell krec-cell--paymentMethod">
                  {row.paymentMethod}
                </div>
                <div role="cell" className="krec-cell krec-cell--amount" data-agorot={row.amount}>
                  {/* As entered: an expense positive, a refund negative; money in carries a plus. */}
                  {row.type === 'income' ? formatSignedShekels(row.amount) : formatShekels(row.amount)}
                </div>
                <div role="cell" className="krec-cell krec-cell--type">
                  {types[row.type]}
                </div>
                <div role="cell" className="krec-cell krec-cell--actions">
                  <button
                    type="button"
                    className="krec-button"
                    onClick={() => onEdit(row)}
                    aria-label={`${ledger.edit}: ${row.description}`}
                  >
                    {ledger.edit}
                  </button>
                  <button
                    type="button"
                    className="krec-button krec-button--danger"
                    onClick={() => onDelete(row)}
                    aria-label={`${ledger.delete}: ${row.description}`}
                  >
                    {ledger.delete}
                  </button>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
