import { describe, expect, it } from 'vitest';
import { nameKey } from '../../../shared/validate.js';
import { HEADER_WORDS, NO_CHOICES } from './mapping.js';
import { detectPreset, presetById, presetHeaderNames, presetMapping } from './presets.js';
import { padded } from './read-file.js';
import { chargeDateIn, checkStatement, reconcile, statedTotal } from './statement-checks.js';
import { readStatementRows, type StatementInput } from './statement-rows.js';

const KNOWN = new Set([...Object.values(HEADER_WORDS).flat(), ...presetHeaderNames()].map(nameKey));
const lists = { categories: ['שונות'], paymentMethods: [] };
const CALENDAR_MONTH = { startDay: 1, endDay: 31, endMonth: 0 as const };

function read(table: string[][], presetId: string, overrides: Partial<StatementInput> = {}) {
  const rows = padded(table);
  const headerIndex = rows.findIndex((r) => r.filter((c) => KNOWN.has(nameKey(c))).length >= 2);
  return readStatementRows({
    table: rows,
    headerIndex,
    kind: 'expense',
    mapping: presetMapping(presetById(presetId)!, 'expense', rows[headerIndex]!),
    presetId,
    knownHeaders: KNOWN,
    lists,
    fallbackCategory: 'שונות',
    choices: NO_CHOICES,
    facts: {},
    cycle: CALENDAR_MONTH,
    installmentNote: (n, total, date) => `${n}/${total} ${date}`,
    ...overrides,
  });
}

const MAX_HEADER = ['תאריך עסקה', 'שם בית העסק', 'קטגוריה', 'סוג עסקה', 'סכום חיוב', 'הערות'];
const max = [
  ['פירוט עסקאות'],
  ['לחיוב ב-02/12/2026'],
  MAX_HEADER,
  ['03-11-2026', 'קפה גרג', 'מסעדות', 'רגילה', '12,50', ''],
  ['15-07-2026', 'מחסני חשמל', 'חשמל', 'תשלומים', '300.00', 'תשלום 5 מתוך 6'],
  ['20-11-2026', 'זארה', 'אופנה', 'זיכוי', '(50.25)', ''],
  ['', 'סך הכל', '', '', '262.25', ''],
];

describe('a statement read row by row', () => {
  it('reads "12,50" as ₪12.50 and a parenthesised refund as money back', () => {
    const rows = read(max, 'max');
    expect(rows.filter((r) => r.ok).map((r) => r.ok && r.agorot)).toEqual([1250, 30000, -5025]);
  });

  it('dates payment n of a plan bought on d at d + (n − 1) months, keeping the purchase date and its place', () => {
    const rows = read(max, 'max');
    const share = rows.find((r) => r.ok && r.installment);
    expect(share).toMatchObject({
      purchaseDate: '2026-07-15',
      installment: { number: 5, total: 6 },
      body: { date: '2026-11-15', notes: '5/6 2026-07-15 · תשלום 5 מתוך 6' },
      key: '2026-11-15|30000|מחסני חשמל',
    });
  });

  it('keeps an installment in the billing month Kaspit gives its own plans, under a cycle starting on the 10th', () => {
    const cycle = { startDay: 10, endDay: 9, endMonth: 1 as const };
    const rows = read(
      [MAX_HEADER, ['10-09-2026', 'איקאה', 'ריהוט', 'תשלומים', '100', 'תשלום 3 מתוך 6']],
      'max',
      { cycle },
    );
    expect(rows[0]).toMatchObject({ body: { date: '2026-11-10' } });
  });

  it('reads a "5/6" cell only in a column that says it holds installments', () => {
    const header = ['תאריך עסקה', 'שם בית העסק', 'סכום חיוב', 'תשלומים'];
    const rows = read([header, ['01-10-2026', 'מקרר', '500', '2/3']], 'max');
    expect(rows[0]).toMatchObject({ installment: { number: 2, total: 3 }, body: { date: '2026-11-01' } });
  });

  it('recognises total lines and title lines, never as failures, and reads a second section by its own header', () => {
    const isracard = [
      ['תאריך רכישה', 'שם בית עסק', 'סכום עסקה', 'מטבע מקור', 'סכום חיוב', 'פירוט נוסף'],
      ['05/11/2026', 'שופרסל', '100.00', '₪', '100.00', ''],
      ['', 'סה"כ', '', '', '100.00', ''],
      ['עסקאות בחו"ל'],
      ['תאריך רכישה', 'תאריך חיוב', 'שם בית עסק', 'סכום עסקה', 'מטבע מקור', 'סכום חיוב'],
      ['07/11/2026', '02/12/2026', 'AMAZON', '20.00', 'USD', '74.10'],
      ['', '', 'סה"כ', '', '', '74.10'],
    ];
    const rows = read(isracard, 'isracard');
    expect(rows.map((r) => (r.ok ? 'ok' : r.reason))).toEqual([
      'ok',
      'total',
      'note',
      'header',
      'ok',
      'total',
    ]);
    expect(rows[4]).toMatchObject({ agorot: 7410, foreign: 'USD', body: { description: 'AMAZON' } });
    expect(statedTotal(rows)).toBe(17410);
  });

  it('marks a purchase in a foreign currency by the sign on its original amount, charging the shekels', () => {
    const cal = ['תאריך העסקה', 'שם בית העסק', 'סכום העסקה', 'סכום החיוב', 'סוג העסקה', 'ענף', 'הערות'];
    const rows = read([cal, ['07/11/26', 'AMAZON', '$20.00', '74.10', 'רגילה', '', '']], 'cal');
    expect(rows[0]).toMatchObject({ agorot: 7410, foreign: 'USD' });
  });

  it('a "לחיוב" line is the file\'s total over the sections\' own totals', () => {
    const rows = read(
      [
        MAX_HEADER,
        ['03-11-2026', 'א', '', '', '10', ''],
        ['סה"כ', '', '', '', '10', ''],
        ['סה"כ לחיוב', '', '', '', '15', ''],
      ],
      'max',
    );
    expect(statedTotal(rows)).toBe(1500);
  });
});

