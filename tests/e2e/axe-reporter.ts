import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface AxeAttachment {
  url: string;
  violations: { id: string; impact: string; nodes: unknown[] }[];
}

const impacts = ['critical', 'serious', 'moderate', 'minor'];

/**
 * Issue 16, suite 3: adds up the "axe" attachments of every test (tests/e2e/fixtures.ts) and
 * prints the totals by impact at the end of the run: rules broken and elements affected.
 */
export default class AxeReporter implements Reporter {
  private pages = 0;
  private readonly rules = new Map<string, number>();
  private readonly elements = new Map<string, number>();
  private readonly ruleIds = new Map<string, Set<string>>();

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name !== 'axe' || !attachment.body) continue;
      const scan = JSON.parse(attachment.body.toString('utf8')) as AxeAttachment;
      this.pages += 1;
      for (const violation of scan.violations) {
        this.rules.set(violation.impact, (this.rules.get(violation.impact) ?? 0) + 1);
        this.elements.set(violation.impact, (this.elements.get(violation.impact) ?? 0) + violation.nodes.length);
        const ids = this.ruleIds.get(violation.impact) ?? new Set<string>();
        ids.add(violation.id);
        this.ruleIds.set(violation.impact, ids);
      }
    }
  }

  onEnd(): void {
    if (this.pages === 0) return;
    const lines = impacts.map((impact) => {
      const ids = [...(this.ruleIds.get(impact) ?? [])].sort().join(', ');
      return `  ${impact.padEnd(8)} ${String(this.rules.get(impact) ?? 0).padStart(4)} violations, ${String(this.elements.get(impact) ?? 0).padStart(5)} elements${ids ? `  (${ids})` : ''}`;
    });
    console.log(`\naxe: ${this.pages} screens scanned; totals by impact (serious and critical fail the test):\n${lines.join('\n')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
