/** What a new user starts with. */
export const DEFAULT_CATEGORIES = [
  'מזון וסופר',
  'מסעדות',
  'דיור',
  'חשבונות',
  'תחבורה ודלק',
  'בריאות',
  'ביגוד',
  'חינוך',
  'פנאי',
  'מנויים',
  'ביטוח',
  'מתנות',
  'שונות',
] as const;

/** Incomes have categories of their own; a person edits them like the expense categories. */
export const DEFAULT_INCOME_CATEGORIES = ['משכורת', 'קצבה', 'שכר דירה', 'החזר', 'מתנה', 'אחר'] as const;

export const DEFAULT_PAYMENT_METHODS = ['מזומן', 'כרטיס אשראי', 'העברה בנקאית', 'ביט'] as const;

export const DEFAULT_BILLING_CYCLE = { startDay: 1, endDay: 31, endMonth: 0 } as const;
