import { useState } from 'react';
import {
  billingPeriod,
  DEFAULT_BILLING_CYCLE,
  formatShekels,
  fromSelectedDate,
  todayIn,
} from '@kaspit/domain';
import { LoadFailed, useSelectedDate, useSession } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import { useDiscounts } from '../hooks/use-discounts.js';
import { countByFilter, filterAndSort, savedIn, type DiscountFilter } from '../logic/discount-status.js';
import { DiscountCard } from './discount-card.js';
import { DiscountForm } from './discount-form.js';
import { toastFor } from './write-toast.js';
import * as styles from './discounts.module.css';

const FILTERS: DiscountFilter[] = ['active', 'used', 'expired', 'all'];

/** `/discounts`: coupons, vouchers and club benefits, and what they saved in the selected billing month. */
export function DiscountsPage() {
  const { user } = useSession();
  const month = fromSelectedDate(useSelectedDate());
  const { signedIn, status, discounts, waiting, create, update, remove, reload } = useDiscounts();
  const [filter, setFilter] = useState<DiscountFilter>('active');
  const [adding, setAdding] = useState(false);

  if (!signedIn) return <p>{messages.signedOut}</p>;
  if (status === 'error') return <LoadFailed onRetry={reload} className={styles.page} />;
  if (status === 'loading') return <p aria-busy="true">{messages.loading}</p>;

  const cycle = user?.billingCyclePeriod ?? DEFAULT_BILLING_CYCLE;
  const today = todayIn();
  const saved = savedIn(discounts, billingPeriod(month, cycle));
  const counts = countByFilter(discounts, today);
  const shown = filterAndSort(discounts, filter, today);

  return (
    <div className={styles.page}>
      <section className={styles.summary} aria-label={messages.monthSaved} data-testid="month-saved">
        <span className={styles.muted}>{messages.monthSaved}</span>
        <strong className={styles.savedTotal} data-agorot={saved.saved}>
          {formatShekels(saved.saved)}
        </strong>
        {saved.count > 0 && <span className={styles.muted}>{messages.monthSavedCount(saved.count)}</span>}
      </section>

      {adding ? (
        <DiscountForm
          onSubmit={async (data) => {
            toastFor(await create(data), messages.saved);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className={styles.primary} onClick={() => setAdding(true)}>
          {messages.add}
        </button>
      )}

      <div className={styles.filters} role="group" aria-label={messages.filtersLabel}>
        {FILTERS.map((f) => (
          <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {messages.filters[f]} ({counts[f]})
          </button>
        ))}
      </div>

      {shown.length === 0 ? (
        <p className={styles.muted}>{messages.empty}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((d) => (
            <DiscountCard
              key={d.id}
              discount={d}
              pending={waiting.has(d.id)}
              onUpdate={update}
              onRemove={remove}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
