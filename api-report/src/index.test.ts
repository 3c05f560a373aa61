import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runApiReport } from './index.js';

/** A built package in a git repository of its own: its version, and the declarations its build emitted. */
function fixturePackage() {
  const repo = mkdtempSync(path.join(tmpdir(), 'api-report-repo-'));
  const dir = path.join(repo, 'contract');
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: repo,
      stdio: 'pipe',
    });
  git('init', '-q');
  const release = (version: string, declarations: string) => {
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: '@kaspit/contract', version, exports: { '.': { types: './dist/index.d.ts' } } }),
    );
    writeFileSync(path.join(dir, 'dist/index.d.ts'), declarations);
  };
  const commit = () => {
    git('add', '-A');
    git('commit', '-q', '-m', 'release');
  };
  const report = () => readFileSync(path.join(dir, 'api-report/contract.api.md'), 'utf8');
  return { repo, dir, release, commit, report };
}

const a = 'export declare function a(): void;\n';
const b = 'export declare function b(text: string): number;\n';
const c = 'export declare function c(): void;\n';

let repos: string[] = [];
afterEach(() => {
  for (const repo of repos) rmSync(repo, { recursive: true, force: true });
  repos = [];
});

describe('runApiReport', () => {
  it('fails a change to the public API that the committed report does not show', () => {
    const pkg = fixturePackage();
    repos.push(pkg.repo);
    pkg.release('1.0.0', a + b);
    expect(runApiReport(pkg.dir, 'check').problems).toEqual([
      expect.stringContaining('contract.api.md is missing'),
    ]);
    expect(runApiReport(pkg.dir, 'update').problems).toEqual([]);
    expect(pkg.report()).toContain('export function b(text: string): number;');
    pkg.commit();
    expect(runApiReport(pkg.dir, 'check')).toEqual({ problems: [], notes: [] });

    pkg.release('1.0.0', a + b + c);
    expect(runApiReport(pkg.dir, 'check').problems).toEqual([
      expect.stringMatching(/does not match the public API of @kaspit\/contract \(c \(added\)\)/),
      expect.stringMatching(/the API of 1\.0\.0 was recorded in \w+ and has changed since \(c \(added\)\)/),
    ]);
  }, 120_000);

  it('takes an addition as a new minor and a removal only as a new major, in update and in check', () => {
    const pkg = fixturePackage();
    repos.push(pkg.repo);
    pkg.release('1.0.0', a + b);
    runApiReport(pkg.dir, 'update');
    pkg.commit();

    pkg.release('1.1.0', a + b + c);
    expect(runApiReport(pkg.dir, 'update').problems).toEqual([]);
    pkg.commit();
    expect(runApiReport(pkg.dir, 'check').problems).toEqual([]);

    // b's signature changes in a minor: update refuses and writes nothing.
    pkg.release('1.2.0', a + 'export declare function b(text: string, more: boolean): number;\n' + c);
    expect(runApiReport(pkg.dir, 'update').problems).toEqual([
      expect.stringMatching(
        /a breaking change \(b \(changed\)\) needs a major version \(1\.1\.0 → 1\.2\.0\)/,
      ),
    ]);
    expect(pkg.report()).toContain('@kaspit/contract 1.1.0');
    // A report written by hand to match does not get past the check either.
    const handWritten = pkg
      .report()
      .replace('1.1.0', '1.2.0')
      .replace('b(text: string)', 'b(text: string, more: boolean)');
    writeFileSync(path.join(pkg.dir, 'api-report/contract.api.md'), handWritten);
    pkg.commit();
    expect(runApiReport(pkg.dir, 'check').problems).toEqual([
      expect.stringMatching(/a breaking change \(b \(changed\)\) needs a major version/),
    ]);

    pkg.release('2.0.0', a + 'export declare function b(text: string, more: boolean): number;\n' + c);
    expect(runApiReport(pkg.dir, 'update').problems).toEqual([]);
    pkg.commit();
    expect(runApiReport(pkg.dir, 'check').problems).toEqual([]);
  }, 120_000);
});
