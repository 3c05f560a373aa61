import { describe, expect, it } from 'vitest';
import { parseRemotesManifest, parseRemotesManifestText, remoteOriginsOf } from './index.js';

describe('parseRemotesManifest', () => {
  it('accepts root-relative and absolute entries, a canary with a share, and remotes left out', () => {
    const json = {
      'mfe-budgets': { entry: '/remotes/mfe-budgets/mf-manifest.json' },
      'mfe-records': {
        entry: 'https://cdn.example/records/v2/mf-manifest.json',
        canary: { entry: 'https://cdn.example/records/v3/mf-manifest.json', share: 0.1 },
      },
    };
    expect(parseRemotesManifest(json)).toEqual({ success: true, manifest: json });
  });

  it('refuses the file naming every problem: unknown remote, bad entry, bad share, unknown field', () => {
    const parsed = parseRemotesManifest({
      'mfe-evil': { entry: '/x' },
      'mfe-budgets': { entry: 42 },
      'mfe-records': {
        entry: 'javascript:alert(1)',
        canary: { entry: '//cdn.example/x', share: 2 },
        canery: {},
      },
      'mfe-discounts': { entry: 'remotes/mfe-discounts/mf-manifest.json', canary: { entry: '/x', share: 0 } },
    });
    expect(parsed.success).toBe(false);
    const problems = parsed.success ? [] : parsed.problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        '(the file): Unrecognized key: "mfe-evil"',
        'mfe-budgets.entry: Invalid input: expected string, received number',
        'mfe-records.entry: must be an absolute http(s) URL or a path starting with "/"',
        'mfe-records.canary.entry: must be an absolute http(s) URL or a path starting with "/"',
        'mfe-records.canary.share: must be at most 1',
        'mfe-records: Unrecognized key: "canery"',
        'mfe-discounts.entry: must be an absolute http(s) URL or a path starting with "/"',
        'mfe-discounts.canary.share: must be above 0',
      ]),
    );
  });

  it('refuses what is not an object of remotes', () => {
    for (const json of [null, [], 'remotes', 3]) {
      expect(parseRemotesManifest(json)).toEqual({
        success: false,
        problems: [expect.stringMatching(/^\(the file\): /)],
      });
    }
  });

  it('names a JSON syntax error as the problem', () => {
    const parsed = parseRemotesManifestText('{ "mfe-budgets": { "entry": "/x" }, }');
    expect(parsed).toEqual({
      success: false,
      problems: [expect.stringMatching(/^\(the file\): not JSON: /)],
    });
  });
});

describe('remoteOriginsOf', () => {
  it('lists the other hosts of stable and canary builds once each, sorted, and none for same-origin paths', () => {
    const parsed = parseRemotesManifestText(
      JSON.stringify({
        'mfe-budgets': { entry: '/remotes/mfe-budgets/mf-manifest.json' },
        'mfe-records': {
          entry: 'https://cdn.example/records/mf-manifest.json',
          canary: { entry: 'https://canary.example:8443/records/mf-manifest.json', share: 0.5 },
        },
        'mfe-discounts': { entry: 'https://cdn.example/discounts/mf-manifest.json' },
      }),
    );
    expect(parsed.success && remoteOriginsOf(parsed.manifest)).toEqual([
      'https://canary.example:8443',
      'https://cdn.example',
    ]);
  });
});
