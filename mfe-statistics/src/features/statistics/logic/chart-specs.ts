import { groupThousands, toAgorot } from '@kaspit/domain';
import { statisticsTexts as t } from '../../../messages.js';
import {
  addShekels,
  formatDay,
  formatMoney,
  formatMonthLabel,
  formatShortMonth,
} from '../../../shared/format.js';
import type { Statistics } from '../api/statistics-api.js';

/** A theme colour by its role; the chart's CSS turns each role into its `--kaspit-*` variable. */
export type ColorRole = 'accent' | 'muted' | 'success' | 'danger' | 'warning' | 'text';

export interface DatasetSpec {
  label: string;
  data: number[];
  /** One role for the whole series, or one per point (the net chart colours each month by its sign). */
  color: ColorRole | ColorRole[];
  /** The legend's swatch when points differ (spending is accent; over-budget bars have their own entry). */
  legendColor?: ColorRole;
}

export interface ChartSpec {
  id: 'by-category' | 'by-payment-method' | 'daily' | 'trend' | 'net';
  title: string;
  /** Bars or lines (with a dot on each point). */
  type: 'bar' | 'line';
  /** Horizontal bars (long Hebrew category names read better down the side). */
  horizontal?: boolean;
  labels: string[];
  datasets: DatasetSpec[];
  /**
   * The same figures as a table: shown beside the chart when `visible` (amounts and shares a person reads),
   * otherwise for screen readers only. `over` marks the rows of categories over their budget.
   */
  table: { columns: string[]; rows: string[][]; visible?: boolean; over?: boolean[] };
  /** Each point's share of the month, for the tooltip. */
  shares?: string[];
}

/**
 * `part`'s share of `whole` (shekels, compared in agorot) as a whole percent: "פחות מ־1%" for a sliver that would
 * round to 0, a dash when there is nothing to share or the part is a net refund.
 */
export function shareText(part: number, whole: number): string {
  const [p, w] = [toAgorot(part), toAgorot(whole)];
  if (w <= 0 || p <= 0) return t.noShare;
  if (p * 200 < w) return t.underOnePercent;
  // A whole percent, halves up, worked out in whole agorot ("13%"; he-IL writes a percent as plain digits).
  return `${groupThousands(Math.floor((200 * p + w) / (2 * w)))}%`;
}

/** A category against its budget, in words: what is left, by how much it is over, or that it has none. */
function budgetStanding(x: Statistics['byCategory'][number]): string {
  if (x.budget === null || x.remaining === null) return t.noBudgetSet;
  return x.remaining < 0
    ? t.budgetOver(formatMoney(-x.remaining), formatMoney(x.budget))
    : t.budgetLeft(formatMoney(x.remaining), formatMoney(x.budget));
}

/** Expenses of a trend month: what was recorded plus the recurring payments due. */
const expensesOf = (m: Statistics['trend'][number]) => addShekels([m.outcomes, m.recurring]);
const netOf = (m: Statistics['trend'][number]) => addShekels([m.incomes], [m.outcomes, m.recurring]);

/** Every chart of the statistics page, with its table alternative, from one `GET /statistics` reply. */
export function chartSpecs(s: Statistics): ChartSpec[] {
  const c = t.columns;
  const categories = s.byCategory;
  const over = categories.map((x) => x.remaining !== null && x.remaining < 0);
  // Every category's spending is the month's expenses (recorded and recurring): each share is of that.
  const monthSpent = addShekels(categories.map((x) => x.spent));
  const categoryShares = categories.map((x) => shareText(x.spent, monthSpent));
  const methods = s.byPaymentMethod.map((m) => ({ ...m, name: m.paymentMethod ?? t.noPaymentMethod }));
  const methodSpent = addShekels(methods.map((m) => m.spent));
  const methodShares = methods.map((m) => shareText(m.spent, methodSpent));
  const money = (n: number) => formatMoney(n);
  return [
    {
      id: 'by-category',
      title: t.charts.byCategory,
      type: 'bar',
      horizontal: true,
      // Over budget reads in the axis label too, not only in the bar's colour.
      labels: categories.map((x, i) => (over[i] ? `${t.overMark} ${x.category}` : x.category)),
      datasets: [
        {
          label: t.series.spent,
          data: categories.map((x) => x.spent),
          color: over.map((o) => (o ? 'danger' : 'accent')),
          legendColor: 'accent',
        },
        { label: t.series.budget, data: categories.map((x) => x.budget ?? 0), color: 'muted' },
      ],
      shares: categoryShares,
      table: {
        visible: true,
        columns: [c.category, c.spent, c.share, c.againstBudget],
        rows: categories.map((x, i) => [x.category, money(x.spent), categoryShares[i]!, budgetStanding(x)]),
        over,
      },
    },
    {
      id: 'by-payment-method',
      title: t.charts.byPaymentMethod,
      // Bars along the side, like the categories: a length compares better than an angle, and a method's name
      // sits beside its bar instead of in a legend.
      type: 'bar',
      horizontal: true,
      labels: methods.map((m) => m.name),
      datasets: [{ label: t.series.spent, data: methods.map((m) => m.spent), color: 'accent' }],
      shares: methodShares,
      table: {
        visible: true,
        columns: [c.paymentMethod, c.spent, c.share],
        rows: methods.map((m, i) => [m.name, money(m.spent), methodShares[i]!]),
      },
    },
    {
      id: 'daily',
      title: t.charts.daily,
      type: 'bar',
      labels: s.daily.map((d) => String(Number(d.date.slice(8)))),
      datasets: [{ label: t.series.spent, data: s.daily.map((d) => d.spent), color: 'accent' }],
      table: {
        columns: [c.day, c.spent],
        rows: s.daily.map((d) => [formatDay(d.date), money(d.spent)]),
      },
    },
    {
      id: 'trend',
      title: t.charts.trend,
      type: 'line',
      labels: s.trend.map((m) => formatShortMonth(m.month)),
      datasets: [
        { label: t.series.expenses, data: s.trend.map(expensesOf), color: 'danger' },
        { label: t.series.incomes, data: s.trend.map((m) => m.incomes), color: 'success' },
      ],
      table: {
        columns: [c.month, c.expenses, c.incomes],
        rows: s.trend.map((m) => [formatMonthLabel(m.month), money(expensesOf(m)), money(m.incomes)]),
      },
    },
    {
      id: 'net',
      title: t.charts.net,
      type: 'bar',
      labels: s.trend.map((m) => formatShortMonth(m.month)),
      datasets: [
        {
          label: t.series.net,
          data: s.trend.map(netOf),
          color: s.trend.map((m) => (netOf(m) < 0 ? 'danger' : 'success')),
        },
      ],
      table: {
        columns: [c.month, c.net],
        rows: s.trend.map((m) => [formatMonthLabel(m.month), money(netOf(m))]),
      },
    },
  ];
}
