import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import writeXlsxFile from 'write-excel-file/node';
import { toWindows1255, xlsxCell } from './support/money-csv.js';
import { apiAs, signInWithCycle } from './support/money-session.js';
import {
  CAL_HEADER,
  ISRACARD_ABROAD_HEADER,
  ISRACARD_DOMESTIC_HEADER,
  maxHeader,
} from './support/issuer-headers.js';

/**
 * One November statement, written in each issuer's own layout (made up here, no real card data): a decimal comma,
 * thousands commas, payment 5 of 6 of a plan bought in July, a refund, a purchase in dollars charged in shekels,
 * title lines with the charge date and the file's own total. Whatever the layout, November must hold exactly the
 * file's total after the import, and the import must say so before and after writing.
 */
interface Purchase {
  day: [number, number];
  name: string;
  charge: string;
  original?: string;
  currency?: 'USD';
  installment?: [number, number];
  refund?: boolean;
}

const PURCHASES: Purchase[] = [
  { day: [3, 11], name: 'קפה גרג', charge: '12,50' },
  { day: [5, 11], name: 'שופרסל דיל', charge: '1,250.00' },
  { day: [15, 7], name: 'מחסני חשמל', charge: '300.00', original: '1,800.00', installment: [5, 6] },
  { day: [20, 11], name: 'זארה', charge: '-50.25', refund: true },
  { day: [7, 11], name: 'AMAZON', charge: '74.10', original: '20.00', currency: 'USD' },
];
const TOTAL = '1,586.35';
const TOTAL_AGOROT = 158635;
const DOMESTIC_TOTAL = '1,512.25';
const ABROAD_TOTAL = '74.10';

const two = (n: number) => String(n).padStart(2, '0');
const date = ([d, m]: [number, number], sep = '/', shortYear = false) =>
  `${two(d)}${sep}${two(m)}${sep}${shortYear ? '26' : '2026'}`;
const note = (p: Purchase) => (p.installment ? `תשלום ${p.installment[0]} מתוך ${p.installment[1]}` : '');
const kind = (p: Purchase) => (p.refund ? 'זיכוי' : p.installment ? 'תשלומים' : 'רגילה');

type Format = 'windows-1255' | 'utf-8-bom' | 'xlsx';
interface Layout {
  issuer: string;
  preset: string;
  format: Format;
  table: string[][];
}

const max = (format: Format): Layout => ({
  issuer: `Max ${format}`,
  preset: 'max',
  format,
  table: [
    ['כל המשתמשים (1)'],
    ['לחיוב ב-02/12/2026'],
    maxHeader('מטבע חיוב', 'סכום עסקה מקורי', 'מטבע עסקה מקורי', 'תאריך חיוב'),
    ...PURCHASES.map((p) => [
      date(p.day, '-'),
      p.name,
      'שונות',
      '1234',
      kind(p),
      p.charge,
      '₪',
      p.original ?? p.charge,
      p.currency ?? '₪',
      '02-12-2026',
      note(p),
    ]),
    ['', 'סך הכל', '', '', '', TOTAL, '₪', '', '', '', ''],
  ],
});

const cal = (format: Format, title: string): Layout => ({
  issuer: `${title} ${format}`,
  preset: 'cal',
  format,
  table: [
    [`פירוט עסקאות ל${title} המסתיים ב-5678`],
    ['עסקאות למועד חיוב 02/12/2026'],
    CAL_HEADER,
    ...PURCHASES.map((p) => [
      date(p.day, '/', true),
      p.name,
      p.currency ? `$${p.original}` : (p.original ?? p.charge),
      p.charge,
      kind(p),
      'שונות',
      note(p),
    ]),
    ['סה"כ לחיוב', '', '', TOTAL, '', '', ''],
  ],
});

