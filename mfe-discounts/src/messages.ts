import { hebrewCount, withHebrewPrefix, type HebrewNoun } from '@kaspit/domain';

/** The Hebrew texts of this area (one catalogue per package). */
export const headings: Record<string, string> = { '/discounts': 'הנחות' };

const DISCOUNT: HebrewNoun = { one: 'הנחה', many: 'הנחות', gender: 'feminine' };
const DAY: HebrewNoun = { one: 'יום', many: 'ימים', gender: 'masculine' };

export const messages = {
  signedOut: 'יש להתחבר כדי לראות הנחות',
  loading: 'טוען הנחות…',
  monthSaved: 'חסכת החודש',
  monthSavedCount: (count: number) => withHebrewPrefix('ב', hebrewCount(count, DISCOUNT)),
  filters: { active: 'פעילות', used: 'נוצלו', expired: 'פג תוקפן', all: 'הכל' },
  filtersLabel: 'סינון הנחות',
  empty: 'אין הנחות להצגה',
  add: 'הוספת הנחה',
  edit: 'עריכה',
  editTitle: (title: string) => `עריכה: ${title}`,
  remove: 'מחיקה',
  confirmRemove: 'לאשר מחיקה',
  removeLabel: (title: string) => `מחיקה: ${title}`,
  removed: 'ההנחה נמחקה',
  saved: 'ההנחה נשמרה',
  /** How a discount write that waits on the device is named in the header's pending list (and if refused). */
  outboxLabel: (action: 'add' | 'update' | 'delete', title: string) =>
    `${{ add: 'הוספת', update: 'עדכון', delete: 'מחיקת' }[action]} הנחה: ${title}`,
  /** A discount with a write that waits on this device for the API. */
  pending: 'ממתין לשליחה',
  saveFailed: 'שמירת ההנחה נכשלה',
  markUsed: 'סימון כמנוצלת',
  markUsedLabel: (title: string) => `סימון ${title} כמנוצלת`,
  // A button's name starts with what it shows, so speech input finds it by its visible words.
  markUsedButton: (title: string) => `סימון כמנוצלת: ${title}`,
  unmarkUsed: 'ביטול הניצול',
  markedUsed: 'ההנחה סומנה כמנוצלת',
  copyCode: 'העתקת הקוד',
  copyCodeLabel: (code: string) => `העתקת הקוד ${code}`,
  codeCopied: 'הקוד הועתק',
  copyFailed: 'לא הצלחנו להעתיק את הקוד',
  fields: {
    title: 'שם ההטבה',
    business: 'בית עסק',
    discountType: 'סוג ההנחה',
    value: 'גובה ההנחה',
    code: 'קוד',
    expiresAt: 'בתוקף עד',
    category: 'קטגוריה',
    notes: 'הערות',
    usedAt: 'תאריך הניצול',
    savedAmount: 'כמה חסכת (₪)',
  },
  types: { percent: 'אחוזים', fixed: 'סכום קבוע (₪)' },
  noCategory: 'ללא קטגוריה',
  save: 'שמירה',
  cancel: 'ביטול',
  errors: {
    title: 'יש להזין שם של 1 עד 60 תווים',
    business: 'שם בית העסק עד 60 תווים',
    percent: 'הנחה באחוזים היא יותר מ-0 ועד 100',
    fixed: 'יש להזין סכום חיובי עד 10,000,000 עם עד 2 ספרות אחרי הנקודה',
    code: 'קוד עד 60 תווים',
    date: 'תאריך לא תקין',
    notes: 'הערות עד 1000 תווים',
    savedAmount: 'יש להזין סכום חיובי עד 10,000,000 עם עד 2 ספרות אחרי הנקודה',
    ambiguous:
      'הסכום לא ברור: יש לכתוב סכום עם עד 2 ספרות אחרי הנקודה או הפסיק (12.50 או 12,50), ואלפים בלי נקודה (1234 או 1,234)',
  },
  valuePercent: (value: number) => `${value}% הנחה`,
  valueFixed: (value: string) => `${value} הנחה`,
  badge: {
    today: 'פג היום',
    tomorrow: 'פג מחר',
    inDays: (days: number) => `פג בעוד ${hebrewCount(days, DAY)}`,
    expired: 'פג תוקף',
    used: (date: string) => `נוצלה ב-${date}`,
    noExpiry: 'ללא תאריך תפוגה',
  },
  savedOn: (amount: string) => `חסכת ${amount}`,
} as const;
