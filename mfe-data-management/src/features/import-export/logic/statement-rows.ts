import {
  currencyIn,
  fromAgorot,
  installmentDate,
  readStatementAmount,
  type BillingCyclePeriod,
} from '@kaspit/domain';
import { nameKey } from '../../../shared/validate.js';
import { parseCsvDate } from './csv-values.js';
import {
  duplicateKey,
  guessMapping,
  rowToRecord,
  type FileFacts,
  type ImportChoices,
  type ImportKind,
  type Lists,
  type Mapping,
  type RowResult,
} from './mapping.js';
import { chargedCard, presetById, presetMapping, type IssuerPreset } from './presets.js';

/** A row that is part of the statement's layout, not a record: a section's header, a title or a total. */
export type LayoutRow =
  | { ok: false; line: number; reason: 'header' | 'note' }
  /** A row of another kind in a file that names each row's kind (an income or a recurring charge in an expense import). */
  | { ok: false; line: number; reason: 'otherKind'; kind: string }
  | { ok: false; line: number; reason: 'total'; agorot?: number; grand: boolean };

export type Good = Extract<RowResult, { ok: true }> & {
  /** The purchase date of an installment row, whose record is dated as Kaspit dates its own installments. */
  purchaseDate?: string;
  installment?: { number: number; total: number };
  /** The currency the purchase was made in, when not shekels (the charge is in shekels). */
  foreign?: string;
};

/**
 * A bank statement's debit that is a card's monthly charge: money moved to the card, whose own statement lists the
 * purchases. Stored as a transfer, never as an expense, so each purchase counts once.
 */
export interface TransferRow {
  ok: false;
  line: number;
  reason: 'transfer';
  to: string;
  body: Record<string, unknown>;
  key: string;
  agorot: number;
}

export const isTransfer = (row: StatementRow): row is TransferRow => !row.ok && row.reason === 'transfer';

/** A row that is not imported, with its amount cell as written (to show what a reconciliation misses). */
export type Failed = Extract<RowResult, { ok: false }> & { amountText?: string };

export type StatementRow = Good | Failed | LayoutRow | TransferRow;

/** A row that should have been a record and is not (layout rows and a bank file's other kind are not failures). */
export const isFailure = (row: StatementRow): row is Failed & { reason: Exclude<Failed['reason'], 'none'> } =>
  !row.ok && !['header', 'note', 'total', 'none', 'otherKind', 'transfer'].includes(row.reason);

export interface StatementInput {
  table: string[][];
  headerIndex: number;
  kind: ImportKind;
  /** The first section's mapping (the person's); later sections map their own header by the preset or a guess. */
  mapping: Mapping;
  presetId: string;
  knownHeaders: ReadonlySet<string>;
  lists: Lists;
  fallbackCategory: string;
  choices: ImportChoices;
  facts: FileFacts;
  cycle: BillingCyclePeriod;
  /** Words the person's catalogue adds to an installment row's notes: the plan's place and the purchase date. */
  installmentNote: (number: number, total: number, purchaseDate: string) => string;
}

