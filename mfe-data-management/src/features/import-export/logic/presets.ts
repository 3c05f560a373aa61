import { nameKey } from '../../../shared/validate.js';
import { exportTexts } from '../../../messages.js';
import type { ImportKind, Mapping, Target } from './mapping.js';

/**
 * The column layouts of Israeli card issuers' and banks' transaction exports, as their "export to Excel" files name
 * the columns (the names vary a little between years and between the web site and the app, so each target lists
 * the spellings seen). What each one assumes is written beside it. None is guaranteed: the person sees the
 * mapping a preset makes and can change any column.
 */
export interface IssuerPreset {
  id: string;
  /** The name a person knows it by. */
  label: string;
  /** Per import kind, the header names that map to each target, most specific first. */
  columns: Partial<Record<ImportKind, Partial<Record<Target, string[]>>>>;
  /**
   * A column saying what each row is, and the value each import kind takes; rows of another value (another kind,
   * a recurring payment) are left out, not failed.
   */
  kindColumn?: { header: string; values: Record<ImportKind, string> };
  /** Installment rows are already dated on their own charge (a Kaspit export), so they are not re-dated. */
  sharesDated?: boolean;
  /**
   * The file holds both kinds (a Kaspit export's "סוג", a bank's debit and credit columns): one import stores the
   * chosen kind's rows and the other kind's too, each as what it is.
   */
  bothKinds?: boolean;
  /** A bank account: the name its transfers leave from. */
  account?: string;
  /** The card issuers whose monthly charge a debit row may be: such a row is a transfer to the card. */
  cardCharges?: readonly CardCharge[];
}

export interface CardCharge {
  /** The card, as a transfer names where the money went. */
  card: string;
  /** How a bank statement's description names its charge (whole words, any case). */
  words: string[];
}

/**
 * Card issuers as a bank statement names their monthly charge ("ישראכרט בע\"מ", "מקס איט פיננסים", "כאל-כרטיסי
 * אשראי"). Whole words only, and no bare "מקס": a restaurant called "מקס ברנר" is a purchase, not a card.
 */
export const CARD_CHARGES: readonly CardCharge[] = [
  { card: 'ישראכרט', words: ['ישראכרט', 'isracard'] },
  { card: 'אמריקן אקספרס', words: ['אמריקן אקספרס', 'אמריקן אקספ', 'אמקס', 'american express', 'amex'] },
  { card: 'מקס', words: ['מקס איט', 'מקס-איט', 'max it', 'max-it'] },
  { card: 'לאומי קארד', words: ['לאומי קארד', 'לאומיקארד', 'leumi card'] },
  { card: 'כאל', words: ['כאל', 'כ.א.ל', 'ויזה כאל', 'cal'] },
  { card: 'דיינרס', words: ['דיינרס', 'diners'] },
];

/** A bank account's columns: the same date column, its own description, debit, credit and reference names. */
function bankColumns(description: string[], debit: string[], credit: string[], notes: string[]) {
  return {
    expense: { date: ['תאריך'], description, amount: debit, notes },
    income: { date: ['תאריך'], source: description, amount: credit, notes },
  };
}

