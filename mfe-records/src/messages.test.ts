import { describe, expect, it } from 'vitest';
import { ledger, search } from './messages.js';

// Every counted message of this catalogue at 1, 2 and many: one is "רשומה אחת", never "1 רשומות".
const counted: [string, (n: number) => string, [string, string, string]][] = [
  ['ledger.count (all shown)', (n) => ledger.count(n, n), ['רשומה אחת', '2 רשומות', '1,234 רשומות']],
  [
    'ledger.count (filtered)',
    (n) => ledger.count(n, 5000),
    ['1 מתוך 5,000 רשומות', '2 מתוך 5,000 רשומות', '1,234 מתוך 5,000 רשומות'],
  ],
  ['search.total', search.total, ['נמצאה תוצאה אחת', 'נמצאו 2 תוצאות', 'נמצאו 1,234 תוצאות']],
];

describe('counted messages', () => {
  it.each(counted)('%s agrees with its count at 1, 2 and many', (_name, message, [one, two, many]) => {
    expect([message(1), message(2), message(1234)]).toEqual([one, two, many]);
  });
});
