import { describe, expect, it } from 'vitest';
import { semverProblems } from './index.js';

const report = (code: string) => `## API Report\n\n\`\`\`ts\n\n${code}\n\n\`\`\`\n`;
const v1 = report('export function a(): void;\n\nexport function b(): void;');
const withC = report(
  'export function a(): void;\n\nexport function b(): void;\n\nexport function c(): void;',
);
const withoutB = report('export function a(): void;');
const released = (version: string, api: string) => ({ commit: 'abcdef0123456789', version, report: api });

describe('semverProblems', () => {
  it('accepts an addition released as a new minor, and a removal released as a new major', () => {
    expect(
      semverProblems(
        'x',
        { version: '1.1.0', report: withC },
        {
          firstAtVersion: undefined,
          previousRelease: released('1.0.0', v1),
        },
      ),
    ).toEqual([]);
    expect(
      semverProblems(
        'x',
        { version: '2.0.0', report: withoutB },
        {
          firstAtVersion: released('2.0.0', withoutB),
          previousRelease: released('1.4.2', v1),
        },
      ),
    ).toEqual([]);
  });

  it('refuses a removal without a major version', () => {
    const [problem] = semverProblems(
      'x',
      { version: '1.1.0', report: withoutB },
      {
        firstAtVersion: undefined,
        previousRelease: released('1.0.0', v1),
      },
    );
    expect(problem).toMatch(/breaking change \(b \(removed\)\) needs a major version \(1\.0\.0 → 1\.1\.0\)/);
  });

  it('refuses an addition released as a patch', () => {
    expect(
      semverProblems(
        'x',
        { version: '1.0.1', report: withC },
        {
          firstAtVersion: undefined,
          previousRelease: released('1.0.0', v1),
        },
      ),
    ).toEqual(['x: new API (c (added)) needs a minor version (1.0.0 → 1.0.1)']);
  });

  it('refuses a change to a version whose API was already recorded', () => {
    const [problem] = semverProblems(
      'x',
      { version: '1.1.0', report: withC },
      {
        firstAtVersion: released('1.1.0', v1),
        previousRelease: released('1.0.0', v1),
      },
    );
    expect(problem).toMatch(
      /the API of 1\.1\.0 was recorded in abcdef0123 and has changed since \(c \(added\)\)/,
    );
  });

  it('treats a minor step as the breaking step before 1.0', () => {
    expect(
      semverProblems(
        'x',
        { version: '0.2.0', report: withoutB },
        {
          firstAtVersion: undefined,
          previousRelease: released('0.1.0', v1),
        },
      ),
    ).toEqual([]);
  });
});