/** Isracard and American Express: a domestic section, then "עסקאות בחו״ל" with its own header, each with a total. */
const isracard = (format: Format, title: string, refund: (charge: string) => string): Layout => ({
  issuer: `${title} ${format}`,
  preset: 'isracard',
  format,
  table: [
    [`${title} - 9012`],
    ['מועד חיוב: 02/12/2026'],
    ISRACARD_DOMESTIC_HEADER,
    ...PURCHASES.filter((p) => !p.currency).map((p) => [
      date(p.day),
      p.name,
      p.original ?? p.charge,
      '₪',
      p.refund ? refund(p.charge.slice(1)) : p.charge,
      '₪',
      '1000',
      p.refund ? 'זיכוי' : note(p),
    ]),
    ['', 'סה"כ', '', '', DOMESTIC_TOTAL, '', '', ''],
    ['עסקאות בחו"ל'],
    ISRACARD_ABROAD_HEADER,
    ...PURCHASES.filter((p) => p.currency).map((p) => [
      date(p.day),
      '02/12/2026',
      p.name,
      p.original!,
      p.currency!,
      p.charge,
      '₪',
      '2000',
      '',
    ]),
    ['', '', 'סה"כ', '', '', ABROAD_TOTAL, '', '', ''],
  ],
});

const leumiCard = (format: Format): Layout => ({
  issuer: `Leumi Card ${format}`,
  preset: 'leumi-card',
  format,
  table: [
    ['לאומי קארד - פירוט חיובים'],
    ['לחיוב ב-02/12/2026'],
    ['תאריך העסקה', 'שם בית העסק', 'קטגוריה', 'סכום העסקה', 'מטבע', 'סכום חיוב ₪', 'סוג עסקה', 'הערות'],
    ...PURCHASES.map((p) => [
      date(p.day, '.'),
      p.name,
      'שונות',
      p.original ?? p.charge,
      p.currency ?? 'ש"ח',
      p.charge,
      kind(p),
      note(p),
    ]),
    ['', 'סה"כ', '', '', '', TOTAL, '', ''],
  ],
});

const LAYOUTS: Layout[] = [
  max('windows-1255'),
  max('xlsx'),
  cal('utf-8-bom', 'כרטיס ויזה'),
  cal('windows-1255', 'כרטיס דיינרס'),
  isracard('windows-1255', 'ישראכרט זהב', (charge) => `${charge}-`),
  isracard('xlsx', 'אמריקן אקספרס זהב', (charge) => `(${charge})`),
  leumiCard('utf-8-bom'),
];

