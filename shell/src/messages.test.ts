import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

// Every counted message of this catalogue at 1, 2 and many: one is "הנחה אחת" (feminine), "תשלום אחד".
const counted: [string, (n: number) => string, [string, string, string]][] = [
  ['recurringCount', messages.recurringCount, ['תשלום אחד', '2 תשלומים', '1,234 תשלומים']],
  ['discountCount', messages.discountCount, ['הנחה אחת', '2 הנחות', '1,234 הנחות']],
];

describe('counted messages', () => {
  it.each(counted)('%s agrees with its count at 1, 2 and many', (_name, message, [one, two, many]) => {
    expect([message(1), message(2), message(1234)]).toEqual([one, two, many]);
  });
});
