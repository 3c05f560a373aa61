import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const e2e = path.resolve(import.meta.dirname, '..');

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(path.join(dir, f)).isFile());

describe('a failing e2e test', () => {
  it('leaves its trace, a screenshot and the browser console, in an HTML report and a JUnit file', () => {
    const reports = mkdtempSync(path.join(tmpdir(), 'kaspit-e2e-evidence-'));
    const run = spawnSync('npx', ['playwright', 'test', '--config', 'evidence/playwright.config.ts'], {
      cwd: e2e,
      encoding: 'utf8',
      timeout: 180_000,
      // The fixture needs no app: a deployment address keeps the suite's config from starting a server.
      env: { ...process.env, E2E_REPORTS_DIR: reports, E2E_BASE_URL: 'http://127.0.0.1:9', E2E_WORKERS: '1' },
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);

    const artifacts = filesUnder(path.join(reports, 'artifacts'));
    expect(artifacts.filter((f) => f.endsWith('trace.zip'))).toHaveLength(1);
    expect(artifacts.filter((f) => /test-failed-\d+\.png$/.test(f))).toHaveLength(1);
    const console = artifacts.find((f) => f.includes('browser-console'));
    expect(console, artifacts.join('\n')).toBeDefined();
    expect(readFileSync(path.join(reports, 'artifacts', console!), 'utf8')).toContain(
      '[error] evidence: the app logged this before the failure',
    );

    expect(filesUnder(path.join(reports, 'html'))).toContain('index.html');
    const junit = readFileSync(path.join(reports, 'junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites[^>]* failures="1"/);
    expect(junit).toContain('a deliberately failing test');

    // The log's tail names the failure and its error, for a CI log read from the end.
    const tail = run.stdout.trimEnd().split('\n').slice(-30).join('\n');
    expect(tail).toContain('1 failure(s), run failed:');
    expect(tail).toContain('evidence/fixture/fails.spec.ts:6 › a deliberately failing test');
    expect(tail).toContain('not what the page says');
    expect(tail).toMatch(/at evidence\/fixture\/fails\.spec\.ts:9/);
    expect(run.stdout).toContain('1 did not run');
    expect(run.stdout).not.toContain('left out');
  }, 200_000);
});
