import { groupThousands, hebrewCount, type HebrewNoun } from '@kaspit/domain';

/** The Hebrew texts of `/ai` (the rest of this area's catalogue is `messages.ts`). */

const DAY: HebrewNoun = { one: 'יום', many: 'ימים', gender: 'masculine' };
const MONTH: HebrewNoun = { one: 'חודש', many: 'חודשים', gender: 'masculine' };

export const aiTexts = {
  offerTitle: 'תובנות חכמות על הכסף שלכם',
  offerIntro: 'מנוי ה־AI מנתח את הנתונים שלכם — בלי לשלוח אותם לשום שירות חיצוני — ומציע:',
  offerItems: [
    'תחזית לסוף החודש לכל קטגוריה מול התקציב',
    'התראה על הוצאות חריגות',
    'תשלומים קבועים שהתייקרו',
    'הוצאות שחוזרות כל חודש ונראות כמו מנוי שלא נרשם',
    'הנחות ושוברים שעומדים לפוג',
    'תשובות לשאלות בעברית פשוטה, כמו "כמה הוצאתי על מזון בחודש שעבר?"',
  ],
  offerLink: 'להפעלת המנוי באזור האישי',
  loading: 'מחשב תובנות…',
  loadFailed: 'לא הצלחנו לטעון את התובנות',
  insightsTitle: 'תובנות לחודש',
  noInsights: 'אין תובנות מיוחדות לחודש הזה — הכול נראה תקין.',
  forecastState: {
    running: (elapsed: number, total: number) =>
      elapsed === 1
        ? `עבר יום אחד מתוך ${groupThousands(total)} ימי החיוב`
        : `עברו ${groupThousands(elapsed)} מתוך ${groupThousands(total)} ימי החיוב`,
    closed: 'החודש הסתיים: התחזית היא מה שהוצא בפועל',
    future: 'החודש טרם התחיל: התחזית כוללת רק חיובים קבועים',
  },
  forecast: {
    over: (category: string, forecast: string, budget: string) =>
      `צפי חריגה ב${category}: צפויות הוצאות של ${forecast} בסוף החודש, מול תקציב של ${budget}`,
    near: (category: string, forecast: string, budget: string) =>
      `${category} קרובה לתקציב: צפי של ${forecast} מתוך ${budget}`,
    behind: (records: string) => `בעיקר: ${records}`,
  },
  unusual: (
    description: string,
    amount: string,
    category: string,
    usual: string,
    basis: 'merchant' | 'category' = 'category',
  ) =>
    `הוצאה חריגה: "${description}" — ${amount} ב${category}, כשההוצאה הרגילה ${basis === 'merchant' ? 'באותו בית עסק' : 'בקטגוריה'} היא כ־${usual}`,
  priceRise: (name: string, from: string, to: string, since: string) =>
    `התשלום הקבוע "${name}" התייקר מ־${from} ל־${to} (החל מ־${since})`,
  possibleSubscription: (description: string, amount: string, months: number) =>
    `"${description}" חוזר ${hebrewCount(months, MONTH)} ברציפות בסכום של כ־${amount} — אולי זה מנוי שלא נרשם?`,
  makeRecurring: 'הפיכה לתשלום קבוע',
  madeRecurring: 'נוסף כתשלום קבוע',
  makeRecurringFailed: 'לא הצלחנו להוסיף את התשלום הקבוע',
  expiringDiscount: (title: string, days: number, date: string) =>
    days === 0
      ? `ההנחה "${title}" פגה היום (${date})`
      : `ההנחה "${title}" פגה בעוד ${hebrewCount(days, DAY)} (${date})`,
  askTitle: 'שאלו על הכסף שלכם',
  askLabel: 'שאלה',
  askPlaceholder: 'למשל: כמה הוצאתי על מזון בחודש שעבר?',
  askButton: 'שאלה',
  asking: 'חושב…',
  askFailed: 'לא הצלחנו לענות כרגע',
  examplesTitle: 'דוגמאות לשאלות',
  examples: [
    'כמה הוצאתי על מזון בחודש שעבר?',
    'מה ההוצאה הכי גדולה החודש?',
    'כמה שילמתי באשראי החודש?',
    'כמה פעמים קניתי בסופר בשלושת החודשים האחרונים?',
    'כמה הרווחתי בחודש שעבר?',
  ],
  cached: 'תשובה שמורה',
  recordsTitle: 'הרשומות שמאחורי התשובה',
  recurringMonth: (month: string) => `תשלום קבוע (${month})`,
  severity: { danger: 'חשוב', warning: 'שימו לב', info: 'לידיעתכם' },
};
