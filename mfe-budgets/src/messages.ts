import { hebrewCount, type HebrewNoun } from '@kaspit/domain';

/** The Hebrew texts of this area (one catalogue per package). */
export const headings: Record<string, string> = { '/budgets': 'תקציבים' };

const BUDGET: HebrewNoun = { one: 'תקציב', many: 'תקציבים', gender: 'masculine' };

export const messages = {
  loading: 'טוען תקציבים…',
  signedOut: 'יש להתחבר כדי לראות תקציבים',
  period: (from: string, to: string) => `תקופת החיוב: ${from} – ${to}`,
  category: 'קטגוריה',
  spent: 'הוצאה',
  budget: 'תקציב',
  remaining: 'נותר',
  forecast: 'צפי לסוף החודש',
  noBudget: 'ללא תקציב',
  setBudget: 'הגדרת תקציב',
  editBudget: (category: string) => `עריכת התקציב של ${category}`,
  budgetInput: (category: string) => `תקציב ל${category} בשקלים`,
  save: 'שמירה',
  cancel: 'ביטול',
  saved: 'התקציב נשמר',
  /** How a budget change that waits on the device is named in the header's pending list (and if refused). */
  outboxLabel: (category: string) => `עדכון תקציב: ${category}`,
  /** A budget with a change that waits on this device for the API. */
  pending: 'ממתין לשליחה',
  saveFailed: 'שמירת התקציב נכשלה',
  invalidAmount: 'יש להזין סכום בין 0 ל-10,000,000 עם עד 2 ספרות אחרי הנקודה',
  ambiguousAmount:
    'הסכום לא ברור: יש לכתוב סכום עם עד 2 ספרות אחרי הנקודה או הפסיק (12.50 או 12,50), ואלפים בלי נקודה (1234 או 1,234)',
  states: {
    none: 'ללא תקציב',
    ok: 'בתקציב',
    warning: 'התקרבת לתקציב (80% ומעלה)',
    over: 'חריגה מהתקציב',
  },
  forecastOver: 'צפויה חריגה עד סוף החודש',
  percentUsed: (percent: number) => `${percent}% מהתקציב`,
  progressLabel: (category: string) => `ניצול התקציב של ${category}`,
  totals: 'סיכום החודש',
  totalBudget: 'סך התקציבים',
  totalSpent: 'סך ההוצאות',
  totalRemaining: 'נותר מהתקציב',
  totalForecast: 'צפי הוצאות לסוף החודש',
  spentOutsideBudget: 'מזה בקטגוריות ללא תקציב',
  copyLastMonth: 'השלמת תקציבים לפי החודש הקודם',
  copyLastMonthHint:
    'התקציבים נשמרים לכל קטגוריה ולא לכל חודש, ולכן החודש הקודם משתמש באותם תקציבים. קטגוריות ללא תקציב יקבלו את ההוצאה שלהן בחודש הקודם.',
  copyNothing: 'אין קטגוריות ללא תקציב שהייתה בהן הוצאה בחודש הקודם',
  // Hebrew counts agree with their noun: one is "תקציב אחד" (after the noun, singular verb), not "1 תקציבים".
  copied: (count: number) =>
    `${count === 1 ? 'הוגדר' : 'הוגדרו'} ${hebrewCount(count, BUDGET)} לפי החודש הקודם`,
  notEditable: 'קטגוריה שאינה ברשימת הקטגוריות שלך',
  empty: 'אין עדיין קטגוריות. אפשר להוסיף קטגוריות באזור ניהול הנתונים.',
} as const;
