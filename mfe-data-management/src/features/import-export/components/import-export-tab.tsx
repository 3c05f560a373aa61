import { ExportPanel } from './export-panel.js';
import { ImportPanel } from './import-panel.js';

export function ImportExportTab() {
  return (
    <div className="kdm-kind">
      <ImportPanel />
      <ExportPanel />
    </div>
  );
}
