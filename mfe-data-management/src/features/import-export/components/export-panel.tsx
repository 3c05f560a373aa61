import { useState } from 'react';
import { fromSelectedDate, hebrewMonthName } from '@kaspit/domain';
import { showToast, useSelectedDate, useUserLists } from '@kaspit/shared-auth';
import { exportTexts } from '../../../messages.js';
import { download, fetchExport, toExportCsv, toExportJson } from '../logic/export.js';

/** Export of the selected month or everything, as an Excel-friendly CSV or as JSON. */
export function ExportPanel() {
  const month = fromSelectedDate(useSelectedDate());
  const lists = useUserLists();
  const [scope, setScope] = useState<'month' | 'everything'>('month');
  const [busy, setBusy] = useState(false);

  async function run(format: 'csv' | 'json') {
    setBusy(true);
    try {
      const chosen = scope === 'month' ? month : null;
      const data = await fetchExport(chosen);
      const base = `kaspit-${chosen ?? 'all'}`;
      if (format === 'csv')
        download(`${base}.csv`, toExportCsv(data, chosen, lists.cycle), 'text/csv;charset=utf-8');
      else download(`${base}.json`, toExportJson(data, chosen, lists.cycle), 'application/json');
      showToast(exportTexts.done, 'success');
    } catch {
      showToast(exportTexts.failed, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="kdm-section" aria-labelledby="export-title">
      <h2 id="export-title">{exportTexts.title}</h2>
      <fieldset className="kdm-fieldset">
        <legend>{exportTexts.scope}</legend>
        <label>
          <input
            type="radio"
            name="export-scope"
            checked={scope === 'month'}
            onChange={() => setScope('month')}
          />{' '}
          {exportTexts.month} ({hebrewMonthName(month)})
        </label>
        <label>
          <input
            type="radio"
            name="export-scope"
            checked={scope === 'everything'}
            onChange={() => setScope('everything')}
          />{' '}
          {exportTexts.everything}
        </label>
      </fieldset>
      <div className="kdm-form__actions">
        <button type="button" className="kdm-button" disabled={busy} onClick={() => void run('csv')}>
          {exportTexts.csv}
        </button>
        <button type="button" className="kdm-button" disabled={busy} onClick={() => void run('json')}>
          {exportTexts.json}
        </button>
      </div>
    </section>
  );
}
