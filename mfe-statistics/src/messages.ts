/**
 * The Hebrew texts of this area: the headings and `/statistics` here, `/ai` in `ai-messages.ts` — two files so that
 * each page downloads only its own texts (the statistics page has a JavaScript budget).
 */
export const headings: Record<string, string> = { '/statistics': 'סטטיסטיקה', '/ai': 'תובנות AI' };

export const statisticsTexts = {
  loading: 'טוען נתונים…',
  signedOut: 'יש להתחבר כדי לראות את הסטטיסטיקה',
  summary: 'סיכום החודש',
  period: (from: string, to: string) => `תקופת החיוב: ${from} – ${to}`,
  totals: {
    outcomes: 'הוצאות',
    recurring: 'תשלומים קבועים',
    expenses: 'סך ההוצאות',
    incomes: 'הכנסות',
    net: 'נטו',
    discountsSaved: 'נחסך בהנחות',
  },
  charts: {
    byCategory: 'הוצאות לפי קטגוריה מול תקציב',
    byPaymentMethod: 'הוצאות לפי אמצעי תשלום',
    daily: 'הוצאות יום אחר יום',
    trend: 'מגמה ב־12 החודשים האחרונים: הוצאות מול הכנסות',
    net: 'נטו לפי חודש',
  },
  series: {
    spent: 'הוצאה',
    budget: 'תקציב',
    expenses: 'הוצאות',
    incomes: 'הכנסות',
    net: 'נטו',
    over: 'מעל התקציב',
  },
  columns: {
    category: 'קטגוריה',
    spent: 'הוצאה',
    share: 'חלק מההוצאות',
    againstBudget: 'מול התקציב',
    paymentMethod: 'אמצעי תשלום',
    day: 'תאריך',
    month: 'חודש',
    expenses: 'הוצאות',
    incomes: 'הכנסות',
    net: 'נטו',
  },
  noPaymentMethod: 'ללא אמצעי תשלום',
  noBudgetSet: 'ללא תקציב',
  budgetLeft: (left: string, budget: string) => `נותרו ${left} מתוך ${budget}`,
  budgetOver: (over: string, budget: string) => `חריגה של ${over} מעל תקציב של ${budget}`,
  /** Before an over-budget category's name on the chart's axis and in its table row. */
  overMark: '⚠',
  noShare: '—',
  underOnePercent: 'פחות מ־1%',
  empty: 'אין הוצאות בחודש הזה',
  tableCaption: (title: string) => `טבלת הנתונים: ${title}`,
};
