import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import writeXlsxFile from 'write-excel-file/node';
import { toWindows1255 } from './support/money-csv.js';
import { apiAs, signInWithCycle, type MoneyUser } from './support/money-session.js';
import { CAL_HEADER, ISRACARD_DOMESTIC_HEADER, LEUMI_HEADER, maxHeader } from './support/issuer-headers.js';

type Stored = { description: string; amount: number; category: string; paymentMethod?: string; date: string };

/** Sample statements made here, in each issuer's layout (no real card data). */
const MAX_HEADER = maxHeader('מטבע חיוב');

/** A CSV line, quoting the cells that hold a comma (amounts with thousands separators). */
const csvLine = (row: string[]) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',');

async function pick(page: Page, name: string, buffer: Buffer, mimeType = 'text/csv') {
  await page.goto('/data-management?tab=importExport');
  const panel = page.getByTestId('import-panel');
  await panel.getByLabel('בחירת קובץ').setInputFiles({ name, mimeType, buffer });
  await expect(panel.getByTestId('import-encoding')).toContainText(name);
  return panel;
}

async function importAndList(
  page: Page,
  user: MoneyUser,
  request: Parameters<typeof apiAs>[0],
  count: number,
) {
  const panel = page.getByTestId('import-panel');
  await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
  await expect(panel.getByTestId('import-imported')).toHaveText(`יובאו: ${count}`);
  const { outcomes } = await apiAs<{ outcomes: Stored[] }>(
    request,
    user,
    'GET',
    '/outcomes?from=2026-01-01&to=2026-12-31',
  );
  return outcomes;
}

test(
  'a Max statement with two title lines: the header row and layout are found, its categories and card are matched and remembered',
  { tag: ['@data-management'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'max');
    const statement = (rows: string[][]) =>
      toWindows1255([['כל המשתמשים (1)'], ['04/2026'], MAX_HEADER, ...rows].map(csvLine).join('\r\n'));
    const panel = await pick(
      page,
      'max.csv',
      statement([
        ['03-04-2026', 'שופרסל דיל', 'מזון ומשקאות', '1234', 'רגילה', '250.40', 'ILS', ''],
        ['05-04-2026', 'שופרסל דיל', 'מזון ומשקאות', '1234', 'זיכוי', '-40.00', 'ILS', ''],
        ['07-04-2026', 'פז אפליקציה', 'רכב ותחבורה', '1234', 'רגילה', '180.00', 'ILS', ''],
      ]),
    );
    await expect(panel.getByLabel('שורת הכותרות')).toHaveValue('2');
    await expect(panel.getByLabel('פורמט הקובץ')).toHaveValue('max');
    await expect(panel.getByLabel('סכום', { exact: true })).toHaveValue('5');
    await expect(panel.getByLabel('4 ספרות של הכרטיס')).toHaveValue('3');

    await panel.getByLabel('קטגוריה בקובץ: מזון ומשקאות').selectOption('מזון וסופר');
    await panel.getByLabel('קטגוריה בקובץ: רכב ותחבורה').selectOption('תחבורה ודלק');
    await panel.getByLabel('כרטיס המסתיים ב-1234').selectOption('כרטיס אשראי');
    const first = await importAndList(page, user, request, 3);
    expect(first.map((o) => [o.description, o.amount, o.category, o.paymentMethod]).sort()).toEqual([
      ['פז אפליקציה', 180, 'תחבורה ודלק', 'כרטיס אשראי'],
      ['שופרסל דיל', -40, 'מזון וסופר', 'כרטיס אשראי'],
      ['שופרסל דיל', 250.4, 'מזון וסופר', 'כרטיס אשראי'],
    ]);

    // The next month's statement, after a reload: the choices were remembered for this person.
    await page.reload();
    const next = await pick(
      page,
      'max-may.csv',
      statement([['02-05-2026', 'רמי לוי', 'מזון ומשקאות', '1234', 'רגילה', '99.90', 'ILS', '']]),
    );
    await expect(next.getByLabel('קטגוריה בקובץ: מזון ומשקאות')).toHaveValue('מזון וסופר');
    await expect(next.getByLabel('כרטיס המסתיים ב-1234')).toHaveValue('כרטיס אשראי');
    const all = await importAndList(page, user, request, 1);
    expect(all.find((o) => o.description === 'רמי לוי')).toMatchObject({
      category: 'מזון וסופר',
      paymentMethod: 'כרטיס אשראי',
    });
  },
);

