import { Subject } from 'rxjs';

export type ToastType = 'success' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  /** Milliseconds before it closes itself. */
  autoCloseTime: number;
}

/** Toasts from the shell and every remote; the shell's toast area shows them. */
export const toast$ = new Subject<Toast>();

let nextId = 1;

/** The message helper: 3000 ms unless told otherwise (the component's own default is 4000 ms). */
export function showToast(message: string, type: ToastType = 'success', autoCloseTime = 3000): void {
  toast$.next({ id: nextId++, message, type, autoCloseTime });
}
