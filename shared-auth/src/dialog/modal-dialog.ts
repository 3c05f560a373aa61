import { useEffect, useRef, useState, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard behaviour of a modal dialog, shared by every remote: focus starts on the element marked
 * `data-autofocus` (the safe choice — cancel — in a delete confirmation), Tab stays inside, Escape closes, and on
 * closing focus returns to whatever opened the dialog, so Escape then Enter never lands on "delete".
 */
export function useModalDialog<T extends HTMLElement>(onClose: () => void): RefObject<T | null> {
  const dialog = useRef<T>(null);
  // Read while rendering, before the dialog takes focus: the element that opened it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const first =
      element.querySelector<HTMLElement>('[data-autofocus]') ?? element.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) return;
      const [head, tail] = [focusable[0]!, focusable[focusable.length - 1]!];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  return dialog;
}
