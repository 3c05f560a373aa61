import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parse.js';
import { toExportCsv, toExportJson, type ExportData } from './export.js';
import { NO_CHOICES } from './mapping.js';
import { detectPreset, presetMapping } from './presets.js';
import { readStatementRows } from './statement-rows.js';
import { readSchedule } from './recurring-columns.js';
import { recurringRowsOf } from './kaspit-recurring.js';

const CALENDAR = { startDay: 1, endDay: 31, endMonth: 0 as const };
const EMPTY_SCHEDULE = ['', '', '', '', ''];

/** What the API adds to every record; the export passes it on (JSON) or leaves it out (the sheet). */
const shown = (id: string) => ({
  id,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const data: ExportData = {
  outcomes: [
    {
      ...shown('o1'),
      date: '2026-11-12',
      description: 'מקרר, "מבצע"',
      amount: 400,
      category: 'בית',
      paymentMethod: 'ויזה',
      installments: { planId: 'p1', number: 2, total: 3, price: 1200 },
    },
  ],
  incomes: [{ ...shown('i1'), date: '2026-11-10', source: 'משכורת', amount: 12000.5 }],
  recurringPayments: [
    {
      ...shown('r1'),
      name: 'נטפליקס',
      startDate: '2026-03-05',
      frequency: 'monthly',
      isActive: true,
      amount: 59.9,
      category: 'מנויים',
      amountHistory: [
        { effectiveFrom: '2026-03', amount: 54.9, changedAt: '2026-03-01T00:00:00.000Z' },
        { effectiveFrom: '2026-12', amount: 59.9, changedAt: '2026-11-20T00:00:00.000Z' },
      ],
      skips: [],
    },
  ],
  discounts: [],
};

describe('toExportCsv', () => {
  it('writes a byte-order mark, a Hebrew header and one row per record with plain amounts', () => {
    const csv = toExportCsv(data, '2026-11', CALENDAR);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows).toEqual([
      [
        ...['סוג', 'תאריך', 'תיאור', 'סכום', 'קטגוריה', 'אמצעי תשלום', 'תשלום', 'הערות'],
        ...['תדירות', 'תאריך סיום', 'מחירים', 'דילוגים', 'פעיל'],
      ],
      [
        ...['הוצאה', '2026-11-12', 'מקרר, "מבצע"', '400', 'בית', 'ויזה', expect.stringContaining('2'), ''],
        ...EMPTY_SCHEDULE,
      ],
      ['הכנסה', '2026-11-10', 'משכורת', '12000.5', '', '', '', '', ...EMPTY_SCHEDULE],
      // A month's export: that month's charge, with no schedule (it is not the payment).
      ['תשלום קבוע', '2026-11-05', 'נטפליקס', '54.9', 'מנויים', '', '', '', ...EMPTY_SCHEDULE],
    ]);
  });

  it('writes a recurring payment whole when exporting everything, and reads it back as the same schedule', () => {
    const skipping = {
      ...data.recurringPayments[0]!,
      skips: [
        { from: '2027-01', to: '2027-01' },
        { from: '2027-05', to: null },
      ],
    };
    const [, , , payment] = parseCsv(
      toExportCsv({ ...data, recurringPayments: [skipping] }, null, CALENDAR).slice(1),
    );
    expect(payment!.slice(8)).toEqual(['חודשי', '', '2026-03=54.9 2026-12=59.9', '2027-01 2027-05..', 'כן']);
    expect(readSchedule(payment!.slice(8))).toEqual({
      frequency: 'monthly',
      endDate: null,
      isActive: true,
      amountHistory: [
        { effectiveFrom: '2026-03', amount: 54.9 },
        { effectiveFrom: '2026-12', amount: 59.9 },
      ],
      skips: [
        { from: '2027-01', to: '2027-01' },
        { from: '2027-05', to: null },
      ],
    });
    expect(readSchedule(['', '', '', '', ''])).toBeUndefined();
    expect(readSchedule(['חודשי', '', '2026-13=5', '', ''])).toBeUndefined();
  });

  it("gives a recurring payment the month's own price, and today's price when exporting everything", () => {
    const amountOf = (month: string | null) => parseCsv(toExportCsv(data, month, CALENDAR).slice(1))[3]![3];
    expect(amountOf('2026-11')).toBe('54.9');
    expect(amountOf('2026-12')).toBe('59.9');
    expect(amountOf(null)).toBe('59.9');
  });

  it('dates a recurring row in the exported month, and leaves out a payment not due then', () => {
    const dateOf = (month: string | null) => parseCsv(toExportCsv(data, month, CALENDAR).slice(1))[3]?.[1];
    expect(dateOf('2026-11')).toBe('2026-11-05');
    expect(dateOf(null)).toBe('2026-03-05');
    expect(parseCsv(toExportCsv(data, '2026-02', CALENDAR).slice(1))).toHaveLength(3);
  });
});

describe('toExportJson', () => {
  it("gives each recurring payment the month's price and date, keeping today's price as currentAmount", () => {
    const json = JSON.parse(toExportJson(data, '2026-11', CALENDAR)) as {
      recurringPayments: { amount: number; date: string; currentAmount: number }[];
    };
    expect(json.recurringPayments[0]).toMatchObject({
      amount: 54.9,
      date: '2026-11-05',
      currentAmount: 59.9,
    });
    const everything = JSON.parse(toExportJson(data, null, CALENDAR)) as typeof json;
    expect(everything.recurringPayments[0]!.amount).toBe(59.9);
  });
});

describe('toExportCsv cells', () => {
  it('neutralises text cells a spreadsheet would run as a formula, and leaves numbers (negative too) alone', () => {
    const hostile: ExportData = {
      outcomes: [
        {
          ...shown('o2'),
          date: '2026-11-12',
          description: '=HYPERLINK("https://evil.example","לחצו")',
          amount: -80,
          category: '@SUM(1+1)',
          paymentMethod: '-2+3',
          notes: '+972 50 000 0000',
        },
      ],
      incomes: [{ ...shown('i2'), date: '2026-11-10', source: '\t=1+1', amount: 5, notes: '\r=1+1' }],
      recurringPayments: [],
      discounts: [],
    };
    const [, outcome, income] = parseCsv(toExportCsv(hostile, null, CALENDAR).slice(1));
    expect(outcome).toEqual([
      'הוצאה',
      '2026-11-12',
      `'=HYPERLINK("https://evil.example","לחצו")`,
      '-80',
      "'@SUM(1+1)",
      "'-2+3",
      '',
      "'+972 50 000 0000",
      ...EMPTY_SCHEDULE,
    ]);
    expect(income![2]).toBe("'\t=1+1");
    expect(income![7]).toBe("'\r=1+1");
  });

  it('neutralises the fullwidth formula starters ＝ ＋ － ＠ too', () => {
    const cells = ['＝HYPERLINK("https://evil.example")', '＋1+1', '－2+3', '＠SUM(1)'];
    const hostile: ExportData = {
      outcomes: cells.map((description, n) => ({
        ...shown(`o${n}`),
        date: '2026-11-12',
        description,
        amount: 1,
        category: 'שונות',
      })),
      incomes: [],
      recurringPayments: [],
      discounts: [],
    };
    const rows = parseCsv(toExportCsv(hostile, null, CALENDAR).slice(1)).slice(1);
    expect(rows.map((row) => row[2])).toEqual(cells.map((cell) => `'${cell}`));
  });
});

describe("Kaspit's own CSV export read back", () => {
  const table = parseCsv(toExportCsv(data, '2026-11', CALENDAR).slice(1));
  const read = (kind: 'expense' | 'income') =>
    readStatementRows({
      table,
      headerIndex: 0,
      kind,
      mapping: presetMapping(detectPreset(kind, table[0]!)!, kind, table[0]!),
      presetId: detectPreset(kind, table[0]!)!.id,
      knownHeaders: new Set(),
      lists: { categories: ['בית', 'שונות'], paymentMethods: [] },
      fallbackCategory: 'שונות',
      choices: NO_CHOICES,
      facts: {},
      cycle: CALENDAR,
      installmentNote: () => 'note',
    });

  it('is recognised by its columns, and each row imports only as its own kind ("סוג")', () => {
    expect(detectPreset('expense', table[0]!)?.id).toBe('kaspit');
    const expenses = read('expense');
    expect(expenses.map((r) => (r.ok ? r.body.date : r.reason))).toEqual([
      '2026-11-12',
      'otherKind',
      'otherKind',
    ]);
    // An installment share is already dated on its own month: it is not moved again.
    expect(expenses[0]).toMatchObject({ agorot: 40000 });
    expect(expenses[0]).not.toHaveProperty('installment');
    const incomes = read('income');
    expect(incomes.map((r) => (r.ok ? [r.body.source, r.agorot] : r.reason))).toEqual([
      'otherKind',
      ['משכורת', 1200050],
      'otherKind',
    ]);
  });

  it('an export of everything gives its recurring payments back as payments, a month’s export gives none', () => {
    const everything = parseCsv(toExportCsv(data, null, CALENDAR).slice(1));
    expect(recurringRowsOf(everything, 0, '2026-11-26T10:00:00.000Z')).toEqual([
      {
        line: 4,
        payment: {
          name: 'נטפליקס',
          amount: 59.9,
          category: 'מנויים',
          frequency: 'monthly',
          startDate: '2026-03-05',
          endDate: null,
          isActive: true,
          amountHistory: [
            { effectiveFrom: '2026-03', amount: 54.9, changedAt: '2026-11-26T10:00:00.000Z' },
            { effectiveFrom: '2026-12', amount: 59.9, changedAt: '2026-11-26T10:00:00.000Z' },
          ],
          skips: [],
        },
      },
    ]);
    expect(recurringRowsOf(table, 0, '2026-11-26T10:00:00.000Z')).toEqual([]);
  });
});
