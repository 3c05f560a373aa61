import { hebrewCount, type HebrewNoun } from '@kaspit/domain';

const RECORD: HebrewNoun = { one: 'רשומה', many: 'רשומות', gender: 'feminine' };
const PAYMENT: HebrewNoun = { one: 'תשלום', many: 'תשלומים', gender: 'masculine' };
const DATA_ROW: HebrewNoun = { one: 'שורת נתונים', many: 'שורות נתונים', gender: 'feminine' };
const ROW: HebrewNoun = { one: 'שורה', many: 'שורות', gender: 'feminine' };

/** `2026-11-15` as Israelis read a date: `15.11.2026`. */
export const dottedDate = (iso: string) => iso.split('-').reverse().join('.');

/** The Hebrew texts of this area (one catalogue per package). */
export const headings: Record<string, string> = { '/data-management': 'ניהול נתונים' };

export const tabs = {
  expense: 'הוצאה',
  income: 'הכנסה',
  recurring: 'תשלום קבוע',
  importExport: 'ייבוא וייצוא',
  lists: 'קטגוריות ואמצעי תשלום',
  label: 'סוג הנתונים',
} as const;

export const fields = {
  date: 'תאריך',
  amount: 'סכום (₪)',
  price: 'מחיר כולל (₪)',
  category: 'קטגוריה',
  paymentMethod: 'אמצעי תשלום',
  description: 'תיאור',
  notes: 'הערות',
  installments: 'תשלומים',
  installmentsTotal: 'מספר תשלומים',
  source: 'מקור',
  name: 'שם',
  frequency: 'תדירות',
  startDate: 'תאריך התחלה',
  endDate: 'תאריך סיום (לא חובה)',
  none: 'ללא',
  choose: 'בחירה…',
  /** Characters used of the field's limit, read left to right: "118/120". */
  count: (used: number, max: number) => `${used}/${max}`,
} as const;

/** The question before saving a date more than a year from today. */
export const farDate = {
  title: 'התאריך רחוק מהיום',
  body: (date: string) => `התאריך ${date} רחוק מהיום ביותר משנה. לשמור אותו כך?`,
  confirm: 'כן, לשמור',
  correct: 'תיקון התאריך',
} as const;

/** Inline validation, matching the API's rules (docs/product.md, "Money", "Dates and text"). */
export const errors = {
  amount: 'יש להזין סכום גדול מ-0 ועד 10,000,000 ₪, עם עד 2 ספרות אחרי הנקודה',
  expenseAmount: 'יש להזין סכום שאינו 0, עד 10,000,000 ₪ ועם עד 2 ספרות אחרי הנקודה (סכום שלילי הוא זיכוי)',
  amountAmbiguous:
    'הסכום לא ברור: יש לכתוב סכום עם עד 2 ספרות אחרי הנקודה או הפסיק (12.50 או 12,50), ואלפים בלי נקודה (1234 או 1,234)',
  date: 'יש להזין תאריך קיים',
  required: 'שדה חובה',
  nameLength: 'עד 60 תווים',
  descriptionLength: 'עד 120 תווים',
  notesLength: 'עד 1000 תווים',
  category: 'יש לבחור קטגוריה מהרשימה',
  paymentMethod: 'יש לבחור אמצעי תשלום מהרשימה',
  installments: 'מספר התשלומים הוא מספר שלם בין 2 ל-36',
  installmentsAmount: 'הסכום קטן מדי לחלוקה לתשלומים',
  frequency: 'יש לבחור תדירות',
  endDate: 'תאריך הסיום לא יכול להיות לפני תאריך ההתחלה',
  reason: 'עד 120 תווים',
  effectiveFrom: 'יש לבחור את חודש החיוב שממנו הסכום החדש חל',
  invalid: 'ערך לא תקין',
  form: 'יש לתקן את השדות המסומנים',
} as const;

