import { useEffect, useRef } from 'react';
import { messages } from '../messages.js';

/**
 * Full-screen overlay while the session is not initialised or a page loads: three dots bouncing 0.8 s,
 * no click, touch or key reaches the page behind it, and the page does not scroll.
 */
export function LoadingOverlay() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const swallow = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const keys = ['keydown', 'keyup', 'keypress'] as const;
    for (const type of keys) window.addEventListener(type, swallow, true);
    ref.current?.focus();
    return () => {
      document.body.style.overflow = previous;
      for (const type of keys) window.removeEventListener(type, swallow, true);
    };
  }, []);
  return (
    <div
      ref={ref}
      className="shell-overlay"
      role="progressbar"
      aria-busy="true"
      aria-label={messages.loading}
      tabIndex={-1}
      data-testid="loading-overlay"
      onPointerDownCapture={(e) => e.preventDefault()}
      onTouchStartCapture={(e) => e.preventDefault()}
      onClickCapture={(e) => e.stopPropagation()}
    >
      <span className="shell-overlay__dot" />
      <span className="shell-overlay__dot" />
      <span className="shell-overlay__dot" />
    </div>
  );
}
