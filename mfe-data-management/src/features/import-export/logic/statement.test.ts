import { describe, expect, it } from 'vitest';
import { cardInTitles, detectHeaderRow, lastFour } from './header-row.js';
import { guessMapping, HEADER_WORDS, rowToRecord, unknownValues } from './mapping.js';
import { detectPreset, presetHeaderNames, presetMapping, presetById } from './presets.js';
import { cellText, padded } from './read-file.js';

const KNOWN = [...Object.values(HEADER_WORDS).flat(), ...presetHeaderNames()];
const lists = { categories: ['מזון וסופר', 'תחבורה ודלק', 'שונות'], paymentMethods: ['כרטיס אשראי', 'ביט'] };

describe('the header row of a statement', () => {
  it('is found under title lines by the column names it holds', () => {
    const table = padded([
      ['כל המשתמשים (1)'],
      ['04/2026'],
      ['תאריך עסקה', 'שם בית העסק', 'סכום חיוב'],
      ['03-04-2026', 'שופרסל', '12.00'],
    ]);
    expect(detectHeaderRow(table, KNOWN)).toBe(2);
  });

  it('is the first row with two filled cells when no name is known, and the first row of an empty table', () => {
    expect(detectHeaderRow(padded([['דוח'], ['א', 'ב', 'ג'], ['1', '2', '3']]), KNOWN)).toBe(1);
    expect(detectHeaderRow([], KNOWN)).toBe(0);
  });
});

describe('cards', () => {
  it('are named by their last 4 digits, in a column or in the title lines', () => {
    expect(lastFour('1234')).toBe('1234');
    expect(lastFour('**** 1234')).toBe('1234');
    expect(lastFour('כרטיס 5326-1234')).toBe('1234');
    expect(lastFour('12')).toBeUndefined();
    expect(cardInTitles([['פירוט עסקאות לכרטיס ויזה המסתיים ב-5678']])).toBe('5678');
    expect(cardInTitles([['אמריקן אקספרס זהב - 9012']])).toBe('9012');
    expect(cardInTitles([['לתקופה 01/03/2026 - 31/03/2026'], ['04/2026']])).toBeUndefined();
  });
});

describe('issuer presets', () => {
  const headers = {
    max: ['תאריך עסקה', 'שם בית העסק', 'קטגוריה', '4 ספרות אחרונות של כרטיס האשראי', 'סוג עסקה', 'סכום חיוב'],
    cal: ['תאריך העסקה', 'שם בית העסק', 'סכום העסקה', 'סכום החיוב', 'סוג העסקה', 'ענף', 'הערות'],
    isracard: ['תאריך רכישה', 'שם בית עסק', 'סכום עסקה', 'מטבע מקור', 'סכום חיוב', 'פירוט נוסף'],
    'leumi-card': ['תאריך העסקה', 'שם בית העסק', 'קטגוריה', 'סכום חיוב ₪', 'סוג עסקה'],
    'bank-leumi': ['תאריך', 'תאריך ערך', 'תיאור', 'אסמכתא', 'בחובה', 'בזכות', 'היתרה בש"ח'],
  };

  it('are recognised from their header, and map the charge, not the original amount', () => {
    for (const [id, header] of Object.entries(headers))
      expect(detectPreset('expense', header)?.id, id).toBe(id);
    expect(presetMapping(presetById('cal')!, 'expense', headers.cal)).toMatchObject({
      amount: 3,
      category: 5,
    });
    expect(presetMapping(presetById('isracard')!, 'expense', headers.isracard)).toMatchObject({ amount: 4 });
    expect(detectPreset('expense', ['תאריך', 'תיאור', 'סכום'])).toBeUndefined();
  });

  it('read a bank export: expenses from the debit column, incomes from the credit column', () => {
    expect(presetMapping(presetById('bank')!, 'expense', headers['bank-leumi'])).toMatchObject({
      amount: 4,
      description: 2,
    });
    expect(detectPreset('income', headers['bank-leumi'])?.id).toBe('bank-leumi');
    expect(presetMapping(presetById('bank')!, 'income', headers['bank-leumi'])).toMatchObject({
      amount: 5,
      source: 2,
    });
    const credit = ['01/06/2026', '', 'משכורת', '1', '', '12500', ''];
    const mapping = presetMapping(presetById('bank')!, 'expense', headers['bank-leumi']);
    expect(rowToRecord('expense', credit, 3, mapping, lists, 'שונות')).toEqual({
      ok: false,
      line: 3,
      reason: 'none',
    });
  });
});

describe("the person's choices for a statement's categories and cards", () => {
  const header = ['תאריך', 'תיאור', 'סכום', 'קטגוריה', 'כרטיס'];
  const mapping = guessMapping('expense', header);
  const rows = [
    ['01/04/2026', 'שופרסל', '100', 'מזון ומשקאות', '1234'],
    ['02/04/2026', 'פז', '200', 'רכב', '**** 1234'],
    ['03/04/2026', 'ויקטורי', '50', 'מזון  ומשקאות', '9999'],
    ['04/04/2026', 'קפה', '10', 'מזון וסופר', 'ביט'],
  ];

  it('are asked for the values the lists do not name, each once', () => {
    expect(mapping.card).toBe(4);
    expect(unknownValues(rows, mapping, lists)).toEqual({
      categories: ['מזון ומשקאות', 'רכב'],
      cards: ['1234', '9999'],
    });
    expect(unknownValues([], mapping, lists, { titleCard: '5678' }).cards).toEqual(['5678']);
  });

  it('decide the category and payment method of each row; a row without a choice gets the fallback', () => {
    const choices = { categories: { 'מזון ומשקאות': 'מזון וסופר' }, cards: { '1234': 'כרטיס אשראי' } };
    const bodies = rows.map((row, i) => {
      const r = rowToRecord('expense', row, i + 2, mapping, lists, 'שונות', choices);
      return r.ok ? [r.body.category, r.body.paymentMethod] : r.reason;
    });
    expect(bodies).toEqual([
      ['מזון וסופר', 'כרטיס אשראי'],
      ['שונות', 'כרטיס אשראי'],
      ['מזון וסופר', undefined],
      ['מזון וסופר', 'ביט'],
    ]);
    const noCardColumn = { ...mapping, card: -1 };
    const titled = rowToRecord(
      'expense',
      rows[0]!,
      2,
      noCardColumn,
      lists,
      'שונות',
      { categories: {}, cards: { '5678': 'ביט' } },
      { titleCard: '5678' },
    );
    expect(titled).toMatchObject({ ok: true, body: { paymentMethod: 'ביט' } });
  });
});

describe('Excel cells', () => {
  it('read as the text a CSV export holds', () => {
    expect(cellText(new Date(Date.UTC(2026, 2, 5)))).toBe('05/03/2026');
    expect(cellText(-450.5)).toBe('-450.5');
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(null)).toBe('');
    expect(cellText('שופרסל')).toBe('שופרסל');
  });
});
