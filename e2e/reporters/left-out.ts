import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter';

/**
 * Ends a run by listing the tests it left out and why (a test that needs the suite's own server, run against a
 * deployment), so nothing is skipped silently.
 */
export default class LeftOutReporter implements Reporter {
  private root?: Suite;
  private baseURL?: string;

  onBegin(config: FullConfig, suite: Suite): void {
    this.root = suite;
    this.baseURL = config.projects[0]?.use.baseURL;
  }

  onEnd(): void {
    // A test with no result never reached a worker (`--list`, an interrupted run): it was not left out.
    // A test of a serial group after one that failed is not run either; Playwright counts those as "did not run".
    const leftOut = (this.root?.allTests() ?? []).filter(
      (test) => test.results.length > 0 && test.outcome() === 'skipped' && !afterAFailure(test),
    );
    if (!leftOut.length) return;
    const lines = leftOut.map((test) => `  - ${title(test)}\n      ${reasonOf(test)}`);
    console.log(`\n${leftOut.length} test(s) left out against ${this.baseURL}:\n${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

const title = (test: TestCase) => `${test.location.file.split('/tests/')[1]} › ${test.title}`;

const reasonOf = (test: TestCase) =>
  test.annotations.find((a) => a.type === 'skip')?.description ??
  test.results.at(-1)?.annotations?.find((a) => a.type === 'skip')?.description ??
  '(no reason given)';

/** Skipped without a reason of its own while a test of the same group failed: not run, not left out. */
const afterAFailure = (test: TestCase) =>
  reasonOf(test) === '(no reason given)' &&
  test.parent.allTests().some((other) => other !== test && other.outcome() === 'unexpected');