export const actions = {
  save: 'שמירה',
  saving: 'שומר…',
  update: 'עדכון',
  cancel: 'ביטול',
  edit: 'עריכה',
  delete: 'מחיקה',
  confirmDelete: 'כן, למחוק',
  undo: 'ביטול המחיקה',
  changeAmount: 'שינוי סכום',
  activate: 'הפעלה מחדש',
  pause: 'השהיה',
  resume: 'חידוש',
  deactivate: 'הפסקה',
  pauseHint: 'השהיה: החודשים הבאים לא יחויבו עד לחידוש, ותאריך הסיום המתוכנן נשמר',
  deactivateHint: 'הפסקה: התשלום מסתיים היום ולא יחויב עוד',
  close: 'סגירה',
} as const;

export const toasts = {
  saved: 'הנתונים נשמרו בהצלחה',
  updated: 'הנתונים עודכנו בהצלחה',
  saveFailed: 'השמירה נכשלה. הנתונים שהזנת נשמרו בטופס, אפשר לנסות שוב.',
  deleted: 'הרשומה נמחקה',
  deleteFailed: 'המחיקה נכשלה',
  restored: 'הרשומה שוחזרה',
  restoreFailed: 'השחזור נכשל',
  amountChanged: 'הסכום עודכן',
  statusChanged: 'הסטטוס עודכן',
  paused: 'התשלום הקבוע הושהה עד לחידוש',
  resumed: 'התשלום הקבוע חודש',
  restarted: 'התשלום הקבוע הופעל מחדש',
  deactivated: 'התשלום הקבוע הופסק',
} as const;

export const entries = {
  expensesTitle: 'ההוצאות בחודש הנבחר',
  incomesTitle: 'ההכנסות בחודש הנבחר',
  recurringTitle: 'התשלומים הקבועים',
  columns: {
    date: 'תאריך',
    schedule: 'תדירות ומצב',
    description: 'תיאור',
    name: 'שם',
    source: 'מקור',
    category: 'קטגוריה',
    amount: 'סכום',
    actions: 'פעולות',
  },
  empty: 'אין עדיין רשומות בחודש הזה.',
  monthTotal: (count: number, sum: string) => `${hebrewCount(count, RECORD)} בחודש, סך הכול ${sum}`,
  more: 'הצגת רשומות נוספות',
  loadingMore: 'טוען רשומות נוספות…',
  confirmTitle: 'למחוק את הרשומה?',
  confirmPlan: (total: number) => `זו תוכנית תשלומים: כל ${total} התשלומים יימחקו יחד.`,
  deletedBar: 'הרשומה נמחקה.',
  active: 'פעיל',
  inactive: 'לא פעיל',
  paused: (month: string) => `מושהה מ${month}`,
  stopped: 'הופסק',
  until: (date: string) => `עד ${date}`,
  editing: 'עריכת רשומה',
  planPreview: (count: number, share: string) =>
    `${hebrewCount(count, PAYMENT)} של כ-${share} בחודשי חיוב רצופים`,
} as const;

export const amountDialog = {
  title: 'שינוי סכום התשלום הקבוע',
  newAmount: 'הסכום החדש (₪)',
  scope: 'על אילו חודשים',
  future: 'מעכשיו והלאה',
  from: 'מחודש חיוב מסוים והלאה',
  all: 'כל החודשים',
  effectiveFrom: 'מחודש החיוב',
  reason: 'סיבה (לא חובה)',
  affected: 'החודשים שהסכום שלהם השתנה:',
  noneAffected: 'אף חודש לא השתנה.',
} as const;