// "סה"כ", "סה״כ", "סך הכל", "סך הכול", "Total" — a statement's total lines, never records.
const TOTAL_WORDS = /סה["״']{1,2}כ|סך[\s-]*הכו?ל|^\s*total\b/i;
// "תשלום 5 מתוך 6", "5 מתוך 6".
const INSTALLMENT_TEXT = /(\d{1,2})\s*מתוך\s*(\d{1,2})/;
// "5/6" only in a column that says it holds installments ("תשלום", "תשלומים", "מספר תשלום").
const INSTALLMENT_CELL = /^\s*(\d{1,2})\s*\/\s*(\d{1,2})\s*$/;
const INSTALLMENT_HEADER = /תשלום|תשלומים/;
// The currency a purchase was made in (the charge column stays in shekels): a column of its own, or the sign on
// the original amount ("$20.00").
const CURRENCY_HEADERS = ['מטבע מקור', 'מטבע עסקה מקורי', 'מטבע עסקה', 'מטבע העסקה', 'מטבע'].map(nameKey);
const ORIGINAL_AMOUNT_HEADERS = ['סכום מקור', 'סכום עסקה מקורי', 'סכום העסקה', 'סכום עסקה'].map(nameKey);

interface Section {
  mapping: Mapping;
  /** The column naming each row's kind (a Kaspit export's "סוג"), or -1. */
  kindColumn: number;
  installmentColumns: number[];
  currencyColumn: number;
  originalAmountColumn: number;
}

const firstOf = (keys: string[], names: string[], except: number | undefined) =>
  names.map((h) => keys.indexOf(h)).find((i) => i >= 0 && i !== except) ?? -1;

function sectionOf(header: string[], mapping: Mapping, preset: IssuerPreset | undefined): Section {
  const keys = header.map(nameKey);
  const used = new Set(Object.values(mapping));
  return {
    mapping,
    kindColumn: preset?.kindColumn ? keys.indexOf(nameKey(preset.kindColumn.header)) : -1,
    installmentColumns: keys.flatMap((k, i) => (INSTALLMENT_HEADER.test(k) && !used.has(i) ? [i] : [])),
    currencyColumn: firstOf(keys, CURRENCY_HEADERS, undefined),
    originalAmountColumn: firstOf(keys, ORIGINAL_AMOUNT_HEADERS, mapping.amount),
  };
}

/** The installment a row names ("תשלום 5 מתוך 6", or "5/6" in an installments column), or undefined. */
export function installmentOf(
  row: string[],
  section: Section,
): { number: number; total: number } | undefined {
  const skip = new Set([section.mapping.description, section.mapping.amount, section.mapping.date]);
  for (let i = 0; i < row.length; i++) {
    if (skip.has(i)) continue;
    const cell = row[i] ?? '';
    const match =
      INSTALLMENT_TEXT.exec(cell) ??
      (section.installmentColumns.includes(i) ? INSTALLMENT_CELL.exec(cell) : null);
    if (!match) continue;
    const number = Number(match[1]);
    const total = Number(match[2]);
    if (number >= 1 && total >= 2 && number <= total) return { number, total };
  }
  return undefined;
}

/** The currency a row's purchase was made in when it is not shekels, as the file writes it, or undefined. */
function foreignCurrency(row: string[], section: Section): string | undefined {
  const named = (row[section.currencyColumn] ?? '').trim();
  if (named) return currencyIn(named) === 'ILS' ? undefined : named;
  const original = currencyIn(row[section.originalAmountColumn] ?? '');
  return original && original !== 'ILS' ? original : undefined;
}

const filled = (row: string[]) => row.filter((cell) => cell.trim() !== '').length;

/** A total line's amount: the amount column's, else the last cell that reads as an amount. */
function totalAmount(row: string[], mapping: Mapping): number | undefined {
  const candidates = [row[mapping.amount ?? -1] ?? '', ...[...row].reverse()];
  for (const cell of candidates) {
    const read = readStatementAmount(cell);
    if (read.ok && read.currency === 'ILS' && /\d/.test(cell)) return read.agorot;
  }
  return undefined;
}

/**
 * Every row under the header, read section by section: a row holding two or more known column names starts a
 * new section with its own mapping (Isracard's "עסקאות בחו״ל"), a total line ("סה״כ") is a total, a lone title
 * line is a note, and an installment row ("תשלום 5 מתוך 6", bought on d) is dated d + 4 months as Kaspit dates
 * its own installment plans, so it lands in the billing month of the statement that charges it.
 */
export function readStatementRows(input: StatementInput): StatementRow[] {
  const { table, headerIndex, kind, knownHeaders, cycle } = input;
  const preset = presetById(input.presetId);
  let section = sectionOf(table[headerIndex] ?? [], input.mapping, preset);
  const rows: StatementRow[] = [];
  for (let index = headerIndex + 1; index < table.length; index++) {
    const row = table[index]!;
    const line = index + 1;
    const date = parseCsvDate(row[section.mapping.date ?? -1] ?? '');
    if (!date && row.filter((cell) => knownHeaders.has(nameKey(cell))).length >= 2) {
      const mapping = preset?.columns[kind] ? presetMapping(preset, kind, row) : guessMapping(kind, row);
      section = sectionOf(row, mapping, preset);
      rows.push({ ok: false, line, reason: 'header' });
      continue;
    }
    if (!date && row.some((cell) => TOTAL_WORDS.test(cell))) {
      const text = row.join(' ');
      rows.push({
        ok: false,
        line,
        reason: 'total',
        agorot: totalAmount(row, section.mapping),
        grand: /לחיוב/.test(text),
      });
      continue;
    }
    if (!date && filled(row) <= 1) {
      rows.push({ ok: false, line, reason: 'note' });
      continue;
    }
    const rowKind = section.kindColumn >= 0 ? (row[section.kindColumn] ?? '').trim() : '';
    if (rowKind && preset?.kindColumn && rowKind !== preset.kindColumn.values[kind]) {
      rows.push({ ok: false, line, reason: 'otherKind', kind: rowKind });
      continue;
    }
    const result = rowToRecord(
      kind,
      row,
      line,
      section.mapping,
      input.lists,
      input.fallbackCategory,
      input.choices,
      input.facts,
    );
    if (!result.ok) {
      rows.push({ ...result, amountText: row[section.mapping.amount ?? -1] ?? '' });
      continue;
    }
    const card =
      kind === 'expense' && preset ? chargedCard(preset, String(result.body.description)) : undefined;
    if (card && result.agorot > 0) {
      const { date, amount, description, notes } = result.body;
      const body = { date, amount, from: preset!.account ?? preset!.label, to: card, description, notes };
      rows.push({
        ok: false,
        line,
        reason: 'transfer',
        to: card,
        body,
        key: result.key,
        agorot: result.agorot,
      });
      continue;
    }
    const foreign = foreignCurrency(row, section);
    const installment = kind === 'expense' && !preset?.sharesDated ? installmentOf(row, section) : undefined;
    if (!installment) {
      rows.push({ ...result, ...(foreign ? { foreign } : {}) });
      continue;
    }
    const purchaseDate = result.body.date as string;
    const dated = installmentDate(purchaseDate, installment.number - 1, cycle);
    const note = input.installmentNote(installment.number, installment.total, purchaseDate);
    const notes = result.body.notes ? `${note} · ${String(result.body.notes)}` : note;
    const body = { ...result.body, date: dated, notes: notes.slice(0, 1000) };
    const text = String(result.body.description);
    rows.push({
      ...result,
      body,
      key: duplicateKey(dated, fromAgorot(result.agorot), text),
      purchaseDate,
      installment,
      ...(foreign ? { foreign } : {}),
    });
  }
  return rows;
}
