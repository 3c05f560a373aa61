import { describe, expect, it } from 'vitest';
import { labelStep, textWidth, thinLabels, truncateLabel } from './label-fit.js';

describe('textWidth', () => {
  it('counts visible characters only (the formatters’ direction marks take no room)', () => {
    expect(textWidth('\u200f16,000 \u200f₪')).toBe(textWidth('16,000 ₪'));
    expect(textWidth('מזון')).toBeGreaterThan(textWidth('12'));
  });
});

describe('labelStep and thinLabels', () => {
  it('shows every label when they fit and every n-th when they would overlap', () => {
    expect(labelStep(40, 20)).toBe(1);
    expect(labelStep(10, 14)).toBe(2);
    expect(labelStep(5, 14)).toBe(4);
  });

  it('keeps the first label (the rightmost) and thins the rest evenly', () => {
    const days = Array.from({ length: 31 }, (_, i) => String(i + 1));
    const shown = thinLabels(days, 9);
    expect(shown[0]).toBe(true);
    const step = shown.indexOf(true, 1);
    expect(step).toBeGreaterThan(1);
    shown.forEach((s, i) => expect(s).toBe(i % step === 0));
    expect(thinLabels(['ינו׳', 'פבר׳'], 60)).toEqual([true, true]);
  });
});

describe('truncateLabel', () => {
  it('leaves a label that fits and cuts a long one with an ellipsis', () => {
    expect(truncateLabel('מזון', 100)).toBe('מזון');
    const cut = truncateLabel('ביטוחים ופנסיה והשקעות ארוכות טווח', 60);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut)).toBeLessThanOrEqual(60);
    expect(truncateLabel('ארוך מאוד', 5)).toBe('…');
  });
});
