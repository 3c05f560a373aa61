import { describe, expect, it } from 'vitest';
import { csvField, detectDelimiter, parseCsv, toCsv } from './csv-parse.js';
import { parseCsvDate } from './csv-values.js';
import { decodeCsv } from './decode.js';
import { guessMapping, missingTargets, rowToRecord } from './mapping.js';

/** "קפה" in windows-1255: each Hebrew letter is one byte from 0xE0 (א). */
const WINDOWS_1255_COFFEE = new Uint8Array([0xf7, 0xf4, 0xe4]);

describe('decodeCsv', () => {
  it('reads UTF-8 (dropping a byte-order mark) and falls back to windows-1255', () => {
    expect(decodeCsv(new TextEncoder().encode('\uFEFFקפה,1'))).toEqual({ text: 'קפה,1', encoding: 'utf-8' });
    expect(decodeCsv(WINDOWS_1255_COFFEE)).toEqual({ text: 'קפה', encoding: 'windows-1255' });
  });
});

describe('parseCsv', () => {
  it('detects comma or tab, and honours quotes, doubled quotes, line breaks and CRLF', () => {
    expect(detectDelimiter('a\tb\tc,d\n1\t2')).toBe('\t');
    expect(detectDelimiter('"a\tb",c\n')).toBe(',');
    expect(
      parseCsv(
        'תאריך,תיאור,סכום\r\n01/03/2026,"קפה, ומאפה",12.5\r\n\r\n02/03/2026,"שורה\nשנייה ""ציטוט""",7\n',
      ),
    ).toEqual([
      ['תאריך', 'תיאור', 'סכום'],
      ['01/03/2026', 'קפה, ומאפה', '12.5'],
      ['02/03/2026', 'שורה\nשנייה "ציטוט"', '7'],
    ]);
    expect(parseCsv('a\tb\n1')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  it('writes what it reads', () => {
    const rows = [['a,b', 'c"d', 'e\nf', 12.5]];
    expect(parseCsv(toCsv(rows))).toEqual([['a,b', 'c"d', 'e\nf', '12.5']]);
    expect(csvField(null)).toBe('');
  });
});

describe('CSV values', () => {
  it('reads Israeli and ISO dates, and refuses impossible ones', () => {
    expect(parseCsvDate('31/03/2026')).toBe('2026-03-31');
    expect(parseCsvDate('1.3.26')).toBe('2026-03-01');
    expect(parseCsvDate('2026-02-28')).toBe('2026-02-28');
    expect(parseCsvDate('31/02/2026')).toBeUndefined();
    expect(parseCsvDate('2026-02-30')).toBeUndefined();
    expect(parseCsvDate('מחר')).toBeUndefined();
  });
});

describe('column mapping and rows', () => {
  const lists = { categories: ['מזון וסופר', 'שונות'], paymentMethods: ['ביט'] };
  const header = ['תאריך', 'תיאור', 'סכום', 'קטגוריה', 'אמצעי תשלום'];

  it('guesses the columns from Hebrew or English headers and names what is missing', () => {
    const mapping = guessMapping('expense', header);
    expect(mapping).toMatchObject({
      date: 0,
      description: 1,
      amount: 2,
      category: 3,
      paymentMethod: 4,
      notes: -1,
    });
    expect(missingTargets('expense', { date: 0 })).toEqual(['amount', 'description']);
    expect(guessMapping('income', ['Date', 'Amount', 'Source'])).toMatchObject({
      date: 0,
      amount: 1,
      source: 2,
    });
  });

  it('turns a row into a create body, falling back to a known category', () => {
    const mapping = guessMapping('expense', header);
    const row = rowToRecord(
      'expense',
      ['05/03/2026', ' סופר  שכונתי ', '₪1,200', 'מזון  וסופר', 'כרטיס זר'],
      2,
      mapping,
      lists,
      'שונות',
    );
    expect(row).toEqual({
      ok: true,
      line: 2,
      body: { date: '2026-03-05', amount: 1200, description: 'סופר שכונתי', category: 'מזון וסופר' },
      key: '2026-03-05|120000|סופר שכונתי',
      agorot: 120000,
    });
    const unknown = rowToRecord(
      'expense',
      ['05/03/2026', 'x', '5', 'אחר', 'ביט'],
      3,
      mapping,
      lists,
      'שונות',
    );
    expect(unknown).toMatchObject({ ok: true, body: { category: 'שונות', paymentMethod: 'ביט' } });
  });

  it("reads amounts with the expense form's rule: a decimal comma is agorot, money back in every written way", () => {
    const amountOf = (text: string) => {
      const result = rowToRecord(
        'expense',
        ['01/03/2026', 'קפה', text],
        2,
        { date: 0, description: 1, amount: 2 },
        lists,
        'שונות',
      );
      return result.ok ? result.agorot : result.reason;
    };
    expect(amountOf('12,50')).toBe(1250);
    expect(amountOf(' ₪1,234.50 ')).toBe(123450);
    expect(amountOf('1.250,00')).toBe(125000);
    expect(amountOf('-150.00')).toBe(-15000);
    expect(amountOf('150.00-')).toBe(-15000);
    expect(amountOf('(12)')).toBe(-1200);
    expect(amountOf('\u2212₪ 1,000')).toBe(-100000);
    expect(amountOf('--5')).toBe('amount');
    // Charged in dollars: Kaspit counts shekels and does not guess a rate.
    expect(amountOf('$12.50')).toBe('currency');
  });

  it('reports rows with a bad date, amount or text', () => {
    const mapping = guessMapping('expense', header);
    const reason = (cells: string[]) => {
      const r = rowToRecord('expense', cells, 9, mapping, lists, 'שונות');
      return r.ok ? 'ok' : r.reason;
    };
    expect(reason(['32/01/2026', 'x', '5'])).toBe('date');
    expect(reason(['01/01/2026', 'x', '0'])).toBe('amount');
    expect(reason(['01/01/2026', 'x', '1.234'])).toBe('amount');
    expect(reason(['01/01/2026', '', '5'])).toBe('text');
    expect(reason(['01/01/2026', 'x'.repeat(121), '5'])).toBe('text');
  });

  it('reads a refund as a negative expense: a minus sign, or "זיכוי" in its type or description', () => {
    const mapping = { ...guessMapping('expense', header), type: 5 };
    const amountOf = (amount: string, description = 'ספה', type = '') => {
      const r = rowToRecord(
        'expense',
        ['01/01/2026', description, amount, '', '', type],
        2,
        mapping,
        lists,
        'שונות',
      );
      return r.ok ? r.body.amount : r.reason;
    };
    expect(amountOf('-150.00')).toBe(-150);
    expect(amountOf('150.00', 'זיכוי ספה')).toBe(-150);
    expect(amountOf('-150.00', 'זיכוי ספה')).toBe(-150);
    expect(amountOf('150.00', 'ספה', 'זיכוי')).toBe(-150);
    expect(amountOf('1,200.50')).toBe(1200.5);
    expect(amountOf('-0')).toBe('amount');
    expect(amountOf('-10000000.01')).toBe('amount');
    expect(amountOf('-abc')).toBe('amount');
    const income = rowToRecord(
      'income',
      ['01/01/2026', 'x', '-5'],
      2,
      guessMapping('income', header),
      lists,
      '',
    );
    expect(income).toMatchObject({ ok: false, reason: 'amount' });
  });

  it('stores a formula-looking cell as its text, dropping the apostrophe an export put before it', () => {
    const mapping = { ...guessMapping('expense', header), notes: 5 };
    const body = (description: string, notes: string) => {
      const r = rowToRecord(
        'expense',
        ['01/01/2026', description, '5', '', '', notes],
        2,
        mapping,
        lists,
        'שונות',
      );
      return r.ok ? r.body : r.reason;
    };
    expect(body(`'=HYPERLINK("https://evil.example")`, "'+972 50")).toMatchObject({
      description: '=HYPERLINK("https://evil.example")',
      notes: '+972 50',
    });
    expect(body('=1+1', '@x')).toMatchObject({ description: '=1+1', notes: '@x' });
    // An apostrophe before anything else is the person's own text.
    expect(body("'80s", "'ok")).toMatchObject({ description: "'80s", notes: "'ok" });
  });
});
