import { darkMode$, toggleDarkMode, useSubject } from '@kaspit/shared-auth';
import { messages } from '../messages.js';

export function DarkModeToggle() {
  const dark = useSubject(darkMode$);
  return (
    <button
      type="button"
      className="shell-icon-button"
      aria-pressed={dark}
      aria-label={messages.darkMode}
      onClick={toggleDarkMode}
    >
      {dark ? '☀' : '☾'}
    </button>
  );
}
