import {
  addDays,
  formatShekels,
  fromSelectedDate,
  occursInMonth,
  toAgorot,
  todayIn,
  type RecurringSchedule,
} from '@kaspit/domain';
import { useSelectedDate, useSession, useSubject, userData$ } from '@kaspit/shared-auth';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { messages } from '../messages.js';
import { useMonthSummary } from './use-month-summary.js';

const money = (shekels: number) => formatShekels(toAgorot(shekels));

function Card({
  to,
  title,
  testId,
  children,
}: {
  to: string;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li>
      <NavLink to={to} className="shell-card" data-testid={testId}>
        <strong>{title}</strong>
        {children}
      </NavLink>
    </li>
  );
}

/** `/main`: account cards for the selected billing month, each leading to its area (issue 5). */
export function MainPage() {
  const { user } = useSession();
  const data = useSubject(userData$);
  const month = fromSelectedDate(useSelectedDate());
  const { statistics, balance, failed } = useMonthSummary();
  const totals = statistics?.totals;
  const budgeted = statistics?.byCategory.filter((c) => c.budget !== null) ?? [];
  const remaining = budgeted.reduce((sum, c) => sum + (c.remaining ?? 0), 0);
  const cycle = user?.billingCyclePeriod as Parameters<typeof occursInMonth>[2];
  const upcoming = data.recurringPayments.filter(
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
  const expiring = data.discounts.filter(
    (d) => !d.isUsed && typeof d.expiresAt === 'string' && d.expiresAt >= today && d.expiresAt <= soon,
  );

  return (
    <section className="shell-page">
      <h1>{messages.mainTitle(user?.displayName ?? '')}</h1>
      {(failed || data.status === 'error') && <p role="alert">{messages.dataLoadFailed}</p>}
      <ul className="shell-cards">
        <Card to="/personal-area" title={messages.cardBalance} testId="card-balance">
          <span>{balance === null ? messages.noBalance : money(balance)}</span>
        </Card>
        <Card to="/records" title={messages.cardSpent} testId="card-spent">
          {totals && (
            <>
              <span>{messages.spentLine(money(totals.outcomes + totals.recurring))}</span>
              <span>{messages.incomeLine(money(totals.incomes))}</span>
              <span>{messages.netLine(money(totals.net))}</span>
            </>
          )}
        </Card>
        <Card to="/budgets" title={messages.cardBudget} testId="card-budget">
          <span>{budgeted.length ? money(remaining) : messages.noBudgets}</span>
        </Card>
        <Card to="/records" title={messages.cardRecurring} testId="card-recurring">
          <span>{messages.countLine(upcoming.length)}</span>
          {upcoming.slice(0, 3).map((p) => (
            <span key={p.id}>
              {String(p.name)} · {money(Number(p.amount))}
            </span>
          ))}
        </Card>
        <Card to="/discounts" title={messages.cardDiscounts} testId="card-discounts">
          <span>{messages.countLine(expiring.length)}</span>
          {expiring.slice(0, 3).map((d) => (
            <span key={d.id}>{String(d.title)}</span>
          ))}
        </Card>
        <Card to="/statistics" title={messages.cardStatistics} testId="card-statistics">
          <span>{totals ? messages.savedLine(money(totals.discountsSaved)) : ''}</span>
        </Card>
      </ul>
    </section>
  );
}
