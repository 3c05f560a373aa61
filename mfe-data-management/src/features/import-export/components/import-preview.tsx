import { useState } from 'react';
import { formatShekels } from '@kaspit/domain';
import { dottedDate, importTexts } from '../../../messages.js';
import type { StatementRow } from '../logic/statement-rows.js';
import type { Suspicion } from '../logic/statement-checks.js';
import type { AlsoKind } from '../logic/also-counts.js';

/** Rows per preview page: a whole statement is seen page by page, never cut at its first rows. */
export const PREVIEW_ROWS = 50;

function RowCells({ row, marks, also }: { row: StatementRow; marks: Suspicion[]; also?: AlsoKind }) {
  if (!row.ok && row.reason === 'transfer') {
    return (
      <>
        <td>{dottedDate(String(row.body.date))}</td>
        <td>{String(row.body.description)}</td>
        <td data-agorot={row.agorot}>{formatShekels(row.agorot)}</td>
        <td colSpan={4} className="kdm-muted" data-also="transfer">
          {importTexts.transferRow(row.to)}
        </td>
      </>
    );
  }
  if (!row.ok && also) {
    return (
      <td colSpan={7} className="kdm-muted" data-also={also}>
        {also === 'recurring'
          ? importTexts.recurringRow
          : importTexts.companionRow(importTexts.companionKinds[also].one)}
      </td>
    );
  }
  if (row.ok) {
    return (
      <>
        <td>
          {dottedDate(String(row.body.date))}
          {row.purchaseDate && (
            <span className="kdm-muted"> ({importTexts.purchased(row.purchaseDate)})</span>
          )}
        </td>
        <td>{String(row.body.description ?? row.body.source)}</td>
        <td data-agorot={row.agorot}>{formatShekels(row.agorot)}</td>
        <td>{row.installment ? `${row.installment.number}/${row.installment.total}` : ''}</td>
        <td>{String(row.body.category ?? '')}</td>
        <td>{String(row.body.paymentMethod ?? '')}</td>
        <td className="kdm-warning" data-testid="import-row-marks">
          {marks.map((m) => importTexts.suspicions[m]).join(' · ')}
        </td>
      </>
    );
  }
  if (row.reason === 'header' || row.reason === 'note' || row.reason === 'total') {
    return (
      <td colSpan={7} className="kdm-muted">
        {importTexts.layout[row.reason]}
        {row.reason === 'total' && row.agorot !== undefined && `: ${formatShekels(row.agorot)}`}
      </td>
    );
  }
  if (row.reason === 'otherKind') {
    return (
      <td colSpan={7} className="kdm-muted">
        {importTexts.otherKindRow(row.kind)}
      </td>
    );
  }
  return (
    <td colSpan={7} className={row.reason === 'none' ? 'kdm-muted' : 'kdm-error'}>
      {importTexts.reasons[row.reason]}
    </td>
  );
}

/** Every row the file holds, a page at a time, each as it will be stored or why it will not be. */
export function ImportPreview({
  rows,
  suspicious,
  alsoLines = new Map(),
}: {
  rows: StatementRow[];
  suspicious: ReadonlyMap<number, Suspicion[]>;
  /** Rows stored as another kind than the chosen one (a file of both kinds). */
  alsoLines?: ReadonlyMap<number, AlsoKind>;
}) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / PREVIEW_ROWS));
  const current = Math.min(page, pages - 1);
  const shown = rows.slice(current * PREVIEW_ROWS, (current + 1) * PREVIEW_ROWS);
  return (
    <>
      <table className="kdm-table" data-testid="import-preview">
        <tbody>
          {shown.map((row) => {
            const marks = suspicious.get(row.line) ?? [];
            return (
              <tr key={row.line} data-line={row.line} data-suspicious={marks.join(' ') || undefined}>
                <td>{importTexts.line(row.line)}</td>
                <RowCells row={row} marks={marks} also={alsoLines.get(row.line)} />
              </tr>
            );
          })}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="kdm-pager" aria-label={importTexts.preview}>
          <button
            type="button"
            className="kdm-button"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            {importTexts.previousPage}
          </button>
          <span data-testid="import-preview-page">
            {importTexts.previewPage(
              current * PREVIEW_ROWS + 1,
              Math.min(rows.length, (current + 1) * PREVIEW_ROWS),
              rows.length,
            )}
          </span>
          <button
            type="button"
            className="kdm-button"
            disabled={current === pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {importTexts.nextPage}
          </button>
        </nav>
      )}
    </>
  );
}
