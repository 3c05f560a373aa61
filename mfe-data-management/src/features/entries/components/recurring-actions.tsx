import { recurringStatus } from '@kaspit/domain';
import { messages as shared, sendWrite, showToast } from '@kaspit/shared-auth';
import { actions, toasts } from '../../../messages.js';
import { afterWrite } from '../../../shared/changes.js';
import { scheduleOf } from '../logic/schedule.js';
import type { RecurringPayment } from '../logic/recurring-validation.js';

/** A state change; when the API cannot be reached it waits on the device (the outbox) under `label`. */
async function patch(url: string, data: object, success: string, label: string) {
  try {
    if ((await sendWrite({ method: 'PATCH', url, data }, label)) === 'kept')
      return showToast(shared.savedOnDevice, 'warning', 5000);
    showToast(success, 'success');
    afterWrite();
  } catch {
    showToast(toasts.saveFailed, 'error');
  }
}

/**
 * A recurring payment's own actions: change its amount; pause it (months skipped until it is resumed, its planned
 * end date kept) or resume it; stop it (it ends today), or start a stopped one again.
 */
export function RecurringActions({
  payment,
  onChangeAmount,
}: {
  payment: RecurringPayment;
  onChangeAmount: () => void;
}) {
  const base = `/recurring-payments/${payment.id}`;
  const status = recurringStatus(scheduleOf(payment));
  const named = (action: string) => `${action}: ${payment.name}`;
  const label = shared.outboxLabel('status', 'recurring', payment.name);
  return (
    <>
      <button
        type="button"
        className="kdm-button"
        onClick={onChangeAmount}
        aria-label={named(actions.changeAmount)}
      >
        {actions.changeAmount}
      </button>
      {status === 'active' && (
        <button
          type="button"
          className="kdm-button"
          title={actions.pauseHint}
          aria-label={named(actions.pause)}
          onClick={() => void patch(`${base}/status`, { isActive: false }, toasts.paused, label)}
        >
          {actions.pause}
        </button>
      )}
      {status === 'paused' && (
        <button
          type="button"
          className="kdm-button"
          aria-label={named(actions.resume)}
          onClick={() => void patch(`${base}/status`, { isActive: true }, toasts.resumed, label)}
        >
          {actions.resume}
        </button>
      )}
      {status === 'stopped' ? (
        <button
          type="button"
          className="kdm-button"
          aria-label={named(actions.activate)}
          onClick={() => void patch(`${base}/status`, { isActive: true }, toasts.restarted, label)}
        >
          {actions.activate}
        </button>
      ) : (
        <button
          type="button"
          className="kdm-button"
          title={actions.deactivateHint}
          aria-label={named(actions.deactivate)}
          onClick={() => void patch(base, { isActive: false }, toasts.deactivated, label)}
        >
          {actions.deactivate}
        </button>
      )}
    </>
  );
}
