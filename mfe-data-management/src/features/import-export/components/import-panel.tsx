import { useUserLists } from '@kaspit/shared-auth';
import { importTexts, tabs, targetLabels } from '../../../messages.js';
import { ChoicesFields } from './choices-fields.js';
import type { ImportKind } from '../logic/mapping.js';
import { MappingFields } from './mapping-fields.js';
import { ImportSummaryView } from './import-summary.js';
import { useImport } from '../hooks/use-import.js';
import { ImportPreview } from './import-preview.js';
import { ReconciliationLine } from './reconciliation-line.js';
import { isFailure } from '../logic/statement-rows.js';
import { alsoCounts, type AlsoKind } from '../logic/also-counts.js';
import type { StatementChecks } from '../logic/statement-checks.js';

/** The statement's period and charge date, and how many rows deserve a second look. */
function StatementFacts({ checks }: { checks: StatementChecks }) {
  return (
    <p className="kdm-muted" data-testid="import-statement-facts">
      {checks.period && importTexts.period(checks.period.from, checks.period.to)}
      {checks.chargeDate && ` · ${importTexts.chargeDate(checks.chargeDate)}`}
      {checks.suspicious.size > 0 && ` · ${importTexts.suspiciousRows(checks.suspicious.size)}`}
    </p>
  );
}

/** How many rows a file of both kinds gives beside the chosen kind's: "מאותו קובץ ייובאו גם: הכנסה אחת". */
function AlsoNote({ lines }: { lines: ReadonlyMap<number, AlsoKind> }) {
  if (lines.size === 0) return null;
  return (
    <p className="kdm-muted" data-testid="import-companion">
      {importTexts.companion(alsoCounts([...lines.values()]))}
    </p>
  );
}

/**
 * CSV or Excel import: pick a file, check its header row, issuer layout and columns, match its categories and
 * cards, preview, import with progress, then a summary.
 */
export function ImportPanel() {
  const lists = useUserLists();
  const state = useImport(lists);
  const { file, converted, summary, progress } = state;
  const good = state.toImport;
  const invalid = converted.filter(isFailure).length;

  return (
    <section className="kdm-section" aria-labelledby="import-title" data-testid="import-panel">
      <h2 id="import-title">{importTexts.title}</h2>
      <p className="kdm-muted">{importTexts.hint}</p>
      <div className="kdm-field">
        <label htmlFor="import-kind">{importTexts.kind}</label>
        <select
          id="import-kind"
          value={state.kind}
          onChange={(e) => state.changeKind(e.target.value as ImportKind)}
        >
          <option value="expense">{tabs.expense}</option>
          <option value="income">{tabs.income}</option>
        </select>
      </div>
      <div className="kdm-field">
        <label htmlFor="import-file">{importTexts.file}</label>
        <input
          id="import-file"
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            const picked = e.target.files?.[0];
            // Emptied at once, so choosing the same file again (after "ייבוא קובץ נוסף" or an edit) still loads it.
            e.target.value = '';
            if (picked) void state.load(picked);
          }}
        />
      </div>
      {file && !summary && (
        <>
          <p data-testid="import-encoding">
            {importTexts.encoding(file.name, file.encoding, file.table.length - state.headerIndex - 1)}
          </p>
          <MappingFields state={state} lists={lists} />
          {state.presetId === 'kaspit' && (
            <p role="note" className="kdm-warning" data-testid="import-kaspit-export">
              {importTexts.kaspitExport}
            </p>
          )}
          {state.missing.length > 0 ? (
            <p role="alert" className="kdm-error">
              {importTexts.missing} {state.missing.map((t) => targetLabels[t]).join(', ')}
            </p>
          ) : (
            <>
              <ChoicesFields state={state} lists={lists} />
              <h3>{importTexts.preview}</h3>
              <StatementFacts checks={state.checks} />
              <ReconciliationLine result={state.reconciliation} />
              <AlsoNote lines={state.alsoLines} />
              <ImportPreview
                rows={converted}
                suspicious={state.checks.suspicious}
                alsoLines={state.alsoLines}
              />
              {invalid > 0 && <p className="kdm-muted">{importTexts.invalidRows(invalid)}</p>}
              {progress === null ? (
                <button
                  type="button"
                  className="kdm-button kdm-button--primary"
                  onClick={() => void state.start()}
                  disabled={good === 0}
                >
                  {importTexts.start}
                </button>
              ) : (
                <div>
                  <progress max={good} value={progress} aria-label={importTexts.importing} />{' '}
                  <span>{importTexts.progress(progress, good)}</span>
                </div>
              )}
            </>
          )}
        </>
      )}
      {summary && <ImportSummaryView summary={summary} onAgain={state.reset} />}
    </section>
  );
}
