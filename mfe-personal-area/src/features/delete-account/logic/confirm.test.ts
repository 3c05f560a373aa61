import { describe, expect, it } from 'vitest';
import { isDeletionConfirmed } from './confirm.js';

describe('isDeletionConfirmed', () => {
  it('needs the exact word', () => {
    expect(isDeletionConfirmed(' מחיקה ')).toBe(true);
    expect(isDeletionConfirmed('')).toBe(false);
    expect(isDeletionConfirmed('מחיק')).toBe(false);
    expect(isDeletionConfirmed('delete')).toBe(false);
  });
});
