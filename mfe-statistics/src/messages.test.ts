import { describe, expect, it } from 'vitest';
import { aiTexts } from './ai-messages.js';

// Every counted message of this catalogue at 1, 2 and many: one is "יום אחד", never "1 ימים".
const counted: [string, (n: number) => string, [string, string, string]][] = [
  [
    'aiTexts.forecastState.running',
    (n) => aiTexts.forecastState.running(n, 1500),
    ['עבר יום אחד מתוך 1,500 ימי החיוב', 'עברו 2 מתוך 1,500 ימי החיוב', 'עברו 1,234 מתוך 1,500 ימי החיוב'],
  ],
  [
    'aiTexts.possibleSubscription',
    (n) => aiTexts.possibleSubscription('נטפליקס', '₪50', n),
    [
      '"נטפליקס" חוזר חודש אחד ברציפות בסכום של כ־₪50 — אולי זה מנוי שלא נרשם?',
      '"נטפליקס" חוזר 2 חודשים ברציפות בסכום של כ־₪50 — אולי זה מנוי שלא נרשם?',
      '"נטפליקס" חוזר 1,234 חודשים ברציפות בסכום של כ־₪50 — אולי זה מנוי שלא נרשם?',
    ],
  ],
  [
    'aiTexts.expiringDiscount',
    (n) => aiTexts.expiringDiscount('קפה', n, '1.12.2026'),
    [
      'ההנחה "קפה" פגה בעוד יום אחד (1.12.2026)',
      'ההנחה "קפה" פגה בעוד 2 ימים (1.12.2026)',
      'ההנחה "קפה" פגה בעוד 1,234 ימים (1.12.2026)',
    ],
  ],
];

describe('counted messages', () => {
  it.each(counted)('%s agrees with its count at 1, 2 and many', (_name, message, [one, two, many]) => {
    expect([message(1), message(2), message(1234)]).toEqual([one, two, many]);
  });
});
