import type { ReactNode } from 'react';
import { useModalDialog } from '@kaspit/shared-auth';

/**
 * A question that needs an answer before anything is saved or deleted: focus starts on the safe answer (`cancel`),
 * Escape gives that answer, and focus returns to what opened it.
 */
export function ConfirmDialog({
  id,
  title,
  children,
  confirm,
  cancel,
  danger = false,
  onConfirm,
  onCancel,
}: {
  id: string;
  title: string;
  children: ReactNode;
  confirm: string;
  cancel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useModalDialog<HTMLDivElement>(onCancel);
  return (
    <div
      ref={dialog}
      className="kdm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-body`}>{children}</p>
      <div className="kdm-form__actions">
        <button
          type="button"
          className={`kdm-button ${danger ? 'kdm-button--danger' : 'kdm-button--primary'}`}
          onClick={onConfirm}
        >
          {confirm}
        </button>
        <button type="button" className="kdm-button" onClick={onCancel} data-autofocus>
          {cancel}
        </button>
      </div>
    </div>
  );
}
