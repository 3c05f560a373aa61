import { groupThousands, hebrewCount, type HebrewNoun } from '@kaspit/domain';

const RECORD: HebrewNoun = { one: 'רשומה', many: 'רשומות', gender: 'feminine' };
const RESULT: HebrewNoun = { one: 'תוצאה', many: 'תוצאות', gender: 'feminine' };
const count = (n: number) => groupThousands(n);

/** The Hebrew texts of this area (one catalogue per package). */
export const headings: Record<string, string> = { '/records': 'רשומות', '/search': 'חיפוש' };

export const types = {
  expense: 'הוצאה',
  income: 'הכנסה',
  recurring: 'תשלום קבוע',
  discount: 'הנחה',
  outcome: 'הוצאה',
} as const;

export const ledger = {
  label: 'רשומות החודש',
  columns: {
    date: 'תאריך',
    description: 'תיאור',
    category: 'קטגוריה',
    paymentMethod: 'אמצעי תשלום',
    amount: 'סכום',
    installment: 'תשלום',
    type: 'סוג',
    actions: 'פעולות',
  },
  sortBy: (column: string) => `מיון לפי ${column}`,
  filters: 'סינון',
  allTypes: 'כל הסוגים',
  allCategories: 'כל הקטגוריות',
  allPaymentMethods: 'כל אמצעי התשלום',
  noPaymentMethod: 'ללא',
  totals: {
    expenses: 'הוצאות',
    recurring: 'תשלומים קבועים',
    incomes: 'הכנסות',
    /** "יתרה" is the bank balance's word; this is the month's income less its spending. */
    net: 'נטו החודש',
  },
  count: (shown: number, all: number) =>
    shown === all ? hebrewCount(all, RECORD) : `${count(shown)} מתוך ${hebrewCount(all, RECORD)}`,
  empty: 'אין עדיין רשומות בחודש הזה.',
  emptyAction: 'להוספת הוצאה או הכנסה',
  noMatch: 'אין רשומות שמתאימות לסינון.',
  loading: 'טוען…',
  edit: 'עריכה',
  delete: 'מחיקה',
  editElsewhere: 'עריכה בניהול נתונים',
  confirmDelete: (label: string) => `למחוק את "${label}"?`,
  confirmPlan: (total: number) => `זו תוכנית תשלומים: כל ${total} התשלומים יימחקו יחד.`,
  confirm: 'כן, למחוק',
  confirmRecurring: (month: string) =>
    `זה תשלום קבוע. אפשר לוותר רק על החיוב של ${month}, או למחוק את התשלום כולו מכל החודשים.`,
  confirmMonthOnly: (month: string) => `רק החיוב של ${month}`,
  confirmWholePayment: 'את כל התשלום, מכל החודשים',
  deletedBar: (label: string) => `"${label}" נמחק.`,
  skippedBar: (label: string) => `החיוב של "${label}" בחודש הזה בוטל.`,
  undo: 'ביטול המחיקה',
  restored: 'הרשומה שוחזרה',
  restoreFailed: 'השחזור נכשל',
  cancel: 'ביטול',
  save: 'שמירה',
  saving: 'שומר…',
  deleted: 'הרשומה נמחקה',
  deleteFailed: 'המחיקה נכשלה',
  updated: 'הנתונים עודכנו בהצלחה',
  updateFailed: 'העדכון נכשל. הנתונים שהזנת נשמרו בטופס.',
  editTitle: 'עריכת רשומה',
  fields: {
    date: 'תאריך',
    amount: 'סכום (₪)',
    description: 'תיאור',
    source: 'מקור',
    category: 'קטגוריה',
    paymentMethod: 'אמצעי תשלום',
    none: 'ללא',
  },
  errors: {
    date: 'יש להזין תאריך קיים',
    amount: 'יש להזין סכום גדול מ-0 ועד 10,000,000 ₪, עם עד 2 ספרות אחרי הנקודה',
    expenseAmount: 'יש להזין סכום שאינו 0, עד 10,000,000 ₪ ועם עד 2 ספרות אחרי הנקודה (סכום שלילי הוא זיכוי)',
    amountAmbiguous:
      'הסכום לא ברור: יש לכתוב סכום עם עד 2 ספרות אחרי הנקודה או הפסיק (12.50 או 12,50), ואלפים בלי נקודה (1234 או 1,234)',
    text: 'שדה חובה, עד 120 תווים',
    source: 'שדה חובה, עד 60 תווים',
    category: 'יש לבחור קטגוריה מהרשימה',
  },
} as const;

/** The sums of the records shown (a filtered ledger, search results). */
export const sums = {
  ledgerLabel: 'סה״כ המוצג',
  searchLabel: 'סה״כ התוצאות',
  expenses: 'הוצאות',
  incomes: 'הכנסות',
  net: 'נטו',
  recurring: 'תשלומים קבועים (לחיוב)',
  discounts: 'נחסך בהנחות',
} as const;

export const search = {
  label: 'חיפוש',
  placeholder: 'מה לחפש? למשל: סופר, נטפליקס',
  type: 'סוג',
  allTypes: 'הכל',
  from: 'מתאריך',
  to: 'עד תאריך',
  category: 'קטגוריה',
  paymentMethod: 'אמצעי תשלום',
  any: 'הכל',
  min: 'סכום מינימלי',
  max: 'סכום מקסימלי',
  total: (n: number) => `${n === 1 ? 'נמצאה' : 'נמצאו'} ${hebrewCount(n, RESULT)}`,
  none: 'לא נמצאו תוצאות.',
  prompt: 'הקלידו מילה לחיפוש או בחרו סינון.',
  searching: 'מחפש…',
  failed: 'החיפוש נכשל',
  invalid: 'יש לבדוק את הסינון (תאריכים וסכומים)',
  prev: 'הקודם',
  next: 'הבא',
  page: (page: number, pages: number) => `עמוד ${page} מתוך ${pages}`,
  clear: 'ניקוי',
  foundIn: {
    notes: 'בהערות',
    category: 'בקטגוריה',
    paymentMethod: 'באמצעי התשלום',
    business: 'בבית העסק',
    code: 'בקוד',
  } as Record<string, string>,
} as const;
