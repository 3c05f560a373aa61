import {
  addDays,
  DEFAULT_BILLING_CYCLE,
  formatShekels,
  fromSelectedDate,
  occursInMonth,
  scheduleOf,
  sumAgorot,
  toAgorot,
  todayIn,
  type RecurringPaymentView,
} from '@kaspit/domain';
import {
  LoadFailed,
  loadUserData,
  useSelectedDate,
  useSession,
  useSubject,
  userData$,
} from '@kaspit/shared-auth';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { messages } from '../messages.js';
import { QuickAddButton } from '../quick-add/quick-add-button.js';
import { CardBoundary } from './card-boundary.js';
import { MonthGlance } from './month-glance/month-glance.js';
import { useMonthSummary } from './use-month-summary.js';

/** Lists on a card show this many rows and count the rest ("ועוד 2"); the card leads to the full list. */
const CARD_ROWS = 3;
type RecurringRow = RecurringPaymentView & { id: string; name: string };

/** One amount the API sent in shekels (at most 2 decimals), shown as ₪. */
const money = (shekels: number) => formatShekels(toAgorot(shekels));
/** Sums of API amounts are added in agorot: 0.1 + 0.2 ₪ is 30 agorot, never 0.30000000000000004 ₪. */
const agorotSum = (shekels: readonly number[]) => sumAgorot(shekels.map((s) => toAgorot(s)));

/** Calls `render` while React renders it, so what the card computes fails inside the card's boundary. */
function CardBody({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

function Card({
  to,
  title,
  testId,
  render,
}: {
  to: string;
  title: string;
  testId: string;
  render: () => ReactNode;
}) {
  return (
    <li>
      <NavLink to={to} className="shell-card" data-testid={testId}>
        <strong>{title}</strong>
        <CardBoundary>
          <CardBody render={render} />
        </CardBoundary>
      </NavLink>
    </li>
  );
}

/** `/main`: account cards for the selected billing month, each leading to its area. */
export function MainPage() {
  const { user } = useSession();
  const dataFailed = useSubject(userData$, (data) => data.status === 'error');
  const recurringPayments = useSubject(
    userData$,
    (data) => data.recurringPayments as unknown as RecurringRow[],
  );
  const discounts = useSubject(userData$, (data) => data.discounts);
  const month = fromSelectedDate(useSelectedDate());
  const { statistics, balance, installments, failed, retry } = useMonthSummary();
  // What failed to load is read again on "ניסיון חוזר" and by itself when the service answers again.
  const readAgain = () => {
    if (failed) retry();
    if (dataFailed) void loadUserData({ pathname: '/main', force: true });
  };
  const totals = statistics?.totals;
  const budgeted = statistics?.byCategory.filter((c) => c.budget !== null) ?? [];
  const remaining = () => formatShekels(agorotSum(budgeted.map((c) => c.remaining ?? 0)));
  const cycle = user?.billingCyclePeriod ?? DEFAULT_BILLING_CYCLE;
  const upcoming = () => recurringPayments.filter((p) => occursInMonth(scheduleOf(p), month, cycle));
  const today = todayIn();
  const outlookInput = statistics
    ? {
        month,
        cycle,
        today,
        byCategory: statistics.byCategory,
        recurring: recurringPayments,
        installments,
        balance,
      }
    : null;
  const soon = addDays(today, 14);
  const expiring = discounts.filter(
    (d) => !d.isUsed && typeof d.expiresAt === 'string' && d.expiresAt >= today && d.expiresAt <= soon,
  );

  return (
    <section className="shell-page">
      <div className="shell-page__top">
        <h1>{messages.mainTitle(user?.displayName ?? '')}</h1>
        <QuickAddButton place="page" />
      </div>
      {(failed || dataFailed) && (
        <LoadFailed
          onRetry={readAgain}
          className="shell-load-failed"
          buttonClassName="shell-button"
          testId="main-failed"
        />
      )}
      <CardBoundary>
        <MonthGlance input={outlookInput} failed={failed || dataFailed} />
      </CardBoundary>
      <ul className="shell-cards">
        <Card
          to="/personal-area"
          title={messages.cardBalance}
          testId="card-balance"
          render={() => <span>{balance === null ? messages.noBalance : money(balance)}</span>}
        />
        <Card
          to="/records"
          title={messages.cardSpent}
          testId="card-spent"
          render={() =>
            totals && (
              <>
                <span>
                  {messages.spentLine(formatShekels(agorotSum([totals.outcomes, totals.recurring])))}
                </span>
                <span>{messages.incomeLine(money(totals.incomes))}</span>
                <span>{messages.netLine(money(totals.net))}</span>
              </>
            )
          }
        />
        <Card
          to="/budgets"
          title={messages.cardBudget}
          testId="card-budget"
          render={() => <span>{budgeted.length ? remaining() : messages.noBudgets}</span>}
        />
        <Card
          to="/data-management?tab=recurring"
          title={messages.cardRecurring}
          testId="card-recurring"
          render={() => {
            const due = upcoming();
            return (
              <>
                <span>{messages.recurringCount(due.length)}</span>
                {due.slice(0, CARD_ROWS).map((p) => (
                  <span key={p.id}>
                    {String(p.name)} · {money(Number(p.amount))}
                  </span>
                ))}
                {due.length > CARD_ROWS && <span>{messages.more(due.length - CARD_ROWS)}</span>}
              </>
            );
          }}
        />
        <Card
          to="/discounts"
          title={messages.cardDiscounts}
          testId="card-discounts"
          render={() => (
            <>
              <span>{messages.discountCount(expiring.length)}</span>
              {expiring.slice(0, CARD_ROWS).map((d) => (
                <span key={d.id}>{String(d.title)}</span>
              ))}
              {expiring.length > CARD_ROWS && <span>{messages.more(expiring.length - CARD_ROWS)}</span>}
            </>
          )}
        />
        <Card
          to="/statistics"
          title={messages.cardStatistics}
          testId="card-statistics"
          render={() => <span>{totals ? messages.savedLine(money(totals.discountsSaved)) : ''}</span>}
        />
      </ul>
    </section>
  );
}
