import { describe, expect, it } from 'vitest';
import { roundStep, valueAxis } from './valueAxis';

describe('the value axis follows the data (issue 27)', () => {
  it.each([
    // The finding: revenue by product with a R −6.30 row (coupon discounts and rounding) went down to R −150.
    ['a small negative row', [515.69, 300, 160, -6.3], { domain: [-7, 600], ticks: [0, 200, 400, 600] }],
    ['all positive: from 0', [515.69, 300, 160], { domain: [0, 600], ticks: [0, 200, 400, 600] }],
    ['a top on a step stays there', [400, 100], { domain: [0, 400], ticks: [0, 100, 200, 300, 400] }],
    ['cents', [0.42, 0.1], { domain: [0, 0.6], ticks: [0, 0.2, 0.4, 0.6] }],
    [
      'a large negative row: a whole step below',
      [500, -300],
      { domain: [-400, 600], ticks: [-400, -200, 0, 200, 400, 600] },
    ],
    ['a negative row less than a step', [1000, -143], { domain: [-200, 1000], ticks: [0, 500, 1000] }],
    ['only negative: down from 0', [-6.3, -2], { domain: [-8, 0], ticks: [-8, -6, -4, -2, 0] }],
    ['thousands', [12_345.67, 8000], { domain: [0, 15_000], ticks: [0, 5000, 10_000, 15_000] }],
    ['nothing to show', [], { domain: [0, 1], ticks: [0, 1] }],
    ['only zeros', [0, 0], { domain: [0, 1], ticks: [0, 1] }],
  ])('%s', (_case, values, axis) => expect(valueAxis(values)).toEqual(axis));

  it.each([
    ['counts are whole', [3, 1], { domain: [0, 3], ticks: [0, 1, 2, 3] }],
    ['a few teachers', [7, 2], { domain: [0, 8], ticks: [0, 2, 4, 6, 8] }],
    ['many registrations', [1234], { domain: [0, 1500], ticks: [0, 500, 1000, 1500] }],
    ['one registration', [1], { domain: [0, 1], ticks: [0, 1] }],
  ])('%s', (_case, values, axis) => expect(valueAxis(values, { whole: true })).toEqual(axis));

  it('puts the highest value under the top and the lowest above the bottom, with round ticks', () => {
    for (const values of [
      [515.69, -6.3],
      [99.99, 0.01],
      [-0.5, 0.2],
      [1_000_000, 3],
      [-42, 7],
    ]) {
      const { domain, ticks } = valueAxis(values);
      expect(domain[0]).toBeLessThanOrEqual(Math.min(0, ...values));
      expect(domain[1]).toBeGreaterThanOrEqual(Math.max(...values));
      expect(ticks).toContain(0);
      const steps = new Set(ticks.slice(1).map((tick, index) => Number((tick - ticks[index]).toPrecision(6))));
      expect(steps.size).toBe(1);
    }
  });
});

describe('round steps', () => {
  it.each([
    [128.9, 200],
    [100, 100],
    [32.5, 50],
    [1.2, 2],
    [0.105, 0.2],
    [0, 1],
  ])('%d → %d', (raw, step) => expect(roundStep(raw, false)).toBe(step));

  it('is whole for counts', () => expect(roundStep(0.75, true)).toBe(1));
});
