import { importTexts } from '../../../messages.js';
import type { ImportSummary } from '../logic/import-runner.js';
import { ReconciliationLine } from './reconciliation-line.js';
import { alsoCounts, type AlsoKind } from '../logic/also-counts.js';
import type { Reconciliation } from '../logic/statement-checks.js';

/** What an import did: rows stored, skipped as copies, left out as the other kind, and failed (with why). */
export function ImportSummaryView({
  summary,
  onAgain,
}: {
  summary: ImportSummary & { reconciliation?: Reconciliation };
  onAgain: () => void;
}) {
  const also = Object.entries(summary.alsoImported ?? {}).flatMap(([kind, count]) =>
    count ? (Array.from({ length: count }, () => kind) as AlsoKind[]) : [],
  );
  const alsoText = also.length ? alsoCounts(also) : '';
  return (
    <div role="status" className="kdm-summary" data-testid="import-summary">
      <h3>{importTexts.summary}</h3>
      <ul>
        <li data-testid="import-imported">
          {importTexts.imported(summary.imported)}
          {alsoText && ` (${importTexts.alsoImported(alsoText)})`}
        </li>
        <li data-testid="import-skipped">{importTexts.skipped(summary.skipped)}</li>
        {(summary.ignored ?? 0) > 0 && (
          <li data-testid="import-ignored">{importTexts.ignored(summary.ignored!)}</li>
        )}
        {(summary.otherKind ?? 0) > 0 && (
          <li data-testid="import-other-kind">{importTexts.otherKind(summary.otherKind!)}</li>
        )}
        <li data-testid="import-failed">{importTexts.failed(summary.failed.length)}</li>
      </ul>
      <ReconciliationLine result={summary.reconciliation} />
      {summary.failed.length > 0 && (
        <ul className="kdm-muted">
          {summary.failed.slice(0, 50).map((f) => (
            <li key={f.line}>
              {importTexts.line(f.line)}: {importTexts.reasons[f.reason]}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="kdm-button" onClick={onAgain}>
        {importTexts.again}
      </button>
    </div>
  );
}
