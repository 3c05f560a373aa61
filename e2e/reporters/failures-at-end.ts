import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_TESTS = 5;
const MAX_LINES = 20;
// eslint-disable-next-line no-control-regex -- the terminal colours Playwright puts in error messages
const colours = /\u001b\[[0-9;]*m/g;
/** A file as the person running the suite names it (Playwright runs where its config is). */
const here = (file: string) => path.relative(process.cwd(), file);

/**
 * Ends a failed run with each failure's error and where it was thrown, in a few lines: a CI log is often read from
 * its tail only, where the line reporter's full report of the failure has long scrolled away.
 */
export default class FailuresAtEndReporter implements Reporter {
  private readonly failures: { test: TestCase; result: TestResult }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed' && result.status !== 'skipped' && result.status !== test.expectedStatus)
      this.failures.push({ test, result });
  }

  onEnd(result: FullResult): void {
    if (!this.failures.length) return;
    const shown = this.failures.slice(0, MAX_TESTS).map(({ test, result: run }) => {
      const where = `${here(test.location.file)}:${test.location.line} › ${test.title}`;
      const error = run.errors[0];
      const message = (error?.message ?? error?.value ?? run.status).replace(colours, '').split('\n');
      const thrownAt = error?.location ? `    at ${here(error.location.file)}:${error.location.line}` : '';
      const lines = message.slice(0, MAX_LINES).map((line) => `    ${line}`);
      if (message.length > MAX_LINES) lines.push(`    … ${message.length - MAX_LINES} more line(s)`);
      return [`  ✘ ${where} (${run.status}, ${Math.round(run.duration / 1000)} s)`, ...lines, thrownAt]
        .filter(Boolean)
        .join('\n');
    });
    const more = this.failures.length - shown.length;
    console.log(
      `\n${this.failures.length} failure(s), run ${result.status}:\n${shown.join('\n\n')}${more > 0 ? `\n  … and ${more} more` : ''}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