export const ISSUER_PRESETS: readonly IssuerPreset[] = [
  {
    // Kaspit's own CSV export: one sheet of expenses, incomes and recurring charges told apart by "סוג";
    // installment shares are already dated on their own months. The JSON export is the full backup.
    id: 'kaspit',
    label: 'ייצוא של כספית',
    kindColumn: {
      header: exportTexts.columns[0],
      values: { expense: exportTexts.types.expense, income: exportTexts.types.income },
    },
    sharesDated: true,
    bothKinds: true,
    columns: {
      expense: {
        date: [exportTexts.columns[1]],
        description: [exportTexts.columns[2]],
        amount: [exportTexts.columns[3]],
        category: [exportTexts.columns[4]],
        paymentMethod: [exportTexts.columns[5]],
        notes: [exportTexts.columns[7]],
      },
      income: {
        date: [exportTexts.columns[1]],
        source: [exportTexts.columns[2]],
        amount: [exportTexts.columns[3]],
        category: [exportTexts.columns[4]],
        notes: [exportTexts.columns[7]],
      },
    },
  },
  {
    // Max (formerly Leumi Card), "פירוט עסקאות" export: one sheet, title lines with the account and the month
    // above the header; the charge in ₪ is "סכום חיוב"; refunds are negative or typed "זיכוי".
    id: 'max',
    label: 'מקס (Max)',
    columns: {
      expense: {
        date: ['תאריך עסקה'],
        description: ['שם בית העסק'],
        amount: ['סכום חיוב'],
        category: ['קטגוריה'],
        card: ['4 ספרות אחרונות של כרטיס האשראי'],
        type: ['סוג עסקה'],
        notes: ['הערות'],
      },
    },
  },
  {
    // Cal (Visa Cal / Diners), "פירוט עסקאות" export: title lines naming the card ("…המסתיים ב-1234"), then the
    // header; the charge is "סכום חיוב"; the issuer's category column is "ענף"; no card column.
    id: 'cal',
    label: 'כאל / דיינרס (Cal)',
    columns: {
      expense: {
        date: ['תאריך העסקה', 'תאריך עסקה'],
        description: ['שם בית העסק', 'שם בית עסק'],
        amount: ['סכום החיוב', 'סכום חיוב'],
        category: ['ענף'],
        type: ['סוג העסקה', 'סוג עסקה'],
        notes: ['הערות', 'פירוט נוסף'],
      },
    },
  },
  {
    // Isracard and American Express (one company, one layout): title lines with the card's name and last digits,
    // then "תאריך רכישה", "שם בית עסק", "סכום עסקה", "סכום חיוב"; no category column; "פירוט נוסף" as notes.
    id: 'isracard',
    label: 'ישראכרט / אמריקן אקספרס',
    columns: {
      expense: {
        date: ['תאריך רכישה'],
        description: ['שם בית עסק'],
        amount: ['סכום חיוב'],
        notes: ['פירוט נוסף'],
      },
    },
  },
  {
    // Leumi Card's older export (before the Max brand): like Max's, with "סכום חיוב ₪" and "תאריך העסקה".
    id: 'leumi-card',
    label: 'לאומי קארד',
    columns: {
      expense: {
        date: ['תאריך העסקה'],
        description: ['שם בית העסק'],
        amount: ['סכום חיוב ₪', 'סכום חיוב'],
        category: ['קטגוריה', 'ענף'],
        card: ['4 ספרות אחרונות של כרטיס האשראי', 'כרטיס'],
        type: ['סוג עסקה'],
        notes: ['הערות'],
      },
    },
  },
  // Bank current-account exports: title lines naming the account above the header, a debit column and a credit
  // column instead of one signed amount. One import reads expenses from the debit column and incomes from the
  // credit column; a debit whose description names a card issuer is that card's monthly charge, a transfer to it.
  {
    id: 'bank-leumi',
    label: 'בנק לאומי — עובר ושב',
    account: 'בנק לאומי',
    bothKinds: true,
    cardCharges: CARD_CHARGES,
    columns: bankColumns(['תיאור'], ['בחובה'], ['בזכות'], ['אסמכתא']),
  },
  {
    id: 'bank-hapoalim',
    label: 'בנק הפועלים — עובר ושב',
    account: 'בנק הפועלים',
    bothKinds: true,
    cardCharges: CARD_CHARGES,
    columns: bankColumns(['תיאור הפעולה', 'הפעולה'], ['חובה'], ['זכות'], ['פרטים', 'אסמכתא']),
  },
  {
    id: 'bank-discount',
    label: 'בנק דיסקונט — עובר ושב',
    account: 'בנק דיסקונט',
    bothKinds: true,
    cardCharges: CARD_CHARGES,
    columns: bankColumns(['תיאור התנועה'], ['₪ חובה', 'חובה'], ['₪ זכות', 'זכות'], ['אסמכתא']),
  },
  {
    id: 'bank-mizrahi',
    label: 'מזרחי טפחות — עובר ושב',
    account: 'בנק מזרחי טפחות',
    bothKinds: true,
    cardCharges: CARD_CHARGES,
    columns: bankColumns(['סוג תנועה', 'תיאור תנועה'], ['חובה'], ['זכות'], ['אסמכתא']),
  },
  {
    // Any other bank's current account, by the usual column names.
    id: 'bank',
    label: 'עובר ושב בבנק (אחר)',
    account: 'חשבון הבנק',
    bothKinds: true,
    cardCharges: CARD_CHARGES,
    columns: bankColumns(
      ['תיאור הפעולה', 'הפעולה', 'תיאור'],
      ['בחובה', 'חובה'],
      ['בזכות', 'זכות'],
      ['פרטים', 'אסמכתא'],
    ),
  },
];

export const presetById = (id: string) => ISSUER_PRESETS.find((p) => p.id === id);

/** The preset's mapping of `header` for `kind`: each target's first spelling present, or -1. */
export function presetMapping(preset: IssuerPreset, kind: ImportKind, header: string[]): Mapping {
  const keys = header.map(nameKey);
  const mapping: Mapping = {};
  for (const [target, names] of Object.entries(preset.columns[kind] ?? {}) as [Target, string[]][]) {
    let index = -1;
    for (const name of names) {
      index = keys.indexOf(nameKey(name));
      if (index >= 0) break;
    }
    mapping[target] = index;
  }
  return mapping;
}

/**
 * The preset whose columns `header` holds most of (its date, description and amount at least), or undefined. A
 * tie goes to the earlier (more specific) preset.
 */
export function detectPreset(kind: ImportKind, header: string[]): IssuerPreset | undefined {
  let best: { preset: IssuerPreset; found: number } | undefined;
  for (const preset of ISSUER_PRESETS) {
    if (!preset.columns[kind]) continue;
    // A layout that names each row's kind is only that layout when the column is there.
    if (preset.kindColumn && !header.map(nameKey).includes(nameKey(preset.kindColumn.header))) continue;
    const mapping = presetMapping(preset, kind, header);
    const text = kind === 'expense' ? 'description' : 'source';
    if ([mapping.date, mapping.amount, mapping[text]].some((i) => (i ?? -1) < 0)) continue;
    const found = Object.values(mapping).filter((i) => i >= 0).length;
    if (!best || found > best.found) best = { preset, found };
  }
  return best?.preset;
}

/** Every header name a preset knows, for finding the header row under a statement's title lines. */
export const presetHeaderNames = (): string[] =>
  ISSUER_PRESETS.flatMap((p) => Object.values(p.columns).flatMap((targets) => Object.values(targets).flat()));

const wordPatterns = new WeakMap<CardCharge, RegExp>();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The card whose monthly charge `description` names, or undefined (a purchase like any other). */
export function chargedCard(preset: IssuerPreset, description: string): string | undefined {
  return preset.cardCharges?.find((charge) => {
    let pattern = wordPatterns.get(charge);
    if (!pattern) {
      pattern = new RegExp(`(^|[^\\p{L}])(${charge.words.map(escape).join('|')})($|[^\\p{L}])`, 'iu');
      wordPatterns.set(charge, pattern);
    }
    return pattern.test(description);
  })?.card;
}
