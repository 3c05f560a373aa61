import {
  asRefund,
  fromAgorot,
  isValidAmount,
  isValidExpenseAmount,
  readStatementAmount,
  toAgorot,
} from '@kaspit/domain';
import { nameKey } from '../../../shared/validate.js';
import { importedText, parseCsvDate, saysRefund } from './csv-values.js';
import { lastFour } from './header-row.js';

export type ImportKind = 'expense' | 'income';

export const TARGETS = {
  expense: ['date', 'amount', 'description', 'category', 'paymentMethod', 'card', 'type', 'notes'],
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
export const HEADER_WORDS: Record<Target, string[]> = {
  date: ['תאריך', 'date', 'תאריך עסקה', 'תאריך חיוב'],
  amount: ['סכום', 'amount', 'סכום חיוב', 'סכום עסקה', 'sum', 'price', 'מחיר'],
  description: ['תיאור', 'description', 'שם בית העסק', 'בית עסק', 'פירוט', 'details'],
  source: ['מקור', 'source', 'תיאור', 'description'],
  category: ['קטגוריה', 'category', 'ענף'],
  paymentMethod: ['אמצעי תשלום', 'payment method', 'paymentmethod'],
  card: ['4 ספרות אחרונות של כרטיס האשראי', 'ספרות אחרונות', 'כרטיס', 'card', 'מספר כרטיס'],
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
  /** An income's category must be one of these (absent: an imported income gets none). */
  incomeCategories?: string[];
  paymentMethods: string[];
}

/**
 * What the person chose for values the file has and their lists do not (remembered per user): an issuer's
 * category (by its `nameKey`) → one of their categories, a card's last 4 digits → one of their payment methods.
 */
export interface ImportChoices {
  categories: Record<string, string>;
  cards: Record<string, string>;
}

/** The file's own facts the rows lean on: the card its title lines name, for statements without a card column. */
export interface FileFacts {
  titleCard?: string;
}

export const NO_CHOICES: ImportChoices = { categories: {}, cards: {} };

/**
 * Why a row is not a record. `none`: no amount in the chosen column — in a bank export, a row of the other kind;
 * left out, not failed. `currency`: charged in a foreign currency, which Kaspit does not convert.
 */
export type RowProblem = 'date' | 'amount' | 'text' | 'currency' | 'none';

export type RowResult =
  | {
      ok: true;
      line: number;
      body: Record<string, unknown>;
      key: string;
      /** The signed amount in agorot (a refund below 0), for totals and checks without re-reading the body. */
      agorot: number;
    }
  | { ok: false; line: number; reason: RowProblem };

/** Each list's names by their key, made once per lists object: a 5,000-row file normalises its own cells only. */
const lookups = new WeakMap<
  Lists,
  {
    categories: Map<string, string>;
    incomeCategories: Map<string, string>;
    paymentMethods: Map<string, string>;
  }
>();
function lookupOf(lists: Lists) {
  let found = lookups.get(lists);
  if (!found) {
    const byKey = (list: string[]) => new Map(list.map((name) => [nameKey(name), name] as const));
    found = {
      categories: byKey(lists.categories),
      incomeCategories: byKey(lists.incomeCategories ?? []),
      paymentMethods: byKey(lists.paymentMethods),
    };
    lookups.set(lists, found);
  }
  return found;
}
const find = (list: Map<string, string>, value: string) => (value ? list.get(nameKey(value)) : undefined);

/** The fingerprint two records share when one is a copy of the other: date, amount and text. */
export const duplicateKey = (date: string, amount: number, text: string) =>
  `${date}|${toAgorot(amount)}|${nameKey(text)}`;

/**
 * One CSV row as a create body for `kind`, or why it cannot be one. A category the person does not have goes
 * through their choice for it, else to `fallbackCategory`; a payment method is the named one, else the choice for
 * the row's card (its own column, else the card the title lines name), else none.
 */
export function rowToRecord(
  kind: ImportKind,
  row: string[],
  line: number,
  mapping: Mapping,
  lists: Lists,
  fallbackCategory: string,
  choices: ImportChoices = NO_CHOICES,
  facts: FileFacts = {},
): RowResult {
  const cell = (t: Target) => importedText((mapping[t] ?? -1) >= 0 ? (row[mapping[t]!] ?? '').trim() : '');
  const rawAmount = cell('amount');
  if (rawAmount === '' && cell('date') !== '') return { ok: false, line, reason: 'none' };
  const date = parseCsvDate(cell('date'));
  if (!date) return { ok: false, line, reason: 'date' };
  const read = readStatementAmount(rawAmount);
  if (!read.ok) return { ok: false, line, reason: 'amount' };
  if (read.currency !== 'ILS') return { ok: false, line, reason: 'currency' };
  let agorot = read.agorot;
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
  const issuerCategory = cell('category');
  const category =
    kind === 'expense'
      ? (find(lookup.categories, issuerCategory) ??
        find(lookup.categories, choices.categories[nameKey(issuerCategory)] ?? ''))
      : find(lookup.incomeCategories, issuerCategory);
  const body: Record<string, unknown> = { date, amount, ...(notes ? { notes } : {}) };
  if (kind === 'expense') {
    const card = cell('card');
    const last4 = lastFour(card) ?? facts.titleCard;
    const paymentMethod =
      find(lookup.paymentMethods, cell('paymentMethod')) ??
      find(lookup.paymentMethods, card) ??
      (last4 ? find(lookup.paymentMethods, choices.cards[last4] ?? '') : undefined);
    Object.assign(body, {
      description: text,
      category: category ?? fallbackCategory,
      ...(paymentMethod ? { paymentMethod } : {}),
    });
  } else {
    Object.assign(body, { source: text, ...(category ? { category } : {}) });
  }
  return { ok: true, line, body, key: duplicateKey(date, amount, text), agorot };
}

/**
 * The values of the file the person's lists do not name, for them to choose for: issuer categories (as written,
 * first spelling of each) and cards' last 4 digits, each once, in order of appearance.
 */
export function unknownValues(
  rows: string[][],
  mapping: Mapping,
  lists: Lists,
  facts: FileFacts = {},
): { categories: string[]; cards: string[] } {
  const lookup = lookupOf(lists);
  const categories = new Map<string, string>();
  const cards = new Set<string>();
  const categoryColumn = mapping.category ?? -1;
  const cardColumn = mapping.card ?? -1;
  for (const row of rows) {
    if (categoryColumn >= 0) {
      const value = (row[categoryColumn] ?? '').trim().replace(/\s+/g, ' ');
      if (value && !find(lookup.categories, value) && !categories.has(nameKey(value))) {
        categories.set(nameKey(value), value);
      }
    }
    if (cardColumn >= 0) {
      const value = row[cardColumn] ?? '';
      const last4 = lastFour(value);
      if (last4 && !find(lookup.paymentMethods, value)) cards.add(last4);
    }
  }
  if (cards.size === 0 && facts.titleCard) cards.add(facts.titleCard);
  return { categories: [...categories.values()], cards: [...cards] };
}
