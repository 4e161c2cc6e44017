import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';

/**
 * Prints, at the very end of the run, every test that failed and then passed on retry, with the
 * first line of each failure: a retry makes the run green, this keeps the flake visible.
 */
export default class FlakyReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  onEnd(_result: FullResult) {
    const flaky = (this.root?.allTests() ?? []).filter((test: TestCase) => test.outcome() === 'flaky');
    if (flaky.length === 0) {
      console.log('\nFlaky tests: none');
      return;
    }
    console.log(`\nFlaky tests (failed, then passed on retry): ${flaky.length}`);
    for (const test of flaky) {
      const failure = test.results.find((result) => result.status !== 'passed' && result.status !== 'skipped');
      const message = (failure?.error?.message ?? failure?.status ?? '').split('\n')[0];
      console.log(`  FLAKY ${test.titlePath().filter(Boolean).join(' › ')} (${test.location.file.replace(/^.*tests\/e2e\//, '')}:${test.location.line})\n        ${message}`);
    }
  }
}
