import { asRefund, fromAgorot, isValidAmount, isValidExpenseAmount, toAgorot } from '@kaspit/domain';
import { nameKey } from '../../lib/validate.js';
import { cleanCsvAmount, importedText, parseCsvDate, saysRefund } from './csv-values.js';

export type ImportKind = 'expense' | 'income';

export const TARGETS = {
  expense: ['date', 'amount', 'description', 'category', 'paymentMethod', 'type', 'notes'],
  income: ['date', 'amount', 'source', 'category', 'notes'],
} as const;

export type Target = (typeof TARGETS)[ImportKind][number];
/** Target field → column index (or -1 for none). */
export type Mapping = Partial<Record<Target, number>>;

const REQUIRED: Record<ImportKind, Target[]> = {
  expense: ['date', 'amount', 'description'],
  income: ['date', 'amount', 'source'],
};

/** Header words (Hebrew and English) that name each target, for a first guess the person can change. */
const HEADER_WORDS: Record<Target, string[]> = {
  date: ['תאריך', 'date', 'תאריך עסקה', 'תאריך חיוב'],
  amount: ['סכום', 'amount', 'סכום חיוב', 'סכום עסקה', 'sum', 'price', 'מחיר'],
  description: ['תיאור', 'description', 'שם בית העסק', 'בית עסק', 'פירוט', 'details'],
  source: ['מקור', 'source', 'תיאור', 'description'],
  category: ['קטגוריה', 'category', 'ענף'],
  paymentMethod: ['אמצעי תשלום', 'payment method', 'paymentmethod', 'כרטיס', 'card'],
  notes: ['הערות', 'notes', 'הערה', 'note'],
  type: ['סוג עסקה', 'סוג', 'type', 'transaction type'],
};

export function guessMapping(kind: ImportKind, header: string[]): Mapping {
  const keys = header.map(nameKey);
  const mapping: Mapping = {};
  for (const target of TARGETS[kind]) {
    const index = keys.findIndex((k) => HEADER_WORDS[target].some((w) => k === nameKey(w)));
    mapping[target] = index;
  }
  return mapping;
}

export const missingTargets = (kind: ImportKind, mapping: Mapping) =>
  REQUIRED[kind].filter((t) => (mapping[t] ?? -1) < 0);

export interface Lists {
  categories: string[];
  paymentMethods: string[];
}

export type RowResult =
  | { ok: true; line: number; body: Record<string, unknown>; key: string }
  | { ok: false; line: number; reason: 'date' | 'amount' | 'text' };

/** Each list's names by their key, made once per lists object: a 5,000-row file normalises its own cells only. */
const lookups = new WeakMap<
  Lists,
  { categories: Map<string, string>; paymentMethods: Map<string, string> }
>();
function lookupOf(lists: Lists) {
  let found = lookups.get(lists);
  if (!found) {
    const byKey = (list: string[]) => new Map(list.map((name) => [nameKey(name), name] as const));
    found = { categories: byKey(lists.categories), paymentMethods: byKey(lists.paymentMethods) };
    lookups.set(lists, found);
  }
  return found;
}
const find = (list: Map<string, string>, value: string) => (value ? list.get(nameKey(value)) : undefined);

/** The fingerprint two records share when one is a copy of the other: date, amount and text. */
export const duplicateKey = (date: string, amount: number, text: string) =>
  `${date}|${toAgorot(amount)}|${nameKey(text)}`;

/**
 * One CSV row as a create body for `kind`, or why it cannot be one. A category or payment method the person
 * does not have falls back to `fallbackCategory` / none, so an unknown bank category never fails a row.
 */
export function rowToRecord(
  kind: ImportKind,
  row: string[],
  line: number,
  mapping: Mapping,
  lists: Lists,
  fallbackCategory: string,
): RowResult {
  const cell = (t: Target) => importedText((mapping[t] ?? -1) >= 0 ? (row[mapping[t]!] ?? '').trim() : '');
  const date = parseCsvDate(cell('date'));
  if (!date) return { ok: false, line, reason: 'date' };
  let agorot: number;
  try {
    agorot = toAgorot(cleanCsvAmount(cell('amount')));
  } catch {
    return { ok: false, line, reason: 'amount' };
  }
  // A refund: written negative, or marked "זיכוי" by its type or description (then whatever sign it carries).
  if (kind === 'expense' && saysRefund(cell('type'), cell('description'))) agorot = asRefund(agorot);
  if (!(kind === 'expense' ? isValidExpenseAmount(agorot) : isValidAmount(agorot))) {
    return { ok: false, line, reason: 'amount' };
  }
  const amount = fromAgorot(agorot);
  const text = (kind === 'expense' ? cell('description') : cell('source')).replace(/\s+/g, ' ');
  const notes = cell('notes');
  if (!text || text.length > (kind === 'expense' ? 120 : 60) || notes.length > 1000) {
    return { ok: false, line, reason: 'text' };
  }
  const lookup = lookupOf(lists);
  const category = find(lookup.categories, cell('category'));
  const body: Record<string, unknown> = { date, amount, ...(notes ? { notes } : {}) };
  if (kind === 'expense') {
    const paymentMethod = find(lookup.paymentMethods, cell('paymentMethod'));
    Object.assign(body, {
      description: text,
      category: category ?? fallbackCategory,
      ...(paymentMethod ? { paymentMethod } : {}),
    });
  } else {
    Object.assign(body, { source: text, ...(category ? { category } : {}) });
  }
  return { ok: true, line, body, key: duplicateKey(date, amount, text) };
}
