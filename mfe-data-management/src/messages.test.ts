import { describe, expect, it } from 'vitest';
import { entries, importTexts } from './messages.js';

// Every counted message of this catalogue at 1, 2 and many: one is "שורה אחת", never "1 שורות".
const counted: [string, (n: number) => string, [string, string, string]][] = [
  [
    'entries.monthTotal',
    (n) => entries.monthTotal(n, '₪10'),
    ['רשומה אחת בחודש, סך הכול ₪10', '2 רשומות בחודש, סך הכול ₪10', '1,234 רשומות בחודש, סך הכול ₪10'],
  ],
  [
    'entries.planPreview',
    (n) => entries.planPreview(n, '₪10'),
    [
      'תשלום אחד של כ-₪10 בחודשי חיוב רצופים',
      '2 תשלומים של כ-₪10 בחודשי חיוב רצופים',
      '1,234 תשלומים של כ-₪10 בחודשי חיוב רצופים',
    ],
  ],
  [
    'importTexts.encoding',
    (n) => importTexts.encoding('max.csv', 'windows-1255', n),
    [
      'max.csv: זוהה קידוד windows-1255, שורת נתונים אחת.',
      'max.csv: זוהה קידוד windows-1255, 2 שורות נתונים.',
      'max.csv: זוהה קידוד windows-1255, 1,234 שורות נתונים.',
    ],
  ],
  [
    'importTexts.invalidRows',
    importTexts.invalidRows,
    ['שורה אחת לא תקינה ולא תיובא.', '2 שורות לא תקינות ולא ייובאו.', '1,234 שורות לא תקינות ולא ייובאו.'],
  ],
];

describe('counted messages', () => {
  it.each(counted)('%s agrees with its count at 1, 2 and many', (_name, message, [one, two, many]) => {
    expect([message(1), message(2), message(1234)]).toEqual([one, two, many]);
  });
});
