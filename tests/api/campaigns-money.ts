import { eq } from 'drizzle-orm';
import { marketerAccount, platformAccount, balances, influencerAccount } from '#server/ledger/ledger';
import { grantCredit } from '#server/services/credits';
import { ledgerPostings } from '#server/db/schema/index';
import type { TestServer } from './harness';

/** Credit as a confirmed payment leaves it: the top-up posting and its credit lot. */
let topUps = 0;
export async function fundMarketer(server: TestServer, marketerId: string, minor: number, currency = 'THB') {
  await server.database.db.transaction((tx) =>
    grantCredit(tx, server.deps, { marketerId, amount: minor, currency, source: platformAccount('payment_clearing', currency), reference: `test:${marketerId}:${++topUps}:${Date.now()}` }),
  );
}

export async function moneyOf(server: TestServer, ids: { marketerId: string; influencerId?: string }, currency = 'THB') {
  const [available, reserved, revenue, earnings] = await balances(server.database.db, [
    marketerAccount(ids.marketerId, 'credit_available', currency),
    marketerAccount(ids.marketerId, 'credit_reserved', currency),
    platformAccount('revenue', currency),
    influencerAccount(ids.influencerId ?? ids.marketerId, 'earnings_available', currency),
  ]);
  return { available: available!, reserved: reserved!, revenue: revenue!, earnings: ids.influencerId ? earnings! : 0 };
}

export const postingsOf = (server: TestServer, kind: string, reference: string) =>
  server.database.db.select().from(ledgerPostings).where(eq(ledgerPostings.reference, reference)).then((rows) => rows.filter((row) => row.kind === kind));
