import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

// Every counted message of this catalogue at 1, 2 and many: one is "הנחה אחת", never "1 הנחות".
const counted: [string, (n: number) => string, [string, string, string]][] = [
  ['monthSavedCount', messages.monthSavedCount, ['בהנחה אחת', 'ב-2 הנחות', 'ב-1,234 הנחות']],
  ['badge.inDays', messages.badge.inDays, ['פג בעוד יום אחד', 'פג בעוד 2 ימים', 'פג בעוד 1,234 ימים']],
];

describe('counted messages', () => {
  it.each(counted)('%s agrees with its count at 1, 2 and many', (_name, message, [one, two, many]) => {
    expect([message(1), message(2), message(1234)]).toEqual([one, two, many]);
  });
});
