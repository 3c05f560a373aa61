import { importTexts, targetLabels } from '../../../messages.js';
import { HEADER_SEARCH_ROWS } from '../logic/header-row.js';
import { TARGETS } from '../logic/mapping.js';
import { ISSUER_PRESETS } from '../logic/presets.js';
import type { useImport } from '../hooks/use-import.js';
import type { UserLists } from '@kaspit/shared-auth';

type ImportState = ReturnType<typeof useImport>;

/** Which row holds the column names, which issuer's layout the file has, and which column is which field. */
export function MappingFields({ state, lists }: { state: ImportState; lists: UserLists }) {
  const { file } = state;
  if (!file) return null;
  const candidates = file.table.slice(0, Math.min(file.table.length - 1, HEADER_SEARCH_ROWS));
  return (
    <fieldset className="kdm-fieldset kdm-mapping">
      <legend>{importTexts.mapping}</legend>
      <div className="kdm-field">
        <label htmlFor="import-header-row">{importTexts.headerRow}</label>
        <select
          id="import-header-row"
          value={state.headerIndex}
          onChange={(e) => state.changeHeaderRow(Number(e.target.value))}
        >
          {candidates.map((row, i) => (
            <option key={i} value={i}>
              {importTexts.headerRowOption(
                i + 1,
                row
                  .filter((cell) => cell.trim())
                  .join(' | ')
                  .slice(0, 80),
              )}
            </option>
          ))}
        </select>
      </div>
      <div className="kdm-field">
        <label htmlFor="import-preset">{importTexts.preset}</label>
        <select
          id="import-preset"
          value={state.presetId}
          onChange={(e) => state.changePreset(e.target.value)}
        >
          <option value="">{importTexts.presetGeneric}</option>
          {ISSUER_PRESETS.filter((p) => p.columns[state.kind]).map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      {TARGETS[state.kind].map((target) => (
        <div className="kdm-field" key={target}>
          <label htmlFor={`map-${target}`}>{targetLabels[target]}</label>
          <select
            id={`map-${target}`}
            value={state.mapping[target] ?? -1}
            onChange={(e) => state.setMapping({ ...state.mapping, [target]: Number(e.target.value) })}
          >
            <option value={-1}>{importTexts.noColumn}</option>
            {state.header.map((h, i) => (
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
  );
}
