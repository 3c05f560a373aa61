import { useState } from 'react';
import { formatShekels, hebrewDate, todayIn, toAgorot } from '@kaspit/domain';
import { showToast } from '@kaspit/shared-auth';
import type { WriteOutcome } from '../hooks/use-discounts.js';
import { messages } from '../../../messages.js';
import { withUse, type DiscountData } from '../logic/discount-form.js';
import { expiryBadge, statusOf, type Discount, type ExpiryBadge } from '../logic/discount-status.js';
import { CopyCodeButton } from './copy-code-button.js';
import { toastFor } from './write-toast.js';
import { DiscountForm } from './discount-form.js';
import { MarkUsedForm } from './mark-used-form.js';
import * as styles from './discounts.module.css';

function badgeText(badge: ExpiryBadge): string {
  switch (badge.kind) {
    case 'used':
      return messages.badge.used(badge.date ? hebrewDate(badge.date) : '');
    case 'inDays':
      return messages.badge.inDays(badge.days);
    default:
      return messages.badge[badge.kind];
  }
}

const urgent = (badge: ExpiryBadge) =>
  badge.kind === 'today' || badge.kind === 'tomorrow' || (badge.kind === 'inDays' && badge.soon);

interface Props {
  discount: Discount;
  /** A write of it waits on this device for the API (the outbox). */
  pending?: boolean;
  onUpdate: (id: string, data: DiscountData) => Promise<WriteOutcome>;
  onRemove: (id: string, title: string) => Promise<WriteOutcome>;
}

type Mode = 'view' | 'edit' | 'use' | 'confirm-remove';

/** One discount with its expiry badge, code to copy and the actions that fit its state. */
export function DiscountCard({ discount, pending = false, onUpdate, onRemove }: Props) {
  const [mode, setMode] = useState<Mode>('view');
  const today = todayIn();
  const status = statusOf(discount, today);
  const badge = expiryBadge(discount, today);

  const run = async (action: () => Promise<WriteOutcome>, success: string) => {
    try {
      toastFor(await action(), success);
      setMode('view');
    } catch {
      showToast(messages.saveFailed, 'error', 3000);
    }
  };

  if (mode === 'edit') {
    return (
      <li className={styles.card}>
        <DiscountForm
          discount={discount}
          onSubmit={async (data) => {
            toastFor(await onUpdate(discount.id, data), messages.saved);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      </li>
    );
  }

  return (
    <li
      className={`${styles.card} ${styles[status] ?? ''}`}
      data-testid="discount-card"
      data-status={status}
      data-pending={pending || undefined}
    >
      <div className={styles.cardHead}>
        <h2 className={styles.title}>{discount.title}</h2>
        {pending && <span className={styles.pending}>{messages.pending}</span>}
        <span className={`${styles.badge} ${urgent(badge) ? styles.urgent : ''}`}>{badgeText(badge)}</span>
      </div>
      <p className={styles.value}>
        {discount.discountType === 'percent'
          ? messages.valuePercent(discount.value)
          : messages.valueFixed(formatShekels(toAgorot(discount.value)))}
        {discount.business && ` · ${discount.business}`}
        {discount.category && ` · ${discount.category}`}
      </p>
      {discount.code && <CopyCodeButton code={discount.code} />}
      {discount.expiresAt && (
        <p className={styles.muted}>
          {messages.fields.expiresAt}: {hebrewDate(discount.expiresAt)}
        </p>
      )}
      {discount.isUsed && discount.savedAmount !== undefined && (
        <p className={styles.saved}>{messages.savedOn(formatShekels(toAgorot(discount.savedAmount)))}</p>
      )}
      {discount.notes && <p className={styles.muted}>{discount.notes}</p>}
      {mode === 'use' ? (
        <MarkUsedForm
          discount={discount}
          onSubmit={(use) =>
            run(() => onUpdate(discount.id, withUse(discount, { isUsed: true, ...use })), messages.markedUsed)
          }
          onCancel={() => setMode('view')}
        />
      ) : (
        <div className={styles.buttons}>
          {status !== 'used' && (
            <button
              type="button"
              className={styles.primary}
              onClick={() => setMode('use')}
              aria-label={messages.markUsedButton(discount.title)}
            >
              {messages.markUsed}
            </button>
          )}
          {status === 'used' && (
            <button
              type="button"
              onClick={() =>
                run(() => onUpdate(discount.id, withUse(discount, { isUsed: false })), messages.saved)
              }
            >
              {messages.unmarkUsed}
            </button>
          )}
          <button
            type="button"
            onClick={() => setMode('edit')}
            aria-label={messages.editTitle(discount.title)}
          >
            {messages.edit}
          </button>
          {mode === 'confirm-remove' ? (
            <>
              <button
                type="button"
                className={styles.danger}
                onClick={() => run(() => onRemove(discount.id, discount.title), messages.removed)}
              >
                {messages.confirmRemove}
              </button>
              <button type="button" onClick={() => setMode('view')}>
                {messages.cancel}
              </button>
            </>
          ) : (
            <button
              type="button"
              onClick={() => setMode('confirm-remove')}
              aria-label={messages.removeLabel(discount.title)}
            >
              {messages.remove}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