describe('the statement checked against itself', () => {
  it('says ✓ when the rows add up to the stated total, and names the rows that make a difference', () => {
    const rows = read(max, 'max');
    const stated = statedTotal(rows);
    expect(reconcile(rows, stated, [], 4)).toEqual({
      stated: 26225,
      counted: 26225,
      matches: true,
      missing: [],
    });
    const broken = read([...max.slice(0, 5), ['bad', 'זארה', '', '', '(50.25)', ''], ...max.slice(6)], 'max');
    expect(reconcile(broken, stated, [], 4)).toMatchObject({
      counted: 31250,
      matches: false,
      missing: [{ line: 6, amountText: '(50.25)' }],
    });
    // After writing: a row the server refused is not counted.
    expect(reconcile(rows, stated, [], 4, new Set([4, 5]))).toMatchObject({
      counted: 31250,
      missing: [{ line: 6 }],
    });
  });

  it('finds the charge date and the period, and marks large, out-of-period and foreign rows', () => {
    expect(chargeDateIn([['פירוט'], ['לחיוב ב-02/12/2026']])).toBe('2026-12-02');
    expect(chargeDateIn([['עסקאות למועד חיוב 02/04/2026']])).toBe('2026-04-02');
    const rows = read(
      [
        MAX_HEADER,
        ['01-11-2026', 'א', '', '', '10', ''],
        ['02-11-2026', 'ב', '', '', '12', ''],
        ['03-11-2026', 'ג', '', '', '11', ''],
        ['04-11-2026', 'ד', '', '', '110', ''],
        ['25-10-2026', 'ה', '', '', '10', ''],
      ],
      'max',
    );
    const checks = checkStatement(rows, CALENDAR_MONTH, '2026-12-02');
    expect(checks.period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect([...checks.suspicious]).toEqual([
      [5, ['large']],
      [6, ['period']],
    ]);
  });
});

describe('a bank current account', () => {
  const layouts: [string, string[]][] = [
    ['bank-leumi', ['תאריך', 'תאריך ערך', 'תיאור', 'אסמכתא', 'בחובה', 'בזכות', 'היתרה בש"ח']],
    [
      'bank-hapoalim',
      ['תאריך', 'תיאור הפעולה', 'פרטים', 'אסמכתא', 'תאריך ערך', 'חובה', 'זכות', 'יתרה לאחר תנועה'],
    ],
    ['bank-discount', ['תאריך', 'יום ערך', 'תיאור התנועה', 'אסמכתא', '₪ חובה', '₪ זכות', '₪ יתרה']],
    ['bank-mizrahi', ['תאריך', 'תאריך ערך', 'סוג תנועה', 'אסמכתא', 'חובה', 'זכות', 'יתרה']],
  ];
  for (const [id, header] of layouts) {
    it(`${id}: is recognised, and a card's monthly charge is a transfer to the card, not an expense`, () => {
      const at = (name: string) => header.indexOf(name);
      const row = (date: string, text: string, debit: string, credit = '') => {
        const cells = header.map(() => '');
        cells[0] = date;
        cells[presetMapping(presetById(id)!, 'expense', header).description!] = text;
        cells[presetMapping(presetById(id)!, 'expense', header).amount!] = debit;
        cells[presetMapping(presetById(id)!, 'income', header).amount!] = credit;
        return cells;
      };
      expect(at('תאריך')).toBe(0);
      expect(detectPreset('expense', header)?.id).toBe(id);
      const rows = read(
        [
          ['תנועות בחשבון 12-345-678901'],
          header,
          row('01/11/2026', 'משכורת', '', '12,500.00'),
          row('05/11/2026', 'חברת חשמל', '420.30'),
          row('09/11/2026', 'מקס ברנר', '88.00'),
          row('02/12/2026', 'ישראכרט בע"מ', '1,586.35'),
          row('02/12/2026', 'מקס איט פיננסים', '99.90'),
        ],
        id,
      );
      expect(
        rows.map((r) => (r.ok ? r.body.description : r.reason === 'transfer' ? `→ ${r.to}` : r.reason)),
      ).toEqual(['none', 'חברת חשמל', 'מקס ברנר', '→ ישראכרט', '→ מקס']);
      expect(rows[3]).toMatchObject({
        agorot: 158635,
        body: { from: presetById(id)!.account, amount: 1586.35 },
      });
    });
  }
});
