import { useEffect, useState } from 'react';
import { messages as shared, toast$, type Toast } from '@kaspit/shared-auth';

/** The component's own default when a toast names no time; the helper passes 3000 ms. */
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_FADE_MS = 300;

interface Shown extends Toast {
  leaving: boolean;
}

/** Toasts raised anywhere on the page (shell or remote) through the shared bus; newest at the bottom. */
export function Toasts() {
  const [toasts, setToasts] = useState<Shown[]>([]);

  useEffect(() => {
    const timers = new Set<number>();
    const later = (fn: () => void, ms: number) => timers.add(window.setTimeout(fn, ms));
    const close = (id: number) => {
      setToasts((all) => all.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
      later(() => setToasts((all) => all.filter((t) => t.id !== id)), TOAST_FADE_MS);
    };
    closeToast = close;
    const subscription = toast$.subscribe((toast) => {
      setToasts((all) => [...all, { ...toast, leaving: false }]);
      later(() => close(toast.id), toast.autoCloseTime || TOAST_DEFAULT_MS);
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, []);

  return (
    <div className="shell-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === 'error' ? 'alert' : 'status'}
          className={`shell-toast shell-toast--${toast.type}${toast.leaving ? ' shell-toast--leaving' : ''}`}
          data-testid="toast"
        >
          <span>{toast.message}</span>
          <button type="button" aria-label={shared.toastClose} onClick={() => closeToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

let closeToast: (id: number) => void = () => undefined;
