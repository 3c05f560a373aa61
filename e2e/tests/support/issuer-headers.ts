/**
 * The header rows of the Israeli issuers' and banks' statement layouts, as the import specs write their sample files
 * (made-up data under the real column names). One home, so that a layout the importer learns is changed in one place.
 */

/** Max: these leading columns always, then whichever optional columns an export has, and notes last. */
export const maxHeader = (...optional: string[]) => [
  'תאריך עסקה',
  'שם בית העסק',
  'קטגוריה',
  '4 ספרות אחרונות של כרטיס האשראי',
  'סוג עסקה',
  'סכום חיוב',
  ...optional,
  'הערות',
];

/** Cal (Visa Cal, Diners). */
export const CAL_HEADER = [
  'תאריך העסקה',
  'שם בית העסק',
  'סכום העסקה',
  'סכום החיוב',
  'סוג העסקה',
  'ענף',
  'הערות',
];

/** Isracard and American Express: the domestic section's header… */
export const ISRACARD_DOMESTIC_HEADER = [
  'תאריך רכישה',
  'שם בית עסק',
  'סכום עסקה',
  'מטבע מקור',
  'סכום חיוב',
  'מטבע לחיוב',
  'מספר שובר',
  'פירוט נוסף',
];

/** …and the abroad section's ("עסקאות בחו״ל"). */
export const ISRACARD_ABROAD_HEADER = [
  'תאריך רכישה',
  'תאריך חיוב',
  'שם בית עסק',
  'סכום מקור',
  'מטבע מקור',
  'סכום חיוב',
  'מטבע לחיוב',
  'מספר שובר',
  'פירוט נוסף',
];

/** Bank Leumi's current-account export. */
export const LEUMI_HEADER = ['תאריך', 'תאריך ערך', 'תיאור', 'אסמכתא', 'בחובה', 'בזכות', 'היתרה בש"ח'];
