import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES, DEFAULT_PAYMENT_METHODS } from '../../users/defaults.js';
import { parseQuestion, type ParsedQuestion } from './index.js';

const context = {
  categories: DEFAULT_CATEGORIES,
  paymentMethods: DEFAULT_PAYMENT_METHODS,
  currentMonth: '2026-04',
};
const month = (m: string) => ({ from: m, to: m });

type Expected = Partial<ParsedQuestion>;

/** [question, what it must mean]; `terms` defaults to none, so a stray word becoming a filter fails the test. */
const PHRASINGS: [string, Expected][] = [
  ['כמה הוצאתי על מזון בחודש שעבר?', { intent: 'total', category: 'מזון וסופר', span: month('2026-03') }],
  ['מה ההוצאה הכי גדולה החודש?', { intent: 'biggest', span: month('2026-04') }],
  ['כמה הוצאתי החודש', { intent: 'total', subject: 'outcomes', span: month('2026-04') }],
  [
    'כמה שילמתי באשראי בחודש הקודם?',
    { intent: 'total', paymentMethod: 'כרטיס אשראי', span: month('2026-03') },
  ],
  ['כמה הוצאתי במזומן החודש', { paymentMethod: 'מזומן', span: month('2026-04') }],
  ['כמה העברתי בביט במרץ?', { paymentMethod: 'ביט', span: month('2026-03'), terms: ['העברתי'] }],
  ['כמה הוצאתי על מסעדות במרץ', { category: 'מסעדות', span: month('2026-03') }],
  ['כמה הוצאתי על דלק בפברואר 2025', { category: 'תחבורה ודלק', span: month('2025-02') }],
  ['כמה הוצאתי בסופר בינואר?', { category: 'מזון וסופר', span: month('2026-01') }],
  ['כמה הוצאתי על אוכל החודש?', { category: 'מזון וסופר', span: month('2026-04') }],
  // A month later in the year than the current one is last year's.
  ['כמה הוצאתי בדצמבר', { span: month('2025-12') }],
  ['כמה הוצאתי ברמי לוי בחודש שעבר?', { terms: ['ברמי', 'לוי'], span: month('2026-03') }],
  ['כמה שילמתי לנטפליקס השנה?', { terms: ['לנטפליקס'], span: { from: '2026-01', to: '2026-04' } }],
  ['כמה פעמים קניתי בשופרסל החודש?', { intent: 'count', terms: ['בשופרסל'] }],
  ['כמה הוצאות היו לי בחודש שעבר?', { intent: 'count', span: month('2026-03') }],
  ['מספר העסקאות באשראי במרץ', { intent: 'count', paymentMethod: 'כרטיס אשראי', span: month('2026-03') }],
  ['מה ההוצאה הגדולה ביותר בחודש שעבר?', { intent: 'biggest', span: month('2026-03') }],
  [
    'מה הייתה ההוצאה היקרה ביותר על ביגוד השנה?',
    { intent: 'biggest', category: 'ביגוד', span: { from: '2026-01', to: '2026-04' } },
  ],
  ['מה הקנייה הכי זולה החודש', { intent: 'smallest' }],
  ['מה ההוצאה הממוצעת על מסעדות?', { intent: 'average', category: 'מסעדות' }],
  ['כמה אני מוציא בממוצע על דלק', { intent: 'average', category: 'תחבורה ודלק', terms: ['מוציא'] }],
  ['כמה הוצאתי בשלושת החודשים האחרונים?', { span: { from: '2026-02', to: '2026-04' } }],
  [
    'כמה הוצאתי ב-3 החודשים האחרונים על מזון',
    { category: 'מזון וסופר', span: { from: '2026-02', to: '2026-04' } },
  ],
  [
    'כמה הוצאתי בחצי השנה האחרונה על בריאות',
    { category: 'בריאות', span: { from: '2025-11', to: '2026-04' } },
  ],
  ['כמה הוצאתי לפני חודשיים', { span: month('2026-02') }],
  ['כמה הוצאתי לפני 5 חודשים על ביטוח', { category: 'ביטוח', span: month('2025-11') }],
  ['כמה הוצאתי בשנה שעברה?', { span: { from: '2025-01', to: '2025-12' } }],
  ['סה״כ הוצאות על חשבונות במרס', { intent: 'total', category: 'חשבונות', span: month('2026-03') }],
  ['מה סך ההוצאות מינואר עד מרץ?', { span: { from: '2026-01', to: '2026-03' } }],
  ['כמה הוצאתי ב-2026-02', { span: month('2026-02') }],
  ['כמה הוצאתי ב 03/2026 בהעברה בנקאית', { paymentMethod: 'העברה בנקאית', span: month('2026-03') }],
  ['כמה הרווחתי בחודש שעבר?', { subject: 'incomes', intent: 'total', span: month('2026-03') }],
  ['מה סך ההכנסות החודש', { subject: 'incomes', span: month('2026-04') }],
  [
    'מה ההכנסה הכי גדולה השנה',
    { subject: 'incomes', intent: 'biggest', span: { from: '2026-01', to: '2026-04' } },
  ],
  ['כמה עלו המנויים שלי בחודש שעבר', { category: 'מנויים', span: month('2026-03') }],
  ['כמה הוצאתי על מתנות בשנת 2025', { category: 'מתנות', span: { from: '2025-01', to: '2025-12' } }],
  ['הוצאות על פנאי בחודש שעבר', { intent: 'total', category: 'פנאי', span: month('2026-03') }],
  ['כמה יצא לי על חינוך ברבעון האחרון?', { category: 'חינוך', span: { from: '2026-02', to: '2026-04' } }],
  [
    'כמה הוצאתי על מזון וסופר במזומן בחודש מאי',
    { category: 'מזון וסופר', paymentMethod: 'מזומן', span: month('2025-05') },
  ],
  ['כמה כסף הלך על דיור החודש?', { category: 'דיור', terms: ['הלך'] }],
];

describe('parseQuestion', () => {
  it('has at least 30 phrasings under test', () => expect(PHRASINGS.length).toBeGreaterThanOrEqual(30));

  it.each(PHRASINGS)('%s', (question, expected) => {
    const parsed = parseQuestion(question, context);
    expect(parsed).toBeDefined();
    const defaults = { terms: [], span: month('2026-04'), subject: 'outcomes' };
    expect(parsed).toMatchObject({ ...defaults, ...expected });
    if (!('category' in expected)) expect(parsed!.category).toBeUndefined();
    if (!('paymentMethod' in expected)) expect(parsed!.paymentMethod).toBeUndefined();
  });

  it.each(['', '   ', 'שלום, מה נשמע?', 'ספר לי בדיחה', 'מזג האוויר מחר'])(
    'does not pretend to understand %j',
    (question) => expect(parseQuestion(question, context)).toBeUndefined(),
  );

  it("uses the user's own category and payment method names", () => {
    const own = { ...context, categories: ['אוכל לבית', 'קפה'], paymentMethods: ['ויזה כאל'] };
    expect(parseQuestion('כמה הוצאתי על קפה בויזה?', own)).toMatchObject({
      category: 'קפה',
      paymentMethod: 'ויזה כאל',
      terms: [],
    });
    expect(parseQuestion('כמה הוצאתי על אוכל?', own)).toMatchObject({ category: 'אוכל לבית' });
  });
});
