/** What a person reads, in Hebrew (docs/product.md, "Texts people read are Hebrew"); English stays for thrown and API messages. */
export const messages = {
  signInSuccess: 'התחברת בהצלחה',
  signOutSuccess: 'התנתקת בהצלחה',
  signOutFailure: 'אירעה שגיאה בעת ההתנתקות',
  popupBlocked: 'ההתחברות נכשלה בשל הגבלות אבטחה של הדפדפן. נסו שוב או השתמשו בדפדפן אחר.',
  toastClose: 'סגירה',
  dataLoadFailed: 'לא הצלחנו לטעון את הנתונים',
} as const;
