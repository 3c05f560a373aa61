/**
 * The parser's Hebrew vocabulary. These are words it reads, not texts it shows (those are in ../messages.ts).
 * Patterns run on normalized text (see hebrew.ts): no punctuation, "סה״כ" written "סהכ".
 */

export type Intent = 'total' | 'count' | 'biggest' | 'smallest' | 'average';

const S = '(?<![^\\s])';

/** Tried in order: "how many expenses" is a count even though it starts like "how much". */
export const INTENT_PATTERNS: [Intent, RegExp][] = [
  [
    'biggest',
    new RegExp(
      `הכי (?:גדול|גדולה|יקר|יקרה|גבוה|גבוהה)|${S}(?:ה)?(?:גדול|גדולה|יקר|יקרה|גבוה|גבוהה) ביותר|${S}(?:ה)?(?:מקסימלי|מקסימלית|מקסימום)|${S}(?:על )?מה (?:הוצאתי|שילמתי) (?:הכי )?הרבה`,
    ),
  ],
  [
    'smallest',
    new RegExp(
      `הכי (?:קטן|קטנה|זול|זולה|נמוך|נמוכה)|${S}(?:ה)?(?:קטן|קטנה|זול|זולה|נמוך|נמוכה) ביותר|${S}(?:ה)?(?:מינימלי|מינימלית|מינימום)`,
    ),
  ],
  ['average', new RegExp(`${S}(?:ב|ה)?ממוצע|${S}(?:ה)?ממוצעת`)],
  [
    'count',
    new RegExp(
      `${S}כמה (?:פעמים|הוצאות|עסקאות|קניות|רכישות|חיובים|תשלומים|רשומות|הכנסות)|${S}(?:את )?(?:ה)?מספר (?:ה)?(?:הוצאות|עסקאות|קניות|רכישות|חיובים|רשומות|הכנסות|פעמים)|${S}כמה פעם`,
    ),
  ],
  [
    'total',
    new RegExp(
      `${S}(?:כמה|סהכ|בסהכ|סכום|הסכום|סך|בסך|כמה כסף)|${S}(?:ה)?(?:הוצאתי|שילמתי|הוצאנו|שילמנו|עלה|עלו|עלתה|הרווחתי|הכנסתי)`,
    ),
  ],
];

/** Questions about money coming in rather than going out. */
export const INCOME_PATTERN = new RegExp(
  `${S}(?:ה|ו|וה)?(?:הכנסות|הכנסה|הכנסתי|הרווחתי|הרווחנו|קיבלתי|משכורת|משכורות|שכר)(?![^\\s])|נכנס לי|נכנסו לי`,
);

/** Everyday words for the default categories: found in a question, they point at the category containing them. */
export const CATEGORY_SYNONYMS: Record<string, string> = {
  אוכל: 'מזון',
  מזון: 'מזון',
  סופר: 'סופר',
  סופרמרקט: 'סופר',
  מכולת: 'סופר',
  מסעדה: 'מסעדות',
  דלק: 'דלק',
  תחבורה: 'תחבורה',
  רכב: 'תחבורה',
  חניה: 'תחבורה',
  רופא: 'בריאות',
  תרופות: 'בריאות',
  בגדים: 'ביגוד',
  נעליים: 'ביגוד',
  שכירות: 'דיור',
  משכנתא: 'דיור',
  בילויים: 'פנאי',
  בילוי: 'פנאי',
  מנוי: 'מנויים',
  מתנה: 'מתנות',
  לימודים: 'חינוך',
};

export const PAYMENT_SYNONYMS: Record<string, string> = {
  אשראי: 'אשראי',
  כרטיס: 'כרטיס',
  מזומנים: 'מזומן',
  קש: 'מזומן',
  העברה: 'העברה',
  ביט: 'ביט',
  פייבוקס: 'פייבוקס',
};

/**
 * Words that carry no filter: question words, verbs of spending, quantities and the intent words. What is left
 * after these, the time words, the category and the payment method is taken as the business or description.
 */
export const STOP_WORDS = new Set(
  `כמה מה מהי מהו מי איזה איזו אילו איפה למה מתי האם את של על עם אצל עבור בשביל לי לנו אני אנחנו
  הוצאתי הוצאנו הוצאות הוצאה ההוצאה ההוצאות שילמתי שילמנו תשלום תשלומים שולם שולמו עלה עלו עלתה עלות
  יצא יצאו יצאה היה היו הייתה היתה יש זה זו זאת הזה הזאת הוא היא הם סך הכל הכול כל בסך סהכ בסהכ סכום הסכום
  כסף שקל שקלים שח ₪ הכי ביותר גדול גדולה הגדול הגדולה יקר יקרה היקר היקרה גבוה גבוהה קטן קטנה הקטנה זול זולה
  הזולה נמוך נמוכה מקסימלי מקסימלית מקסימום מינימלי מינימלית מינימום ממוצע בממוצע הממוצע ממוצעת הממוצעת
  מספר המספר פעמים פעם עסקאות עסקה קניות קנייה קניה קניתי רכישות רכישה רכשתי חיובים חיוב חויבתי רשומות
  הכנסות הכנסה הכנסתי הרווחתי הרווחנו קיבלתי נכנס נכנסו משכורת תגיד תגידי תראה תראי הראה הצג הציגי בבקשה
  אפשר לדעת רוצה רציתי תן תני לי ועל או גם רק עד מ ב ל ו ה ש כ הרבה דרך באמצעות בעזרת סהכ בתשלום`
    .split(/\s+/)
    .filter(Boolean),
);
