/** The cookie banner's Hebrew texts (docs/product.md, "Texts people read are Hebrew"). */
export const consentMessages = {
  title: 'הגדרות עוגיות',
  body: 'אנחנו שומרים בדפדפן רק מה שצריך כדי שכספית תעבוד, ובהסכמתכם גם העדפות ונתוני שימוש. אפשר לשנות את הבחירה בכל עת באזור האישי.',
  privacyLink: 'מדיניות הפרטיות',
  acceptAll: 'אישור הכל',
  essentialOnly: 'עוגיות חיוניות בלבד',
  customise: 'התאמה אישית',
  save: 'שמירת העדפות',
  back: 'חזרה',
  close: 'סגירה',
  essential: 'חיוניות',
  essentialHint: 'התחברות ושמירת ההסכמה עצמה. תמיד פעילות ואי אפשר לכבות אותן.',
  functional: 'פונקציונליות',
  functionalHint: 'העדפות כמו מצב כהה, שפה, חודש נבחר והגדרות אישיות, וזיכרון תשובות ה-AI.',
  analytics: 'סטטיסטיקה',
  analyticsHint: 'הבנת השימוש באפליקציה כדי לשפר אותה. לא כולל את זיכרון ה-AI.',
  failed: 'לא הצלחנו לשמור את הבחירה. נסו שוב.',
} as const;
