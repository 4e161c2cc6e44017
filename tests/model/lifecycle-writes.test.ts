import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { accountStatusMachine } from '#machines/lifecycles/account-status.machine';
import { bankAccountReviewMachine, documentStatusIn } from '#machines/lifecycles/bank-account-review.machine';
import { campaignMachine } from '#machines/lifecycles/campaign.machine';
import { channelStatusMachine } from '#machines/lifecycles/channel-status.machine';
import { jobMachine } from '#machines/lifecycles/job.machine';
import { jobStatuses } from '#common/enums';
import { marketerSignupProgressMachine } from '#machines/lifecycles/marketer-signup-progress.machine';
import { paymentMachine } from '#machines/lifecycles/payment.machine';
import { withdrawalStatusMachine } from '#machines/lifecycles/withdrawal.machine';
import { users } from '../../src/server/db/schema/auth';
import { campaigns, jobs } from '../../src/server/db/schema/campaigns';
import { channels } from '../../src/server/db/schema/channels';
import { bankAccounts, bankDocuments, withdrawals } from '../../src/server/db/schema/earnings';
import { marketerProfiles } from '../../src/server/db/schema/marketer';
import { payments } from '../../src/server/db/schema/money';

/**
 * Issue 29, decisions 050, 056, 066: machines/lifecycles/ holds only machines whose states are a
 * stored status column, and each such column is written only with what its lifecycle's `decide()`
 * answered. A path test over HTTP proves each lifecycle's moves; this file holds the two rules the
 * path tests cannot see: a lifecycle that is really a screen flow, and a service writing a status
 * by hand (a string where `decide()`'s answer belongs).
 */
interface Lifecycle {
  file: string;
  machine: AnyStateMachine;
  /** The table's variable in src/server/db/schema and the column's key. */
  table: string;
  column: string;
  enumValues: readonly string[];
  /** States the machine keeps that are never stored (a row does not exist yet). */
  unstored?: string[];
  /** Values of the column the app never writes (SPEC's imported accounts); the machine refuses every event on them. */
  neverWritten?: string[];
  /** The generated path test replayed over HTTP. */
  pathTest: string;
}

const lifecycles: Lifecycle[] = [
  { file: 'account-status.machine.ts', machine: accountStatusMachine, table: 'users', column: 'status', enumValues: users.status.enumValues, neverWritten: ['disconnected', 'not_found', 'rejected', 'waiting_approve'], pathTest: 'account-status-paths.test.ts' },
  { file: 'bank-account-review.machine.ts', machine: bankAccountReviewMachine, table: 'bankAccounts', column: 'status', enumValues: bankAccounts.status.enumValues, pathTest: 'bank-account-review-paths.test.ts' },
  { file: 'campaign.machine.ts', machine: campaignMachine, table: 'campaigns', column: 'status', enumValues: campaigns.status.enumValues, pathTest: 'campaign-paths.test.ts' },
  { file: 'channel-status.machine.ts', machine: channelStatusMachine, table: 'channels', column: 'status', enumValues: channels.status.enumValues, pathTest: 'channel-status-paths.test.ts' },
  { file: 'job.machine.ts', machine: jobMachine, table: 'jobs', column: 'status', enumValues: jobs.status.enumValues, unstored: ['NEW'], pathTest: 'job-paths.test.ts' },
  { file: 'marketer-signup-progress.machine.ts', machine: marketerSignupProgressMachine, table: 'marketerProfiles', column: 'signupStep', enumValues: marketerProfiles.signupStep.enumValues, pathTest: 'marketer-signup-paths.test.ts' },
  { file: 'payment.machine.ts', machine: paymentMachine, table: 'payments', column: 'status', enumValues: payments.status.enumValues, pathTest: 'payment-paths.test.ts' },
  { file: 'withdrawal.machine.ts', machine: withdrawalStatusMachine, table: 'withdrawals', column: 'status', enumValues: withdrawals.status.enumValues, pathTest: 'withdrawal-paths.test.ts' },
];

/**
 * Status columns with no lifecycle of their own, read off a lifecycle's state by one function next
 * to its machine (decision 068): every write is that function's answer, seed included.
 */
interface DerivedStatus {
  table: string;
  column: string;
  enumValues: readonly string[];
  /** The function beside the lifecycle, by name, and every value it can answer. */
  via: string;
  answers: string[];
}

