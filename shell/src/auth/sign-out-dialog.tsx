import { ConfirmDialog } from '@kaspit/shared-auth';
import { messages } from '../messages.js';

const classes = {
  dialog: 'shell-dialog',
  actions: 'shell-dialog__actions',
  button: 'shell-button',
  primary: '',
  danger: 'shell-button--danger',
};

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
  return (
    <div className="shell-dialog-backdrop">
      <ConfirmDialog
        id="shell-sign-out"
        classes={classes}
        title={messages.signOutPendingTitle}
        choices={[{ label: messages.signOutDiscard, onChoose: onConfirm }]}
        danger
        cancel={messages.signOutStay}
        onCancel={onCancel}
      >
        {messages.signOutPendingBody(pending)}
      </ConfirmDialog>
    </div>
  );
}