export const importTexts = {
  title: 'ייבוא מקובץ CSV או Excel',
  hint: 'קובץ CSV (UTF-8 או windows-1255, מופרד בפסיקים או בטאבים) או קובץ Excel (xlsx) כפי שחברות האשראי והבנקים מייצאים.',
  kind: 'מה הקובץ מכיל',
  file: 'בחירת קובץ',
  encoding: (name: string, encoding: string, rows: number) =>
    `${name}: זוהה קידוד ${encoding}, ${hebrewCount(rows, DATA_ROW)}.`,
  mapping: 'התאמת עמודות',
  headerRow: 'שורת הכותרות',
  headerRowOption: (line: number, text: string) => `שורה ${line}: ${text}`,
  preset: 'פורמט הקובץ',
  presetGeneric: 'כללי (לפי שמות העמודות)',
  issuerCategories: 'התאמת הקטגוריות של הקובץ לשלך',
  issuerCategory: (name: string) => `קטגוריה בקובץ: ${name}`,
  useFallback: 'קטגוריית ברירת המחדל',
  cards: 'התאמת כרטיסים לאמצעי תשלום',
  card: (last4: string) => `כרטיס המסתיים ב-${last4}`,
  noPaymentMethod: 'ללא אמצעי תשלום',
  choicesSaveFailed: 'הבחירות לא נשמרו לפעם הבאה',
  column: 'עמודה',
  noColumn: 'ללא',
  fallbackCategory: 'קטגוריה לשורות בלי קטגוריה מוכרת',
  missing: 'יש לבחור עמודה עבור:',
  preview: 'תצוגה מקדימה',
  previewPage: (from: number, to: number, total: number) => `שורות ${from}–${to} מתוך ${total}`,
  previousPage: 'הקודמות',
  nextPage: 'הבאות',
  installmentNote: (number: number, total: number, purchaseDate: string) =>
    `תשלום ${number}/${total}, נרכש ב-${dottedDate(purchaseDate)}`,
  purchased: (date: string) => `נרכש ב-${dottedDate(date)}`,
  layout: { header: 'כותרות של חלק בקובץ', note: 'שורת כותרת', total: 'שורת סיכום' },
  suspicions: {
    large: 'סכום גבוה פי 10 מהחציון בקובץ',
    period: 'תאריך מחוץ לתקופת הדוח',
    foreign: 'עסקה במטבע חוץ',
  },
  suspiciousRows: (count: number) => `${hebrewCount(count, ROW)} לבדיקה (מסומנות בתצוגה המקדימה).`,
  period: (from: string, to: string) => `תקופת הדוח: ${dottedDate(from)}–${dottedDate(to)}`,
  chargeDate: (date: string) => `מועד החיוב: ${dottedDate(date)}`,
  reconciled: (stated: string, counted: string) => `סה״כ בקובץ ${stated} — יובא ${counted} ✓`,
  notReconciled: (stated: string, counted: string, difference: string) =>
    `סה״כ בקובץ ${stated} — יובא ${counted}. הפרש: ${difference}`,
  differenceRows: 'השורות שלא נכללו:',
  otherKindRow: (kind: string) => `שורה מסוג „${kind}”: לא מהסוג שנבחר לייבוא`,
  otherKind: (n: number) => `לא יובאו (שורות מסוג אחר): ${n}`,
  kaspitExport:
    'זהו קובץ ייצוא של כספית: הוצאות ייובאו כהוצאות והכנסות כהכנסות, וכל תשלום של עסקה בתשלומים כהוצאה בחודש שלו (קובץ CSV אינו שומר את העסקה כעסקה אחת). תשלומים קבועים ייווצרו כתשלומים קבועים רק מייצוא של "הכל"; בייצוא של חודש אחד הם חיובים של אותו חודש ולא ייובאו. לשחזור מלא — עסקאות בתשלומים כעסקה אחת, קטגוריות ותקציבים — השתמשו ב"שחזור מגיבוי של כספית" באזור האישי.',
  companion: (count: string) => `מאותו קובץ ייובאו גם: ${count}.`,
  companionRow: (kind: string) => `תיובא כ${kind}`,
  recurringRow: 'ייווצר כתשלום קבוע',
  transferRow: (card: string) => `חיוב החודש של ${card}: העברה לכרטיס, לא הוצאה (הרכישות נספרות מדוח הכרטיס)`,
  companionKinds: {
    expense: { one: 'הוצאה', many: 'הוצאות', gender: 'feminine' },
    income: { one: 'הכנסה', many: 'הכנסות', gender: 'feminine' },
    recurring: { one: 'תשלום קבוע', many: 'תשלומים קבועים', gender: 'masculine' },
    transfer: { one: 'העברה לכרטיס', many: 'העברות לכרטיסים', gender: 'feminine' },
  },
  alsoImported: (count: string) => `מתוכן: ${count}`,
  differenceRow: (line: number, amount: string) => `שורה ${line}${amount ? ` (${amount})` : ''}`,
  invalidRows: (count: number) =>
    count === 1
      ? `${hebrewCount(count, ROW)} לא תקינה ולא תיובא.`
      : `${hebrewCount(count, ROW)} לא תקינות ולא ייובאו.`,
  start: 'ייבוא',
  importing: 'מייבא…',
  progress: (done: number, total: number) => `${done} מתוך ${total}`,
  summary: 'סיכום הייבוא',
  imported: (n: number) => `יובאו: ${n}`,
  skipped: (n: number) => `דולגו (כפולות של רשומות קיימות): ${n}`,
  ignored: (n: number) => `לא יובאו (אין סכום בעמודה שנבחרה): ${n}`,
  failed: (n: number) => `נכשלו: ${n}`,
  line: (line: number) => `שורה ${line}`,
  reasons: {
    date: 'תאריך לא תקין',
    amount: 'סכום לא תקין',
    text: 'תיאור חסר או ארוך מדי',
    save: 'השמירה נכשלה',
    none: 'אין סכום בעמודה שנבחרה',
    currency: 'החיוב במטבע חוץ (כספית סופרת בשקלים)',
  },
  again: 'ייבוא קובץ נוסף',
  emptyFile: 'הקובץ ריק או שאין בו שורות נתונים',
  readFailed: 'לא הצלחנו לקרוא את הקובץ',
} as const;

