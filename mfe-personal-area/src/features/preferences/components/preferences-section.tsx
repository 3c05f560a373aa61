import { useState } from 'react';
import {
  darkMode$,
  messages as shared,
  navigate,
  setDarkMode,
  showToast,
  updateLocalUser,
  usePendingWritesTo,
  useSession,
  useSubject,
} from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import { PendingMark } from '../../shared/pending-mark.js';
import * as styles from '../../shared/section.module.css';
import { aiSubscriptionUrl, setAiSubscription } from '../api/ai-api.js';

/** The shell listens for this and reopens the cookie banner's customisation. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'kaspit:open-cookie-settings';

/**
 * Dark mode for the page. shared-auth's `setDarkMode` flips the `dark` class on <html> and keeps `isDarkMode`
 * through the consent-aware storage (written to localStorage only while functional cookies are allowed).
 */
const applyDarkMode = (on: boolean) => setDarkMode(on);

/** AI subscription, dark mode and cookie preferences. */
export function PreferencesSection() {
  const { user } = useSession();
  const dark = useSubject(darkMode$);
  const [busy, setBusy] = useState(false);
  // A change that waits on the device is what the person chose: the switch shows it, marked.
  const waiting = usePendingWritesTo(aiSubscriptionUrl(user?.id ?? '')).at(-1)?.data as
    { enabled: boolean } | undefined;
  if (!user) return null;
  const aiOn = waiting?.enabled ?? user.aiSubscription?.enabled ?? false;

  const toggleAi = async () => {
    setBusy(true);
    try {
      const saved = await setAiSubscription(user.id, !aiOn);
      if (saved === 'kept') return showToast(shared.savedOnDevice, 'warning', 5000);
      updateLocalUser(saved);
      showToast(aiOn ? messages.preferences.aiOff : messages.preferences.aiOn, 'success', 3000);
    } catch {
      showToast(messages.preferences.aiFailed, 'error', 3000);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="pa-preferences">
      <h2 id="pa-preferences">{messages.preferences.title}</h2>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={aiOn}
          disabled={busy}
          onChange={() => void toggleAi()}
        />
        <span>
          {messages.preferences.ai}
          <PendingMark when={Boolean(waiting)} />
        </span>
      </label>
      <p className={styles.muted}>{messages.preferences.aiExplain}</p>
      {aiOn && (
        <div className={styles.row}>
          <button type="button" onClick={() => navigate('/ai')}>
            {messages.preferences.openAi}
          </button>
        </div>
      )}
      <label className={styles.switch}>
        <input type="checkbox" role="switch" checked={dark} onChange={() => applyDarkMode(!dark)} />
        <span>{messages.preferences.darkMode}</span>
      </label>
      <p className={styles.muted}>{messages.preferences.darkModeNote}</p>
      <div className={styles.row}>
        <button type="button" onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}>
          {messages.preferences.cookies}
        </button>
      </div>
    </section>
  );
}
