import { useState } from 'react';
import { showToast, useSession } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import * as styles from '../../shared/section.module.css';
import { collectExport, downloadJson, exportFileName } from '../logic/export-data.js';

export function ExportSection() {
  const { user } = useSession();
  const [working, setWorking] = useState(false);
  if (!user) return null;

  const run = async () => {
    setWorking(true);
    try {
      downloadJson(await collectExport(user.id), exportFileName());
      showToast(messages.exportData.done, 'success', 3000);
    } catch {
      showToast(messages.exportData.failed, 'error', 3000);
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="pa-export">
      <h2 id="pa-export">{messages.exportData.title}</h2>
      <p className={styles.muted}>{messages.exportData.explain}</p>
      <div className={styles.row}>
        <button type="button" onClick={() => void run()} disabled={working}>
          {working ? messages.exportData.working : messages.exportData.button}
        </button>
      </div>
    </section>
  );
}