test(
  'a Cal statement names its card only in a title line; an Isracard XLSX export imports too',
  { tag: ['@data-management'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'cal');
    const cal = [
      ['פירוט עסקאות לכרטיס ויזה המסתיים ב-5678'],
      ['לתקופה 01/03/2026 - 31/03/2026'],
      CAL_HEADER,
      ['04/03/26', 'סופר פארם', '89.90', '89.90', 'רגילה', 'פארם', ''],
      ['09/03/26', 'איקאה', '1,200.00', '400.00', 'תשלומים', 'ריהוט', 'תשלום 1 מתוך 3'],
    ];
    const panel = await pick(page, 'cal.csv', Buffer.from(`\uFEFF${cal.map(csvLine).join('\n')}`));
    await expect(panel.getByLabel('פורמט הקובץ')).toHaveValue('cal');
    await panel.getByLabel('כרטיס המסתיים ב-5678').selectOption('כרטיס אשראי');
    await panel.getByLabel('קטגוריה בקובץ: פארם').selectOption('בריאות');
    const fromCal = await importAndList(page, user, request, 2);
    expect(fromCal.map((o) => [o.description, o.amount, o.category, o.paymentMethod]).sort()).toEqual([
      ['איקאה', 400, 'שונות', 'כרטיס אשראי'],
      ['סופר פארם', 89.9, 'בריאות', 'כרטיס אשראי'],
    ]);

    const isracard = await writeXlsxFile([
      [{ value: 'אמריקן אקספרס זהב - 9012' }],
      [{ value: 'עסקאות למועד חיוב 02/04/2026' }],
      ISRACARD_DOMESTIC_HEADER.map((value) => ({ value })),
      [
        { value: new Date(Date.UTC(2026, 2, 15)), type: Date, format: 'dd/mm/yyyy' },
        { value: 'אל על' },
        { value: 2300 },
        { value: '₪' },
        { value: 2300 },
        { value: '₪' },
        { value: '12345' },
        { value: 'תשלום 1 מתוך 1' },
      ],
      [
        { value: new Date(Date.UTC(2026, 2, 18)), type: Date, format: 'dd/mm/yyyy' },
        { value: 'אל על' },
        { value: -450.5 },
        { value: '₪' },
        { value: -450.5 },
        { value: '₪' },
        { value: '12346' },
        { value: 'זיכוי' },
      ],
    ]).toBuffer();
    await page.getByTestId('import-panel').getByRole('button', { name: 'ייבוא קובץ נוסף' }).click();
    const xlsx = await pick(
      page,
      'isracard.xlsx',
      isracard,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    await expect(xlsx.getByTestId('import-encoding')).toContainText('xlsx');
    await expect(xlsx.getByLabel('פורמט הקובץ')).toHaveValue('isracard');
    await xlsx.getByLabel('כרטיס המסתיים ב-9012').selectOption('כרטיס אשראי');
    const all = await importAndList(page, user, request, 2);
    expect(
      all
        .filter((o) => o.description === 'אל על')
        .map((o) => [o.date, o.amount, o.paymentMethod])
        .sort(),
    ).toEqual([
      ['2026-03-15', 2300, 'כרטיס אשראי'],
      ['2026-03-18', -450.5, 'כרטיס אשראי'],
    ]);
  },
);

test(
  'a bank current-account export: one import gives expenses from the debit column and incomes from the credit column; a header chosen by hand',
  { tag: ['@data-management'] },
  async ({ page, request }) => {
    const user = await signInWithCycle(page, request, 'bank');
    const bank = [
      ['תנועות בחשבון 12-345-678901'],
      LEUMI_HEADER,
      ['01/06/2026', '01/06/2026', 'משכורת', '111', '', '12,500.00', '15,000.00'],
      ['02/06/2026', '02/06/2026', 'חברת חשמל', '112', '420.30', '', '14,579.70'],
      ['03/06/2026', '03/06/2026', 'ועד בית', '113', '150.00', '', '14,429.70'],
    ];
    const csv = toWindows1255(bank.map(csvLine).join('\r\n'));
    const panel = await pick(page, 'bank.csv', csv);
    await expect(panel.getByLabel('פורמט הקובץ')).toHaveValue('bank-leumi');
    await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
    // One import gives both kinds: the debits as expenses and the salary as an income.
    await expect(panel.getByTestId('import-imported')).toHaveText('יובאו: 3 (מתוכן: הכנסה אחת)');
    await expect(panel.getByTestId('import-ignored')).toHaveCount(0);
    await expect(panel.getByTestId('import-failed')).toHaveText('נכשלו: 0');

    await panel.getByRole('button', { name: 'ייבוא קובץ נוסף' }).click();
    await panel.getByLabel('מה הקובץ מכיל').selectOption('income');
    await panel
      .getByLabel('בחירת קובץ')
      .setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: csv });
    await expect(panel.getByLabel('סכום', { exact: true })).toHaveValue('5');
    await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
    // Read as an income file, the same statement stores nothing twice.
    await expect(panel.getByTestId('import-imported')).toHaveText('יובאו: 0');
    const { incomes } = await apiAs<{ incomes: { source: string; amount: number }[] }>(
      request,
      user,
      'GET',
      '/incomes?from=2026-06-01&to=2026-06-30',
    );
    expect(incomes.map((i) => [i.source, i.amount])).toEqual([['משכורת', 12500]]);

    // Column names no preset or guess knows: the person picks the header row, then the columns.
    await panel.getByRole('button', { name: 'ייבוא קובץ נוסף' }).click();
    await panel.getByLabel('מה הקובץ מכיל').selectOption('expense');
    const odd = ['דוח שנתי,2026', 'הופק ב-2026', 'יום,פירוט,חיוב', '04/06/2026,מאפייה,32.00'].join('\n');
    await panel
      .getByLabel('בחירת קובץ')
      .setInputFiles({ name: 'odd.csv', mimeType: 'text/csv', buffer: Buffer.from(odd) });
    await panel.getByLabel('שורת הכותרות').selectOption('2');
    await panel.getByLabel('תאריך', { exact: true }).selectOption({ label: 'יום' });
    await panel.getByLabel('תיאור', { exact: true }).selectOption({ label: 'פירוט' });
    await panel.getByLabel('סכום', { exact: true }).selectOption({ label: 'חיוב' });
    await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
    await expect(panel.getByTestId('import-imported')).toHaveText('יובאו: 1');
  },
);