export const exportTexts = {
  title: 'ייצוא',
  scope: 'מה לייצא',
  month: 'החודש הנבחר',
  everything: 'הכל',
  csv: 'ייצוא ל-CSV (Excel)',
  json: 'ייצוא ל-JSON',
  done: 'הקובץ ירד למחשב',
  failed: 'הייצוא נכשל',
  columns: ['סוג', 'תאריך', 'תיאור', 'סכום', 'קטגוריה', 'אמצעי תשלום', 'תשלום', 'הערות'],
  /**
   * A recurring payment's schedule, filled in an export of everything (a month's export lists that month's
   * charges): enough to create the payment again with the same price in every month.
   */
  scheduleColumns: ['תדירות', 'תאריך סיום', 'מחירים', 'דילוגים', 'פעיל'],
  yes: 'כן',
  no: 'לא',
  types: { expense: 'הוצאה', income: 'הכנסה', recurring: 'תשלום קבוע' },
} as const;

export const targetLabels = {
  date: 'תאריך',
  amount: 'סכום',
  description: 'תיאור',
  source: 'מקור',
  category: 'קטגוריה',
  paymentMethod: 'אמצעי תשלום',
  notes: 'הערות',
  type: 'סוג עסקה (זיכוי)',
  card: '4 ספרות של הכרטיס',
} as const;

export const listTexts = {
  lists: {
    categories: { title: 'קטגוריות הוצאה', newName: 'קטגוריה חדשה' },
    incomeCategories: { title: 'קטגוריות הכנסה', newName: 'קטגוריית הכנסה חדשה' },
    paymentMethods: { title: 'אמצעי תשלום', newName: 'אמצעי תשלום חדש' },
  },
  add: 'הוספה',
  rename: 'שינוי שם',
  renameTo: (name: string) => `שם חדש עבור ${name}`,
  save: 'שמירה',
  cancel: 'ביטול',
  delete: 'מחיקה',
  explainDelete:
    'מחיקה מסירה את השם מהרשימה (ואת התקציב של קטגוריה). רשומות קיימות לא נמחקות ושומרות את השם הישן כטקסט; רשומות חדשות לא יוכלו לבחור בו.',
  explainRename:
    'כל הרשומות הקיימות עם השם הזה – הוצאות (כולל כל התשלומים של עסקה בתשלומים), הכנסות, תשלומים קבועים והנחות – יעברו לשם החדש, ותקציב של קטגוריה יישמר.',
  confirmDelete: (name: string) => `למחוק את "${name}"?`,
  duplicate: 'השם כבר קיים ברשימה',
  invalidName: 'שם באורך 1 עד 60 תווים',
  saved: 'הרשימה עודכנה',
  renamed: 'השם שונה, והרשומות הקיימות עברו לשם החדש',
  failed: 'העדכון נכשל',
  gone: 'השם הזה כבר לא ברשימה – אולי שונה או נמחק בחלון אחר. הרשימה רועננה.',
} as const;
