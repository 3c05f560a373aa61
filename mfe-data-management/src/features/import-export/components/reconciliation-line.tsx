import { formatShekels } from '@kaspit/domain';
import { importTexts } from '../../../messages.js';
import type { Reconciliation } from '../logic/statement-checks.js';

/** The file's own total against what is (or will be) imported, and the rows that make any difference. */
export function ReconciliationLine({ result }: { result: Reconciliation | undefined }) {
  if (!result) return null;
  const stated = formatShekels(result.stated);
  const counted = formatShekels(result.counted);
  return (
    <div
      data-testid="import-reconciliation"
      data-matches={result.matches}
      data-stated={result.stated}
      data-counted={result.counted}
      className={result.matches ? 'kdm-success' : 'kdm-error'}
    >
      <p>
        {result.matches
          ? importTexts.reconciled(stated, counted)
          : importTexts.notReconciled(stated, counted, formatShekels(result.stated - result.counted))}
      </p>
      {result.missing.length > 0 && (
        <p>
          {importTexts.differenceRows}{' '}
          {result.missing
            .slice(0, 50)
            .map((m) => importTexts.differenceRow(m.line, m.amountText))
            .join(', ')}
        </p>
      )}
    </div>
  );
}
