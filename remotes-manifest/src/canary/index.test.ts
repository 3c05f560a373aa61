import { describe, expect, it } from 'vitest';
import { chooseBuild, shareOf } from './index.js';

const deployment = {
  entry: '/remotes/mfe-records/mf-manifest.json',
  canary: { entry: 'https://canary.example/records/mf-manifest.json', share: 0.1 },
};
const people = Array.from({ length: 10_000 }, (_, i) => `user-${i}`);
const canaryPeople = (share: number, remote: 'mfe-records' | 'mfe-budgets' = 'mfe-records') =>
  people.filter(
    (id) =>
      chooseBuild(remote, { ...deployment, canary: { ...deployment.canary, share } }, id).build === 'canary',
  );

describe('chooseBuild', () => {
  it('gives the same person the same build every time', () => {
    for (const id of people.slice(0, 200)) {
      expect(chooseBuild('mfe-records', deployment, id)).toEqual(chooseBuild('mfe-records', deployment, id));
    }
  });

  it('sends about the share of people to the canary and the rest to the stable build', () => {
    const chosen = canaryPeople(0.1);
    expect(chosen.length / people.length).toBeGreaterThan(0.085);
    expect(chosen.length / people.length).toBeLessThan(0.115);
    expect(chooseBuild('mfe-records', deployment, chosen[0]!)).toEqual({
      entry: deployment.canary.entry,
      build: 'canary',
    });
    const other = people.find((id) => !chosen.includes(id))!;
    expect(chooseBuild('mfe-records', deployment, other)).toEqual({
      entry: deployment.entry,
      build: 'stable',
    });
  });

  it('keeps everyone already on the canary when the share grows, and sends everyone at a share of 1', () => {
    const tenth = canaryPeople(0.1);
    const half = new Set(canaryPeople(0.5));
    expect(tenth.every((id) => half.has(id))).toBe(true);
    expect(canaryPeople(1)).toHaveLength(people.length);
  });

  it('without a canary line, everyone gets the stable build (the rollback)', () => {
    const { canary: _removed, ...rolledBack } = deployment;
    expect(people.every((id) => chooseBuild('mfe-records', rolledBack, id).build === 'stable')).toBe(true);
  });

  it("tries two remotes' canaries on different people", () => {
    const records = new Set(canaryPeople(0.1, 'mfe-records'));
    const budgets = canaryPeople(0.1, 'mfe-budgets');
    const both = budgets.filter((id) => records.has(id)).length;
    // Independent choices overlap on about a tenth of a tenth, not on the same tenth.
    expect(both / budgets.length).toBeLessThan(0.2);
  });

  it('places people in [0, 1)', () => {
    for (const id of people.slice(0, 500)) {
      const point = shareOf('mfe-records', id);
      expect(point).toBeGreaterThanOrEqual(0);
      expect(point).toBeLessThan(1);
    }
  });
});
