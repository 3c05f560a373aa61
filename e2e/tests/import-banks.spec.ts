import { expect, test } from './support/test.js';
import writeXlsxFile from 'write-excel-file/node';
import { toWindows1255, xlsxCell } from './support/money-csv.js';
import { apiAs, signInWithCycle } from './support/money-session.js';
import { LEUMI_HEADER, maxHeader } from './support/issuer-headers.js';

/**
 * A November bank statement in each of the four big banks' layouts (made up here, no real account; CSV in
 * windows-1255 or UTF-8 with a byte-order mark, and XLSX), with a salary,
 * two ordinary debits (one of them at "מקס ברנר", a restaurant, not a card), the Max card's monthly charge and a
 * second card's charge — imported with the matching Max statement. Each purchase must count once: the card's from
 * its statement, the bank's own debits from the bank, and the cards' charges as transfers that no total reads.
 */
const CARD_PURCHASES: [string, string, string][] = [
  ['03-11-2026', 'קפה גרג', '12,50'],
  ['05-11-2026', 'שופרסל דיל', '1,250.00'],
  ['20-11-2026', 'זארה', '-50.25'],
];
const CARD_TOTAL = '1,212.25';
const BANK_DEBITS_AGOROT = 42030 + 8800;

interface Bank {
  id: string;
  header: string[];
  /** Where each of date, description, debit and credit sits in the header. */
  at: { date: number; text: number; debit: number; credit: number };
  otherCard: string;
  encoding: 'windows-1255' | 'utf-8-bom' | 'xlsx';
}

const BANKS: Bank[] = [
  {
    id: 'bank-leumi',
    header: LEUMI_HEADER,
    at: { date: 0, text: 2, debit: 4, credit: 5 },
    otherCard: 'לאומי קארד בע"מ',
    encoding: 'windows-1255',
  },
  {
    id: 'bank-hapoalim',
    header: ['תאריך', 'תיאור הפעולה', 'פרטים', 'אסמכתא', 'תאריך ערך', 'חובה', 'זכות', 'יתרה לאחר תנועה'],
    at: { date: 0, text: 1, debit: 5, credit: 6 },
    otherCard: 'ישראכרט בע"מ',
    encoding: 'utf-8-bom',
  },
  {
    id: 'bank-discount',
    header: ['תאריך', 'יום ערך', 'תיאור התנועה', 'אסמכתא', '₪ חובה', '₪ זכות', '₪ יתרה'],
    at: { date: 0, text: 2, debit: 4, credit: 5 },
    otherCard: 'כאל-כרטיסי אשראי',
    encoding: 'xlsx',
  },
  {
    id: 'bank-mizrahi',
    header: ['תאריך', 'תאריך ערך', 'סוג תנועה', 'אסמכתא', 'זכות', 'חובה', 'יתרה'],
    at: { date: 0, text: 2, debit: 5, credit: 4 },
    otherCard: 'אמריקן אקספרס',
    encoding: 'utf-8-bom',
  },
];

