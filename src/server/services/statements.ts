import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { currencyOf } from '#common/money';
import { localDayStart } from '#common/countries';
import type { Statement } from '#common/contracts/money';
import type { Executor } from '../db/client';
import { users } from '../db/schema/auth';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../db/schema/ledger';
import { campaigns, jobs } from '../db/schema/index';
import { packagePurchases, payments } from '../db/schema/money';
import type { Deps } from '../deps';
import { balances, marketerAccount } from '../ledger/ledger';
import { dayMs } from '#common/dates';

/**
 * Statements (decision 056 split services/money.ts): the marketer's usage statement lines, and
 * the CSV made from them (the PDF is services/statement-pdf.ts, from the same rows).
 */

/** The statement's `to` day runs to the end of that local day. */

/**
 * The usage statement: every movement of the marketer's available credit with its running
 * balance (the entry's balance_after), newest first, keyset-paged by entry id; package
 * purchases appear as movements of slots.
 */
/** Posting kinds the statement names by one word (a job's capture is posted by the job machine's step). */
const statementKindOf = (kind: string) => (kind === 'job.escrow_capture' ? 'capture' : kind);
const postingKindsOf = (kind: string) => (kind === 'capture' ? ['capture', 'job.escrow_capture'] : [kind]);
const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The campaign and influencer each posting belongs to, read from its reference: `campaign:<id>`
 * (a campaign's reserve and what it gives back), `job:<id>` (a job's price given back) or a job's
 * id (its capture).
 */
async function postingOwners(db: Executor, references: string[]): Promise<Map<string, { campaign: { id: string; name: string } | null; influencer: string | null }>> {
  const campaignIds = new Set<string>();
  const jobIds = new Set<string>();
  for (const reference of references) {
    const id = uuidPattern.exec(reference)?.[0];
    if (!id) continue;
    if (reference.startsWith('campaign:')) campaignIds.add(id);
    else if (reference === id || reference.startsWith('job:')) jobIds.add(id);
  }
  const jobRows = jobIds.size > 0 ? await db.select({ id: jobs.id, campaignId: jobs.campaignId, influencer: users.displayName }).from(jobs).innerJoin(users, eq(users.id, jobs.influencerId)).where(inArray(jobs.id, [...jobIds])) : [];
  for (const row of jobRows) campaignIds.add(row.campaignId);
  const campaignRows = campaignIds.size > 0 ? await db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(inArray(campaigns.id, [...campaignIds])) : [];
  const campaignById = new Map(campaignRows.map((row) => [row.id, row]));
  const owners = new Map<string, { campaign: { id: string; name: string } | null; influencer: string | null }>();
  for (const reference of references) {
    const id = uuidPattern.exec(reference)?.[0];
    const job = id ? jobRows.find((row) => row.id === id) : undefined;
    const campaign = job ? campaignById.get(job.campaignId) : id && reference.startsWith('campaign:') ? campaignById.get(id) : undefined;
    owners.set(reference, { campaign: campaign ?? null, influencer: job?.influencer ?? null });
  }
  return owners;
}

/**
 * The usage statement: every entry on the marketer's two credit accounts (available and reserved,
 * issue 26: a job's capture leaves the reserve only, so a statement of the available account never
 * showed what a job spent), each with its account's balance after it and the campaign and
 * influencer it belongs to; package purchases beside them. CSV and PDF are made from these rows.
 */
