import { useModalDialog } from '@kaspit/shared-auth';
import { messages } from '../messages.js';

/** Asked before signing out while writes wait on the device: signing out forgets them (a shared phone). */
export function SignOutDialog({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useModalDialog<HTMLDivElement>(onCancel);
  return (
    <div className="shell-dialog-backdrop">
      <div
        ref={dialog}
        className="shell-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="shell-sign-out-title"
        aria-describedby="shell-sign-out-body"
      >
        <h2 id="shell-sign-out-title">{messages.signOutPendingTitle}</h2>
        <p id="shell-sign-out-body">{messages.signOutPendingBody(pending)}</p>
        <div className="shell-dialog__actions">
          <button type="button" className="shell-button" onClick={onCancel} data-autofocus="">
            {messages.signOutStay}
          </button>
          <button type="button" className="shell-button shell-button--danger" onClick={onConfirm}>
            {messages.signOutDiscard}
          </button>
        </div>
      </div>
    </div>
  );
}