const csvLine = (row: string[]) =>
  row.map((cell) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
const encode = (rows: string[][], encoding: Exclude<Bank['encoding'], 'xlsx'>) => {
  const text = rows.map(csvLine).join('\r\n');
  return encoding === 'windows-1255' ? toWindows1255(text) : Buffer.from(`\uFEFF${text}`);
};

async function bankFile(bank: Bank) {
  const row = (date: string, text: string, debit: string, credit = '') => {
    const cells = bank.header.map(() => '');
    cells[bank.at.date] = date;
    cells[bank.at.text] = text;
    cells[bank.at.debit] = debit;
    cells[bank.at.credit] = credit;
    return cells;
  };
  const rows = [
    ['תנועות בחשבון 12-345-678901'],
    ['לתקופה 01/11/2026 - 30/11/2026'],
    bank.header,
    row('01/11/2026', 'משכורת', '', '12,500.00'),
    row('05/11/2026', 'חברת חשמל', '420.30'),
    row('09/11/2026', 'מקס ברנר', '88.00'),
    row('10/11/2026', 'מקס איט פיננסים', CARD_TOTAL),
    row('15/11/2026', bank.otherCard, '2,345.67'),
  ];
  if (bank.encoding === 'xlsx') {
    const buffer = await writeXlsxFile(rows.map((row) => row.map(xlsxCell))).toBuffer();
    const mimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return { name: `${bank.id}.xlsx`, mimeType, buffer };
  }
  return { name: `${bank.id}.csv`, mimeType: 'text/csv', buffer: encode(rows, bank.encoding) };
}

const maxStatement = {
  name: 'max.csv',
  mimeType: 'text/csv',
  buffer: encode(
    [
      ['כל המשתמשים (1)'],
      ['לחיוב ב-10/11/2026'],
      maxHeader(),
      ...CARD_PURCHASES.map(([date, name, charge]) => [date, name, 'שונות', '1234', 'רגילה', charge, '']),
      ['', 'סך הכל', '', '', '', CARD_TOTAL, ''],
    ],
    'utf-8-bom',
  ),
};

test.describe(
  'a bank account and its cards, each purchase once',
  { tag: ['@data-management', '@statistics'] },
  () => {
    for (const bank of BANKS) {
      test(`${bank.id}: the bank's debits and salary in one import, the cards' charges as transfers; with the Max statement November counts each purchase once`, async ({
        page,
        request,
      }) => {
        const user = await signInWithCycle(page, request, bank.id);
        await page.goto('/data-management?tab=importExport');
        const panel = page.getByTestId('import-panel');
        await panel.getByLabel('בחירת קובץ').setInputFiles(await bankFile(bank));
        await expect(panel.getByLabel('פורמט הקובץ')).toHaveValue(bank.id);
        const preview = panel.getByTestId('import-preview');
        await expect(preview.locator('tr', { hasText: 'מקס איט' })).toContainText('העברה לכרטיס, לא הוצאה');
        await expect(preview.locator('tr', { hasText: 'מקס ברנר' }).locator('[data-agorot]')).toHaveAttribute(
          'data-agorot',
          '8800',
        );
        await expect(panel.getByTestId('import-companion')).toHaveText(
          'מאותו קובץ ייובאו גם: הכנסה אחת, 2 העברות לכרטיסים.',
        );
        await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
        await expect(panel.getByTestId('import-imported')).toHaveText(
          'יובאו: 5 (מתוכן: הכנסה אחת, 2 העברות לכרטיסים)',
        );
        await expect(panel.getByTestId('import-failed')).toHaveText('נכשלו: 0');

        await panel.getByRole('button', { name: 'ייבוא קובץ נוסף' }).click();
        await panel.getByLabel('מה הקובץ מכיל').selectOption('expense');
        await panel.getByLabel('בחירת קובץ').setInputFiles(maxStatement);
        await expect(panel.getByLabel('פורמט הקובץ')).toHaveValue('max');
        const line = panel.getByTestId('import-reconciliation');
        await expect(line).toHaveAttribute('data-stated', '121225');
        await expect(line).toContainText('✓');
        await panel.getByRole('button', { name: 'ייבוא', exact: true }).click();
        await expect(panel.getByTestId('import-imported')).toHaveText('יובאו: 3');
        await expect(panel.getByTestId('import-summary').getByTestId('import-reconciliation')).toContainText(
          '✓',
        );

        const { statistics } = await apiAs<{ statistics: { totals: { outcomes: number; incomes: number } } }>(
          request,
          user,
          'GET',
          '/statistics?month=2026-11',
        );
        expect(Math.round(statistics.totals.outcomes * 100)).toBe(121225 + BANK_DEBITS_AGOROT);
        expect(statistics.totals.incomes).toBe(12500);
        const { transfers } = await apiAs<{ transfers: { to: string; amount: number }[] }>(
          request,
          user,
          'GET',
          '/transfers?month=2026-11',
        );
        expect(transfers.map((t) => t.amount).sort()).toEqual([1212.25, 2345.67]);
      });
    }
  },
);