export async function statement(
  db: Executor,
  deps: Pick<Deps, 'config'>,
  marketerId: string,
  query: { from?: string; to?: string; kind?: string; cursor?: string; limit: number },
): Promise<Statement> {
  const currency = currencyOf(deps.config.country);
  const conditions = [
    sql`(${ledgerAccounts.ownerId} = ${marketerId} and ${ledgerAccounts.ownerKind} = 'marketer' and ${ledgerAccounts.name} in ('credit_available', 'credit_reserved'))`,
  ];
  // Local days: the statement's dates are the marketer's calendar, the deployment's zone (issue 30).
  if (query.from) conditions.push(gte(ledgerEntries.createdAt, localDayStart(query.from)));
  if (query.to) conditions.push(lt(ledgerEntries.createdAt, new Date(localDayStart(query.to).getTime() + dayMs)));
  if (query.kind && query.kind !== 'package') conditions.push(inArray(ledgerPostings.kind, postingKindsOf(query.kind)));
  if (query.cursor) conditions.push(lt(ledgerEntries.id, Number(query.cursor)));
  const entryRows =
    query.kind === 'package'
      ? []
      : await db
          .select({ id: ledgerEntries.id, at: ledgerEntries.createdAt, kind: ledgerPostings.kind, reference: ledgerPostings.reference, amount: ledgerEntries.amount, balance: ledgerEntries.balanceAfter, account: ledgerAccounts.name })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
          .where(and(...conditions))
          .orderBy(desc(ledgerEntries.id))
          .limit(query.limit + 1);
  const owners = await postingOwners(db, entryRows.slice(0, query.limit).map((row) => row.reference));
  // Credit-normal accounts: a credit (negative entry) adds to the account.
  const rows: Statement['data'] = entryRows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    kind: statementKindOf(row.kind),
    reference: row.reference,
    account: row.account === 'credit_reserved' ? ('reserved' as const) : ('available' as const),
    amount: -row.amount,
    balance: row.balance,
    slots: null as number | null,
    campaign: owners.get(row.reference)?.campaign ?? null,
    influencer: owners.get(row.reference)?.influencer ?? null,
  }));
  if (!query.kind || query.kind === 'package') {
    // Package purchases carry slots, not credit: listed beside, with the credit balance unchanged.
    const packageRows = await db
      .select({ id: ledgerPostings.id, at: ledgerPostings.createdAt, reference: ledgerPostings.reference, slots: packagePurchases.slots })
      .from(ledgerPostings)
      .innerJoin(payments, sql`${ledgerPostings.reference} = 'payment:' || ${payments.id}::text`)
      .innerJoin(packagePurchases, eq(packagePurchases.paymentId, payments.id))
      .where(
        and(
          eq(ledgerPostings.kind, 'package'),
          eq(payments.marketerId, marketerId),
          ...(query.from ? [gte(ledgerPostings.createdAt, localDayStart(query.from))] : []),
          ...(query.to ? [lt(ledgerPostings.createdAt, new Date(localDayStart(query.to).getTime() + dayMs))] : []),
        ),
      );
    // Package purchases are few: they ride on the first page (and are the whole answer for kind=package).
    if (query.kind === 'package' || !query.cursor) {
      const latest = await balances(db, [marketerAccount(marketerId, 'credit_available', currency)]);
      for (const row of packageRows) rows.push({ id: -row.id, at: row.at.toISOString(), kind: 'package', reference: row.reference, account: null, amount: 0, balance: latest[0]!, slots: row.slots, campaign: null, influencer: null });
    }
  }
  const hasMore = entryRows.length > query.limit;
  const page: Statement['data'] = hasMore ? rows.filter((row) => row.id < 0 || row.id > entryRows[query.limit]!.id) : rows;
  page.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return { currency, data: page, nextCursor: hasMore ? String(entryRows[query.limit - 1]!.id) : null };
}

export const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // Quote always; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
  return `"${(/^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text).replaceAll('"', '""')}"`;
};

export function statementCsv(rows: Statement['data']): string {
  const lines = [['date', 'kind', 'account', 'campaign', 'influencer', 'reference', 'amount', 'balance', 'slots'].map(csvCell).join(',')];
  for (const row of rows) {
    lines.push([row.at, row.kind, row.account, row.campaign?.name ?? null, row.influencer, row.reference, (row.amount / 100).toFixed(2), (row.balance / 100).toFixed(2), row.slots].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