/** A CSV line as Excel writes it: cells holding a comma or a quote are quoted, quotes doubled. */
const csvLine = (row: string[]) =>
  row.map((cell) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');

async function fileOf(layout: Layout): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  if (layout.format === 'xlsx') {
    const buffer = await writeXlsxFile(layout.table.map((row) => row.map(xlsxCell))).toBuffer();
    return {
      name: 'statement.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    };
  }
  const text = layout.table.map(csvLine).join('\r\n');
  const buffer = layout.format === 'windows-1255' ? toWindows1255(text) : Buffer.from(`\uFEFF${text}`);
  return { name: 'statement.csv', mimeType: 'text/csv', buffer };
}

async function expectReconciled(page: Page) {
  const line = page.getByTestId('import-panel').getByTestId('import-reconciliation');
  await expect(line).toHaveAttribute('data-stated', String(TOTAL_AGOROT));
  await expect(line).toHaveAttribute('data-counted', String(TOTAL_AGOROT));
  await expect(line).toContainText('✓');
}

test.describe('card statements, to the agora', { tag: ['@data-management'] }, () => {
  for (const layout of LAYOUTS) {
    test(`${layout.issuer}: November holds exactly the file's total, and the import says ✓`, async ({
      page,
      request,
    }) => {
      const user = await signInWithCycle(page, request, `statement-${layout.preset}`);
      await page.goto('/data-management?tab=importExport');
      const panel = page.getByTestId('import-panel');
      await panel.getByLabel('בחירת קובץ').setInputFiles(await fileOf(layout));
      await expect(panel.getByLabel('פורמט הקובץ')).toHaveValue(layout.preset);
      await expectReconciled(page);

      const preview = panel.getByTestId('import-preview');
      const share = preview.locator('tr', { hasText: 'מחסני חשמל' });
      await expect(share).toContainText('15.11.2026');
      await expect(share).toContainText('5/6');
      await expect(share).toContainText('נרכש ב-15.07.2026');
      await expect(preview.locator('tr', { hasText: 'קפה גרג' }).locator('[data-agorot]')).toHaveAttribute(
        'data-agorot',
        '1250',
      );
      await expect(preview.locator('tr', { hasText: 'AMAZON' })).toHaveAttribute(
        'data-suspicious',
        /foreign/,
      );
      await expect(panel.getByTestId('import-statement-facts')).toContainText('01.11.2026–30.11.2026');
      await expect(panel.getByTestId('import-statement-facts')).toContainText('02.12.2026');

      await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
      await expect(panel.getByTestId('import-imported')).toHaveText(`יובאו: ${PURCHASES.length}`);
      await expect(panel.getByTestId('import-failed')).toHaveText('נכשלו: 0');
      await expectReconciled(page);

      const { statistics } = await apiAs<{ statistics: { totals: { outcomes: number } } }>(
        request,
        user,
        'GET',
        '/statistics?month=2026-11',
      );
      expect(Math.round(statistics.totals.outcomes * 100)).toBe(TOTAL_AGOROT);
    });
  }
});

test.describe("Kaspit's own export imported back", { tag: ['@data-management'] }, () => {
  test('the "סוג" column is read: expenses as expenses, incomes as incomes, a month\'s recurring charges left out with a pointer to the backup', async ({
    page,
    request,
  }) => {
    const user = await signInWithCycle(page, request, 'kaspit-export');
    const exported = [
      ['סוג', 'תאריך', 'תיאור', 'סכום', 'קטגוריה', 'אמצעי תשלום', 'תשלום', 'הערות'],
      ['הוצאה', '2026-11-12', 'מקרר', '400', 'שונות', '', '2/3', ''],
      ['הוצאה', '2026-11-14', 'קפה', '12.5', 'שונות', '', '', ''],
      ['הכנסה', '2026-11-10', 'משכורת', '12345.67', '', '', '', ''],
      ['תשלום קבוע', '2026-11-05', 'נטפליקס', '59.9', 'שונות', '', '', ''],
    ];
    const csv = Buffer.from(`\uFEFF${exported.map(csvLine).join('\r\n')}\r\n`);
    const file = { name: 'kaspit-export.csv', mimeType: 'text/csv', buffer: csv };
    await page.goto('/data-management?tab=importExport');
    const panel = page.getByTestId('import-panel');
    await panel.getByLabel('בחירת קובץ').setInputFiles(file);
    await expect(panel.getByLabel('פורמט הקובץ')).toHaveValue('kaspit');
    await expect(panel.getByTestId('import-kaspit-export')).toContainText('שחזור מגיבוי של כספית');
    await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
    await expect(panel.getByTestId('import-imported')).toHaveText('יובאו: 3 (מתוכן: הכנסה אחת)');
    await expect(panel.getByTestId('import-other-kind')).toHaveText('לא יובאו (שורות מסוג אחר): 1');
    await expect(panel.getByTestId('import-failed')).toHaveText('נכשלו: 0');

    // Read as an income file, the same export stores nothing twice.
    await panel.getByRole('button', { name: 'ייבוא קובץ נוסף' }).click();
    await panel.getByLabel('מה הקובץ מכיל').selectOption('income');
    await panel.getByLabel('בחירת קובץ').setInputFiles(file);
    await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
    await expect(panel.getByTestId('import-imported')).toHaveText('יובאו: 0');

    const { statistics } = await apiAs<{ statistics: { totals: { outcomes: number; incomes: number } } }>(
      request,
      user,
      'GET',
      '/statistics?month=2026-11',
    );
    // The share stays on its own date and amount; the salary is an income, not an expense of −12,345.67.
    expect(statistics.totals).toMatchObject({ outcomes: 412.5, incomes: 12345.67 });
  });
});
