import { formatShekels, toAgorot } from '@kaspit/domain';
import { importTexts, tabs, targetLabels } from '../../messages.js';
import { useUserLists } from '../../lib/user-lists.js';
import { TARGETS, type ImportKind } from './mapping.js';
import { useImport } from './use-import.js';

/** CSV import: pick a file, map its columns, preview, import with progress, then a summary. */
export function ImportPanel() {
  const lists = useUserLists();
  const state = useImport(lists);
  const { file, converted, summary, progress } = state;
  const good = converted.filter((r) => r.ok);
  const invalid = converted.length - good.length;

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
          accept=".csv,.tsv,.txt,text/csv"
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
            {importTexts.encoding(file.name, file.encoding, file.rows.length)}
          </p>
          <fieldset className="kdm-fieldset kdm-mapping">
            <legend>{importTexts.mapping}</legend>
            {TARGETS[state.kind].map((target) => (
              <div className="kdm-field" key={target}>
                <label htmlFor={`map-${target}`}>{targetLabels[target]}</label>
                <select
                  id={`map-${target}`}
                  value={state.mapping[target] ?? -1}
                  onChange={(e) => state.setMapping({ ...state.mapping, [target]: Number(e.target.value) })}
                >
                  <option value={-1}>{importTexts.noColumn}</option>
                  {file.header.map((h, i) => (
                    <option key={i} value={i}>
                      {h || `${importTexts.column} ${i + 1}`}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            {state.kind === 'expense' && (
              <div className="kdm-field">
                <label htmlFor="import-fallback">{importTexts.fallbackCategory}</label>
                <select
                  id="import-fallback"
                  value={state.fallbackCategory}
                  onChange={(e) => state.setFallback(e.target.value)}
                >
                  {lists.categories.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              </div>
            )}
          </fieldset>
          {state.missing.length > 0 ? (
            <p role="alert" className="kdm-error">
              {importTexts.missing} {state.missing.map((t) => targetLabels[t]).join(', ')}
            </p>
          ) : (
            <>
              <h3>{importTexts.preview}</h3>
              <table className="kdm-table" data-testid="import-preview">
                <tbody>
                  {converted.slice(0, 5).map((r) => (
                    <tr key={r.line}>
                      <td>{importTexts.line(r.line)}</td>
                      {r.ok ? (
                        <>
                          <td>{String(r.body.date)}</td>
                          <td>{String(r.body.description ?? r.body.source)}</td>
                          <td data-agorot={toAgorot(r.body.amount as number)}>
                            {formatShekels(toAgorot(r.body.amount as number))}
                          </td>
                          <td>{String(r.body.category ?? '')}</td>
                        </>
                      ) : (
                        <td colSpan={4} className="kdm-error">
                          {importTexts.reasons[r.reason]}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
              {invalid > 0 && <p className="kdm-muted">{importTexts.invalidRows(invalid)}</p>}
              {progress === null ? (
                <button
                  type="button"
                  className="kdm-button kdm-button--primary"
                  onClick={() => void state.start()}
                  disabled={good.length === 0}
                >
                  {importTexts.start}
                </button>
              ) : (
                <div>
                  <progress max={good.length} value={progress} aria-label={importTexts.importing} />{' '}
                  <span>{importTexts.progress(progress, good.length)}</span>
                </div>
              )}
            </>
          )}
        </>
      )}
      {summary && (
        <div role="status" className="kdm-summary" data-testid="import-summary">
          <h3>{importTexts.summary}</h3>
          <ul>
            <li data-testid="import-imported">{importTexts.imported(summary.imported)}</li>
            <li data-testid="import-skipped">{importTexts.skipped(summary.skipped)}</li>
            <li data-testid="import-failed">{importTexts.failed(summary.failed.length)}</li>
          </ul>
          {summary.failed.length > 0 && (
            <ul className="kdm-muted">
              {summary.failed.slice(0, 50).map((f) => (
                <li key={f.line}>
                  {importTexts.line(f.line)}: {importTexts.reasons[f.reason]}
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="kdm-button" onClick={state.reset}>
            {importTexts.again}
          </button>
        </div>
      )}
    </section>
  );
}
