import type { RecurringAmountChanged } from '@kaspit/api-contract';
import { useRef, useState } from 'react';
import { addMonths, currentBillingMonth, DEFAULT_BILLING_CYCLE } from '@kaspit/domain';
import { apiCall, useSession } from '@kaspit/shared-auth';
import { actions, amountDialog, errors as errorTexts, toasts } from '../../../messages.js';
import { TextField } from '../../../shared/fields.js';
import { useForm } from '../../../shared/use-form.js';
import { focusFirstInvalid, useSave } from '../../../shared/use-save.js';
import { shekelsOf } from '../../../shared/validate.js';
import { validateAmountChange, type RecurringPayment } from '../logic/recurring-validation.js';

const SCOPES = ['future', 'from', 'all'] as const;

/**
 * Changes a recurring payment's amount from now on, from a given billing month on (a rise announced for later) or
 * for all months, then shows the months that changed.
 */
export function AmountChangeDialog({ payment, onClose }: { payment: RecurringPayment; onClose: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { user } = useSession();
  const cycle = user?.billingCyclePeriod ?? DEFAULT_BILLING_CYCLE;
  const [affected, setAffected] = useState<string[] | null>(null);
  const form = useForm(
    {
      newAmount: String(payment.amount),
      reason: '',
      scope: 'future' as string,
      effectiveFrom: addMonths(currentBillingMonth(cycle), 1),
    },
    validateAmountChange,
  );
  const { scope } = form.values;
  const { saving, run } = useSave({
    fieldMessages: {
      newAmount: errorTexts.amount,
      reason: errorTexts.reason,
      effectiveFrom: errorTexts.effectiveFrom,
    },
    setServerErrors: form.setServerErrors,
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.attempt()) return focusFirstInvalid(formRef.current);
    const reason = form.values.reason.trim();
    await run(async () => {
      const reply = await apiCall<RecurringAmountChanged>({
        method: 'PATCH',
        url: `/recurring-payments/${payment.id}/amount`,
        data: {
          newAmount: shekelsOf(form.values.newAmount),
          scope,
          ...(scope === 'from' ? { effectiveFrom: form.values.effectiveFrom } : {}),
          ...(reason ? { reason } : {}),
        },
      });
      setAffected(reply.affectedMonths);
    }, toasts.amountChanged);
  }

  return (
    <div className="kdm-dialog" role="dialog" aria-modal="true" aria-labelledby="amount-dialog-title">
      <h2 id="amount-dialog-title">{amountDialog.title}</h2>
      <p>{payment.name}</p>
      {affected ? (
        <div data-testid="affected-months">
          <p>{affected.length ? amountDialog.affected : amountDialog.noneAffected}</p>
          <ul className="kdm-chips">
            {affected.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <button type="button" className="kdm-button kdm-button--primary" onClick={onClose} autoFocus>
            {actions.close}
          </button>
        </div>
      ) : (
        <form ref={formRef} className="kdm-form" noValidate onSubmit={submit}>
          <TextField
            id="amount-change-value"
            label={amountDialog.newAmount}
            inputMode="decimal"
            value={form.values.newAmount}
            error={form.errors.newAmount}
            onChange={(v) => form.set('newAmount', v)}
            autoFocus
          />
          <fieldset className="kdm-fieldset">
            <legend>{amountDialog.scope}</legend>
            {SCOPES.map((s) => (
              <label key={s}>
                <input
                  type="radio"
                  name="amount-scope"
                  value={s}
                  checked={scope === s}
                  onChange={() => form.set('scope', s)}
                />{' '}
                {amountDialog[s]}
              </label>
            ))}
          </fieldset>
          {scope === 'from' && (
            <TextField
              id="amount-change-from"
              label={amountDialog.effectiveFrom}
              type="month"
              {...form.field('effectiveFrom')}
            />
          )}
          <TextField
            id="amount-change-reason"
            label={amountDialog.reason}
            value={form.values.reason}
            error={form.errors.reason}
            onChange={(v) => form.set('reason', v)}
          />
          <div className="kdm-form__actions">
            <button type="submit" className="kdm-button kdm-button--primary" disabled={saving}>
              {saving ? actions.saving : actions.save}
            </button>
            <button type="button" className="kdm-button" onClick={onClose}>
              {actions.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
