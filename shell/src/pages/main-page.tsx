import {
  addDays,
  formatShekels,
  fromSelectedDate,
  occursInMonth,
  sumAgorot,
  toAgorot,
  todayIn,
  type RecurringSchedule,
} from '@kaspit/domain';
import { useSelectedDate, useSession, useSubject, userData$ } from '@kaspit/shared-auth';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { messages } from '../messages.js';
import { CardBoundary } from './card-boundary.js';
import { useMonthSummary } from './use-month-summary.js';

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

/** `/main`: account cards for the selected billing month, each leading to its area (issue 5). */
export function MainPage() {
  const { user } = useSession();
  const dataFailed = useSubject(userData$, (data) => data.status === 'error');
  const recurringPayments = useSubject(userData$, (data) => data.recurringPayments);
  const discounts = useSubject(userData$, (data) => data.discounts);
  const month = fromSelectedDate(useSelectedDate());
  const { statistics, balance, failed } = useMonthSummary();
  const totals = statistics?.totals;
  const budgeted = statistics?.byCategory.filter((c) => c.budget !== null) ?? [];
  const remaining = () => formatShekels(agorotSum(budgeted.map((c) => c.remaining ?? 0)));
  const cycle = user?.billingCyclePeriod as Parameters<typeof occursInMonth>[2];
  const upcoming = () =>
    recurringPayments.filter(
      (p) =>
        cycle &&
        occursInMonth(
          { ...(p as unknown as RecurringSchedule), amount: toAgorot(Number(p.amount)) },
          month,
          cycle,
        ),
    );
  const today = todayIn();
  const soon = addDays(today, 14);
  const expiring = discounts.filter(
    (d) => !d.isUsed && typeof d.expiresAt === 'string' && d.expiresAt >= today && d.expiresAt <= soon,
  );

  return (
    <section className="shell-page">
      <h1>{messages.mainTitle(user?.displayName ?? '')}</h1>
      {(failed || dataFailed) && <p role="alert">{messages.dataLoadFailed}</p>}
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
          to="/records"
          title={messages.cardRecurring}
          testId="card-recurring"
          render={() => {
            const due = upcoming();
            return (
              <>
                <span>{messages.recurringCount(due.length)}</span>
                {due.slice(0, 3).map((p) => (
                  <span key={p.id}>
                    {String(p.name)} · {money(Number(p.amount))}
                  </span>
                ))}
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
              {expiring.slice(0, 3).map((d) => (
                <span key={d.id}>{String(d.title)}</span>
              ))}
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