const reviewStates = Object.keys(bankAccountReviewMachine.root.states) as (keyof typeof bankAccountReviewMachine.root.states & string)[];
const derivedStatuses: DerivedStatus[] = [
  {
    table: 'bankDocuments',
    column: 'status',
    enumValues: bankDocuments.status.enumValues,
    via: 'documentStatusIn',
    answers: reviewStates.flatMap((state) => [documentStatusIn(state as Parameters<typeof documentStatusIn>[0]), documentStatusIn(state as Parameters<typeof documentStatusIn>[0], true)]),
  },
];

const root = join(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * A set of job statuses written by hand (decision 068): two or more status strings side by side (an
 * array, a SQL `in (…)`), or two comparisons with a status joined by `||` / `&&`. Each line found.
 */
const status = `'(?:${jobStatuses.join('|')})'`;
const handLists = [new RegExp(`${status}\\s*,\\s*${status}`), new RegExp(`[!=]==\\s*${status}\\s*(?:\\|\\||&&)[^;\\n]*?[!=]==\\s*${status}`)];
function handWrittenJobStatusLists(source: string): number[] {
  return source.split('\n').flatMap((text, index) => (handLists.some((pattern) => pattern.test(text)) ? [index + 1] : []));
}

/** The text of the object literal opening at `open` (a `{`), braces balanced. */
function objectAt(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    if (source[i] === '{') depth += 1;
    if (source[i] === '}') depth -= 1;
    if (depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

/** Each `.update(table).set({…})` / `.insert(table).values({…})` of a lifecycle table, with what it writes to the column. */
function statusWrites(source: string, lifecycle: Pick<Lifecycle, 'table' | 'column'>) {
  const writes: { kind: 'update' | 'insert'; value: string; line: number }[] = [];
  const call = new RegExp(`\\.(update|insert)\\(${lifecycle.table}\\)`, 'g');
  for (const match of source.matchAll(call)) {
    const kind = match[1] as 'update' | 'insert';
    const method = kind === 'update' ? '.set(' : '.values(';
    const at = source.indexOf(method, match.index);
    const open = source.indexOf('{', at);
    if (at < 0 || open < 0) continue;
    const object = objectAt(source, open);
    const key = new RegExp(`(?<![\\w.])${lifecycle.column}\\s*(?::\\s*([^,}\\n]+)|(?=\\s*[,}]))`, 'g');
    for (const found of object.matchAll(key)) {
      writes.push({ kind, value: (found[1] ?? lifecycle.column).trim(), line: source.slice(0, match.index).split('\n').length });
    }
  }
  return writes;
}

describe('lifecycles are stored statuses, written only through decide()', () => {
  it('machines/lifecycles/ holds exactly the stored-status lifecycles (screen flows live in machines/screens/)', () => {
    const files = readdirSync(join(root, 'machines/lifecycles')).filter((name) => name.endsWith('.ts'));
    expect(files.sort()).toEqual(lifecycles.map((lifecycle) => lifecycle.file).sort());
  });

  for (const lifecycle of lifecycles) {
    it(`${lifecycle.file}: its states are the values of ${lifecycle.table}.${lifecycle.column}, and it has a path test over HTTP`, () => {
      const states = Object.keys(lifecycle.machine.root.states).filter((state) => !lifecycle.unstored?.includes(state));
      expect([...states, ...(lifecycle.neverWritten ?? [])].sort()).toEqual([...lifecycle.enumValues].sort());
      expect(readdirSync(join(root, 'tests/api'))).toContain(lifecycle.pathTest);
    });
  }

  it('no service, job or route writes a lifecycle column with a status of its own', () => {
    const sources = filesUnder(join(root, 'src/server')).filter((path) => !path.includes('/seed/'));
    const violations: string[] = [];
    let checked = 0;
    for (const path of sources) {
      const source = readFileSync(path, 'utf8');
      for (const lifecycle of lifecycles) {
        for (const write of statusWrites(source, lifecycle)) {
          checked += 1;
          const at = `${relative(root, path)}:${write.line} ${lifecycle.table}.${lifecycle.column} = ${write.value}`;
          const literal = /^['"`]/.test(write.value) ? write.value.replace(/['"`]|\s+as const/g, '') : null;
          // A new row may start in the machine's initial state; every other value is decide()'s answer.
          if (literal !== null && !(write.kind === 'insert' && literal === lifecycle.machine.root.initial?.target?.[0]?.key)) violations.push(at);
          if (literal === null && !/\bdecide\w*\(|signupProgressAfter\(/.test(source)) violations.push(`${at} (the file asks no lifecycle)`);
        }
      }
    }
    expect(violations).toEqual([]);
    // The scan found the writes it is about (a rename of the tables would silently pass otherwise).
    expect(checked).toBeGreaterThan(20);
  });

  for (const derived of derivedStatuses) {
    it(`${derived.table}.${derived.column} is written only with ${derived.via}()'s answer, seed included`, () => {
      // The function reaches every stored value, and nothing else.
      expect([...new Set(derived.answers)].sort()).toEqual([...derived.enumValues].sort());
      const violations: string[] = [];
      let checked = 0;
      for (const path of filesUnder(join(root, 'src/server'))) {
        for (const write of statusWrites(readFileSync(path, 'utf8'), derived)) {
          checked += 1;
          if (!write.value.startsWith(`${derived.via}(`)) violations.push(`${relative(root, path)}:${write.line} ${derived.table}.${derived.column} = ${write.value}`);
        }
      }
      expect(violations).toEqual([]);
      // The save, the review's two writes and the seed.
      expect(checked).toBeGreaterThanOrEqual(4);
    });
  }

  it('sets of job statuses come from src/common/earnings.ts (open, new, working, escrowed, final), never a hand-written list', () => {
    // The machine declares the statuses, enums.ts stores them, earnings.ts names their sets.
    const owners = ['src/common/earnings.ts', 'src/common/enums.ts'];
    const found = filesUnder(join(root, 'src'))
      .filter((path) => !owners.includes(relative(root, path)))
      .flatMap((path) => handWrittenJobStatusLists(readFileSync(path, 'utf8')).map((line) => `${relative(root, path)}:${line}`));
    expect(found).toEqual([]);
    // The scan sees what it is about.
    expect(handWrittenJobStatusLists("const working = ['ASSIGN', 'SHIPPING', 'READY'].reduce(")).toEqual([1]);
    expect(handWrittenJobStatusLists("if (x) return;\n  if (status === 'CANCEL' || status === 'REJECTED') return null;")).toEqual([2]);
    expect(handWrittenJobStatusLists("sql`status in ('ASSIGN','SHIPPING')`")).toEqual([1]);
    expect(handWrittenJobStatusLists("inArray(jobs.status, [...escrowedJobStatuses, 'COMPLETED'])")).toEqual([]);
    expect(handWrittenJobStatusLists(readFileSync(join(root, 'src/common/earnings.ts'), 'utf8')).length).toBeGreaterThan(0);
  });

  it('the server sends machines only the events they declare: no forged xstate.done.actor.*, no screen machine', () => {
    const found = filesUnder(join(root, 'src/server')).flatMap((path) => {
      const source = readFileSync(path, 'utf8');
      return [/xstate\.done\.actor/.test(source) ? 'forges xstate.done.actor' : null, /machines\/screens\//.test(source) ? 'imports a screen machine' : null].filter(Boolean).map((what) => `${relative(root, path)}: ${what}`);
    });
    expect(found).toEqual([]);
  });

  it('the scan catches a hand-written status', () => {
    const campaign = lifecycles.find((lifecycle) => lifecycle.table === 'campaigns')!;
    expect(statusWrites("await tx.update(campaigns).set({ status: 'closed', closedAt: now })", campaign)).toEqual([{ kind: 'update', value: "'closed'", line: 1 }]);
    expect(statusWrites('await tx.update(campaigns).set({ status, closedAt: now })', campaign)).toEqual([{ kind: 'update', value: 'status', line: 1 }]);
    expect(statusWrites("await tx.update(campaigns).set({ statusReason: 'x' })", campaign)).toEqual([]);
    expect(statusWrites("await tx\n  .update(bankDocuments)\n  .set({ status: 'complete', rejectReason: null })", derivedStatuses[0]!)).toEqual([{ kind: 'update', value: "'complete'", line: 2 }]);
  });
});
