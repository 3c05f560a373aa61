import { describe, expect, it } from 'vitest';
import { budgetState, percentOf } from './index.js';

describe('budgetState', () => {
  it('is none without a budget', () => {
    expect(budgetState(5_000, null)).toBe('none');
    expect(budgetState(5_000, 0)).toBe('none');
  });
  it('warns from 80% of the budget, up to the budget itself', () => {
    expect(budgetState(79_99, 100_00)).toBe('ok');
    expect(budgetState(80_00, 100_00)).toBe('warning');
    expect(budgetState(100_00, 100_00)).toBe('warning');
  });
  it('is over once spending passes the budget', () => {
    expect(budgetState(100_01, 100_00)).toBe('over');
  });
});

describe('percentOf', () => {
  it('floors the share of the budget spent', () => {
    expect(percentOf(79_99, 100_00)).toBe(79);
    expect(percentOf(150_00, 100_00)).toBe(150);
    expect(percentOf(10, null)).toBeNull();
  });
});
