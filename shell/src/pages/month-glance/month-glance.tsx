import { formatShekels, hebrewDate, type Agorot } from '@kaspit/domain';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../messages.js';
import { monthOutlook, type MonthOutlook, type OutlookInput } from './outlook.js';

const t = messages.glance;
/** The most rows a list shows; the rest are counted in "ועוד N", a link to the page that lists them all. */
const SHOWN = 3;

/** The most lines each panel shows below its title: the panel keeps that room while its figures load. */
const LINES = { budget: 6, watch: 4, coming: 6, largest: 3 } as const;

function Panel({ kind, title, children }: { kind: keyof typeof LINES; title: string; children?: ReactNode }) {
  return (
    <li
      className="shell-glance__panel"
      data-testid={`glance-${kind}`}
      style={{ '--glance-lines': LINES[kind] } as CSSProperties}
    >
      <h3 className="shell-glance__title">{title}</h3>
      {children}
    </li>
  );
}

function More({ count, to }: { count: number; to: string }) {
  return count > 0 ? (
    <Link to={to} className="shell-glance__more">
      {messages.more(count)}
    </Link>
  ) : null;
}

const money = (agorot: Agorot) => formatShekels(agorot);

function BudgetPanel({ outlook }: { outlook: MonthOutlook }) {
  const { spent, budget, percent, state, forecast } = outlook;
  const fill = percent === null ? 0 : Math.min(100, percent);
  return (
    <Panel title={t.budgetTitle} kind="budget">
      <div className="shell-glance__bar" aria-hidden="true" data-state={state}>
        <span style={{ inlineSize: `${fill}%` }} />
      </div>
      <Link to="/budgets" data-testid="glance-spent" data-agorot={spent} data-state={state}>
        {budget ? t.spentOfBudget(money(spent), money(budget), percent!) : t.spentNoBudget(money(spent))}
      </Link>
      <span data-testid="glance-days-left">{t.daysLeft(outlook.daysLeft)}</span>
      <Link to="/budgets" data-testid="glance-forecast" data-agorot={forecast}>
        {t.forecast(money(forecast))}
        {budget > 0 && forecast > budget ? ` · ${t.forecastOver}` : ''}
      </Link>
    </Panel>
  );
}

function WatchPanel({ outlook }: { outlook: MonthOutlook }) {
  const { watched } = outlook;
  return (
    <Panel title={t.watchTitle} kind="watch">
      {watched.length === 0 && <span>{t.allWithin}</span>}
      {watched.slice(0, SHOWN).map((c) => (
        <Link key={c.category} to="/budgets" data-state={c.state} className="shell-glance__row">
          {c.state === 'over' && <span aria-hidden="true">⚠ </span>}
          {c.state === 'over' ? t.over(c.category, money(c.spent - c.budget)) : t.near(c.category, c.percent)}
        </Link>
      ))}
      <More count={watched.length - SHOWN} to="/budgets" />
    </Panel>
  );
}

function ComingPanel({ outlook }: { outlook: MonthOutlook }) {
  const { stillToCome, stillToComeTotal, balanceAfter } = outlook;
  return (
    <Panel title={t.comingTitle} kind="coming">
      {stillToCome.length === 0 && <span>{t.nothingComing}</span>}
      {stillToCome.slice(0, SHOWN).map((c) => (
        <Link
          key={`${c.kind}-${c.id}`}
          to={c.kind === 'recurring' ? '/data-management?tab=recurring' : '/records'}
          className="shell-glance__row"
          data-testid="glance-charge"
        >
          <bdi>{c.name}</bdi>
          {c.installment ? ` ${c.installment.number}/${c.installment.total}` : ''} · {hebrewDate(c.date)} ·{' '}
          {money(c.amount)}
        </Link>
      ))}
      <More count={stillToCome.length - SHOWN} to="/records" />
      {stillToCome.length > 0 && (
        <Link to="/records" data-testid="glance-coming-total" data-agorot={stillToComeTotal}>
          {t.comingTotal(money(stillToComeTotal))}
        </Link>
      )}
      <Link to="/personal-area" data-testid="glance-balance-after" data-agorot={balanceAfter ?? ''}>
        {balanceAfter === null ? t.noBalance : t.balanceAfter(money(balanceAfter))}
      </Link>
    </Panel>
  );
}

function LargestPanel({ outlook }: { outlook: MonthOutlook }) {
  return (
    <Panel title={t.largestTitle} kind="largest">
      {outlook.largest.length === 0 && <span>{t.noSpending}</span>}
      {outlook.largest.map((c, i) => (
        <Link
          key={c.category}
          to="/statistics"
          className="shell-glance__row"
          data-testid="glance-largest-row"
        >
          {i + 1}. {c.category} · {money(c.spent)}
        </Link>
      ))}
    </Panel>
  );
}

/**
 * The billing month at a glance: spending against the budget, the categories to watch, what is still to be
 * charged and the three largest categories. Every figure links to the page that explains it. Until the figures
 * arrive the panels stand empty at their full size (the page's HTML frame draws them so), so nothing moves.
 */
export function MonthGlance({ input, failed }: { input: OutlookInput | null; failed: boolean }) {
  // Computed while rendering, so a figure that cannot be computed fails inside the page's card boundary.
  const outlook = input && monthOutlook(input);
  return (
    <section className="shell-glance" aria-labelledby="glance-heading" data-testid="month-glance">
      <h2 id="glance-heading" className="shell-glance__heading">
        {t.heading}
      </h2>
      <ul className="shell-glance__panels" aria-busy={outlook || failed ? undefined : true}>
        {outlook ? (
          <>
            <BudgetPanel outlook={outlook} />
            <WatchPanel outlook={outlook} />
            <ComingPanel outlook={outlook} />
            <LargestPanel outlook={outlook} />
          </>
        ) : (
          <>
            <Panel title={t.budgetTitle} kind="budget" />
            <Panel title={t.watchTitle} kind="watch" />
            <Panel title={t.comingTitle} kind="coming" />
            <Panel title={t.largestTitle} kind="largest" />
          </>
        )}
      </ul>
    </section>
  );
}
