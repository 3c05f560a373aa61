import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

// Every counted message of this catalogue at 1, 2 and many: one is "הוגדר תקציב אחד", never "הוגדרו 1 תקציבים".
const counted: [string, (n: number) => string, [string, string, string]][] = [
  [
    'copied',
    messages.copied,
    [
      'הוגדר תקציב אחד לפי החודש הקודם',
      'הוגדרו 2 תקציבים לפי החודש הקודם',
      'הוגדרו 1,234 תקציבים לפי החודש הקודם',
    ],
  ],
];

describe('counted messages', () => {
  it.each(counted)('%s agrees with its count at 1, 2 and many', (_name, message, [one, two, many]) => {
    expect([message(1), message(2), message(1234)]).toEqual([one, two, many]);
  });
});
