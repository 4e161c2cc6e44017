import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Issue 31: where the e2e suite's time goes. At the end of every run it prints the slowest tests
 * and the time spent in the suite's own costly steps (named by tests/e2e/fixtures.ts: "axe …",
 * "screenshot …", "sign in …", "sign up …", "navigate in the app …") beside navigation and the rest, added up over all
 * workers. E2E_SLOWEST=<n> sets how many tests it lists (30 by default).
 */
const kinds: [RegExp, string][] = [
  [/^axe\b/, 'axe scans'],
  [/^screenshot\b/, 'review screenshots'],
  [/^sign in\b/, 'sign-ins'],
  [/^sign up\b/, 'sign-ups'],
  [/^navigate in the app\b/, 'navigation in the app'],
];

export default class TimeReporter implements Reporter {
  private readonly tests: { title: string; project: string; ms: number }[] = [];
  private readonly spent = new Map<string, { ms: number; count: number }>();
  private started = Date.now();

  onBegin(): void {
    this.started = Date.now();
  }

  onStepEnd(_test: TestCase, _result: TestResult, step: TestStep): void {
    // Only the outermost step of each kind counts (a sign-in inside a sign-up is the sign-up's).
    const kind = kinds.find(([pattern]) => pattern.test(step.title))?.[1] ?? (step.category === 'pw:api' && /^Navigate|^Reload/.test(step.title) ? 'navigation (goto, reload)' : undefined);
    if (!kind) return;
    for (let parent = step.parent; parent; parent = parent.parent) {
      if (kinds.some(([pattern]) => pattern.test(parent.title))) return;
    }
    const total = this.spent.get(kind) ?? { ms: 0, count: 0 };
    total.ms += step.duration;
    total.count += 1;
    this.spent.set(kind, total);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({ title: `${test.location.file.split('/').pop()}: ${test.title}`, project: test.parent.project()?.name ?? '', ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    if (this.tests.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const testTime = this.tests.reduce((sum, test) => sum + test.ms, 0);
    const slowest = [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.E2E_SLOWEST ?? 30));
    const lines = slowest.map((test) => `  ${seconds(test.ms).padStart(8)}  [${test.project}] ${test.title}`);
    const spent = [...this.spent].sort((a, b) => b[1].ms - a[1].ms).map(([kind, total]) => `  ${kind.padEnd(26)} ${seconds(total.ms).padStart(9)}  ${String(total.count).padStart(5)}×  ${(total.ms / testTime * 100).toFixed(0).padStart(3)} %`);
    console.log(`\ntime: ${this.tests.length} tests, ${seconds(testTime)} of test time over all workers, ${seconds(Date.now() - this.started)} wall clock`);
    console.log(`${spent.join('\n')}\nslowest ${slowest.length}:\n${lines.join('\n')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
