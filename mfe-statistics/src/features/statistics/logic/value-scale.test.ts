import { describe, expect, it } from 'vitest';
import { niceStep, scalePosition, valueScale } from './value-scale.js';

describe('niceStep', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([1.2, 2, 2.1, 4.9, 5, 7, 10, 12, 35, 180, 2600].map(niceStep)).toEqual([
      2, 2, 5, 5, 5, 10, 10, 20, 50, 200, 5000,
    ]);
  });

  it('never steps by less than a shekel (the labels are whole shekels)', () => {
    expect(niceStep(0.3)).toBe(1);
    expect(niceStep(0)).toBe(1);
  });
});

describe('valueScale', () => {
  it('starts at zero and ends on a round tick above the largest value', () => {
    expect(valueScale([150.25, 49.75, 0], 5)).toEqual({
      min: 0,
      max: 200,
      step: 50,
      ticks: [0, 50, 100, 150, 200],
    });
    expect(valueScale([1234], 4)).toMatchObject({ min: 0, max: 1500, step: 500 });
  });

  it('reaches below zero for negative values, with zero among the ticks', () => {
    const scale = valueScale([-250, 599.9], 5);
    expect(scale).toMatchObject({ min: -400, max: 600, step: 200 });
    expect(scale.ticks).toContain(0);
    expect(valueScale([-30, -10], 4).ticks).toEqual([-30, -20, -10, 0]);
  });

  it('still has a scale to draw for an empty or all-zero chart', () => {
    expect(valueScale([], 4).ticks).toEqual([0, 1, 2, 3, 4]);
    expect(valueScale([0, 0], 2).ticks).toEqual([0, 2, 4]);
  });

  it('adds whole-shekel ticks exactly (no 0.30000000000000004)', () => {
    const { ticks } = valueScale([3], 10);
    expect(ticks).toEqual([0, 1, 2, 3]);
    for (const tick of valueScale([987654], 7).ticks) expect(Number.isInteger(tick)).toBe(true);
  });
});

describe('scalePosition', () => {
  it('maps the scale onto pixels in either direction', () => {
    const scale = { min: -100, max: 300 };
    // A vertical axis: the minimum at the bottom (y 200), the maximum at the top (y 0).
    expect(scalePosition(scale, 0, 200, 0)).toBe(150);
    expect(scalePosition(scale, 300, 200, 0)).toBe(0);
    // A right-to-left horizontal axis: the minimum on the right.
    expect(scalePosition(scale, -100, 400, 0)).toBe(400);
  });
});
