import type { ReactNode } from 'react';
import { useModalDialog } from './modal-dialog.js';

/** The class names a remote styles its dialogs with (each remote scopes its own CSS). */
export interface DialogClasses {
  dialog: string;
  actions: string;
  button: string;
  primary: string;
  danger: string;
}

/** One answer that goes ahead (there may be several, e.g. "this month only" and "the whole payment"). */
export interface ConfirmChoice {
  label: string;
  onChoose: () => void;
}

/**
 * A question that needs an answer before anything is saved or deleted, as every remote asks it: focus starts on the
 * safe answer (`cancel`), Escape gives that answer, focus returns to what opened it, and the body (when there is
 * one) is read out with the title.
 */
export function ConfirmDialog({
  id,
  classes,
  title,
  children,
  choices,
  danger = false,
  cancel,
  onCancel,
}: {
  id: string;
  classes: DialogClasses;
  title: string;
  children?: ReactNode;
  choices: ConfirmChoice[];
  danger?: boolean;
  cancel: string;
  onCancel: () => void;
}) {
  const dialog = useModalDialog<HTMLDivElement>(onCancel);
  const body = children !== undefined && children !== null && children !== false;
  return (
    <div
      ref={dialog}
      className={classes.dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={body ? `${id}-body` : undefined}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {body && <p id={`${id}-body`}>{children}</p>}
      <div className={classes.actions}>
        {choices.map(({ label, onChoose }) => (
          <button
            key={label}
            type="button"
            className={`${classes.button} ${danger ? classes.danger : classes.primary}`}
            onClick={onChoose}
          >
            {label}
          </button>
        ))}
        <button type="button" className={classes.button} onClick={onCancel} data-autofocus>
          {cancel}
        </button>
      </div>
    </div>
  );
}
