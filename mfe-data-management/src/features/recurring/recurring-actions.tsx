import { apiCall, showToast } from '@kaspit/shared-auth';
import { actions, toasts } from '../../messages.js';
import { afterWrite } from '../../lib/changes.js';
import type { RecurringPayment } from './validation.js';

async function patch(url: string, data: object, success: string) {
  try {
    await apiCall({ method: 'PATCH', url, data });
    showToast(success, 'success');
    afterWrite();
  } catch {
    showToast(toasts.saveFailed, 'error');
  }
}

/** A recurring payment's own actions: change its amount, pause or resume it, or stop it from today. */
export function RecurringActions({
  payment,
  onChangeAmount,
}: {
  payment: RecurringPayment;
  onChangeAmount: () => void;
}) {
  const base = `/recurring-payments/${payment.id}`;
  return (
    <>
      <button
        type="button"
        className="kdm-button"
        onClick={onChangeAmount}
        aria-label={`${actions.changeAmount}: ${payment.name}`}
      >
        {actions.changeAmount}
      </button>
      <button
        type="button"
        className="kdm-button"
        aria-pressed={payment.isActive}
        onClick={() => void patch(`${base}/status`, { isActive: !payment.isActive }, toasts.statusChanged)}
      >
        {payment.isActive ? actions.pause : actions.activate}
      </button>
      {payment.isActive && (
        <button
          type="button"
          className="kdm-button"
          onClick={() => void patch(base, { isActive: false }, toasts.deactivated)}
        >
          {actions.deactivate}
        </button>
      )}
    </>
  );
}
