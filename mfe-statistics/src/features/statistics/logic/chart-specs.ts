import { statisticsTexts as t } from '../../../messages.js';
import {
  addShekels,
  formatDay,
  formatMoney,
  formatMonthLabel,
  formatShortMonth,
} from '../../../shared/format.js';
import type { Statistics } from '../api/statistics-api.js';

/** A theme colour by its role; the component turns roles into the current `--kaspit-*` values. */
export type ColorRole = 'accent' | 'muted' | 'success' | 'danger' | 'warning' | 'text';

export interface DatasetSpec {
  label: string;
  data: number[];
  /** One role for the whole series, or one per point (the net chart colours each month by its sign). */
  color: ColorRole | ColorRole[];
}

export interface ChartSpec {
  id: 'by-category' | 'by-payment-method' | 'daily' | 'trend' | 'net';
  title: string;
  /** Bars and lines only: each chart type chart.js registers costs the page's JavaScript (issue 12). */
  type: 'bar' | 'line';
  /** Horizontal bars (long Hebrew category names read better down the side). */
  horizontal?: boolean;
  labels: string[];
  datasets: DatasetSpec[];
  /** The same figures as a table, for screen readers. */
  table: { columns: string[]; rows: string[][] };
}

/** Expenses of a trend month: what was recorded plus the recurring payments due. */
const expensesOf = (m: Statistics['trend'][number]) => addShekels([m.outcomes, m.recurring]);
const netOf = (m: Statistics['trend'][number]) => addShekels([m.incomes], [m.outcomes, m.recurring]);

/** Every chart of the statistics page, with its table alternative, from one `GET /statistics` reply. */
export function chartSpecs(s: Statistics): ChartSpec[] {
  const c = t.columns;
  const categories = s.byCategory;
  const methods = s.byPaymentMethod.map((m) => ({ ...m, name: m.paymentMethod ?? t.noPaymentMethod }));
  const money = (n: number | null) => (n === null ? t.noBudget : formatMoney(n));
  return [
    {
      id: 'by-category',
      title: t.charts.byCategory,
      type: 'bar',
      horizontal: true,
      labels: categories.map((x) => x.category),
      datasets: [
        { label: t.series.spent, data: categories.map((x) => x.spent), color: 'accent' },
        { label: t.series.budget, data: categories.map((x) => x.budget ?? 0), color: 'muted' },
      ],
      table: {
        columns: [c.category, c.spent, c.budget, c.remaining],
        rows: categories.map((x) => [x.category, money(x.spent), money(x.budget), money(x.remaining)]),
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
      table: { columns: [c.paymentMethod, c.spent], rows: methods.map((m) => [m.name, money(m.spent)]) },
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
