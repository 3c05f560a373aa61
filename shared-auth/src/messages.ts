/** What a person reads, in Hebrew (docs/product.md, "Texts people read are Hebrew"); English stays for thrown and API messages. */
export const messages = {
  signInSuccess: 'התחברת בהצלחה',
  signOutSuccess: 'התנתקת בהצלחה',
  signOutFailure: 'אירעה שגיאה בעת ההתנתקות',
  popupBlocked: 'ההתחברות נכשלה בשל הגבלות אבטחה של הדפדפן. נסו שוב או השתמשו בדפדפן אחר.',
  toastClose: 'סגירה',
  dataLoadFailed: 'לא הצלחנו לטעון את הנתונים',
  retry: 'ניסיון חוזר',
  /** A form's save that the outbox kept on the device. */
  savedOnDevice: 'נשמר במכשיר, יישלח כשהחיבור יחזור',
  /** A row with a write that waits on this device for the API. */
  pendingRow: 'ממתין לשליחה',
  /** How a write kept on the device is named in the header's pending list and, if refused, in the refused list. */
  outboxLabel: (
    action: 'add' | 'update' | 'delete' | 'status' | 'skip' | 'restore',
    kind: 'expense' | 'income' | 'recurring',
    name: string,
  ): string =>
    `${{ add: 'הוספת', update: 'עדכון', delete: 'מחיקת', status: 'שינוי מצב של', skip: 'ביטול חיוב החודש של', restore: 'שחזור' }[action]} ${
      { expense: 'הוצאה', income: 'הכנסה', recurring: 'תשלום קבוע' }[kind]
    }: ${name}`,
  /** Why the API refused a write that waited on the device, by HTTP status. */
  refusedBecause: (status: number): string =>
    ({
      400: 'הנתונים לא התקבלו: חלק מהשדות אינם תקינים',
      403: 'אין הרשאה לבצע את הפעולה',
      404: 'הרשומה כבר לא קיימת',
      409: 'מתנגש עם רשומה שכבר נשמרה',
      413: 'הבקשה גדולה מדי',
    })[status] ?? 'השרת דחה את הפעולה',
} as const;
