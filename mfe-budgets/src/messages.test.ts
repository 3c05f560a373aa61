import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

describe('messages', () => {
  it('counts budgets in agreement: one budget, many budgets', () => {
    expect(messages.copied(1)).toBe('הוגדר תקציב אחד לפי החודש הקודם');
    expect(messages.copied(3)).toBe('הוגדרו 3 תקציבים לפי החודש הקודם');
  });
});
