import { and, eq, isNull, lt } from 'drizzle-orm';
import { creditLots, users } from '../db/schema/index';
import { platformAccount } from '../ledger/ledger';
import type { Deps } from '../deps';
import { expireLot, grantCredit } from '../services/credits';
import { currencyOf } from '#common/money';
import { demoAmount } from './seed-country';

/**
 * 200,000 THB in satang (its local worth elsewhere, seed-country.ts): the demo story's campaigns
 * reserve their budgets from it (issue 32), and the brand still has enough to publish more at once.
 */
const demoCreditMinor = 20_000_000;

/**
 * The demo brand starts with credit, as if staff had confirmed a bank transfer: the same posting
 * (bank → credit available) and credit lot a confirmed top-up writes. The posting is keyed, so a
 * restart on the same database seeds it once.
 */
export async function seedDemoCredit(deps: Deps): Promise<void> {
  const [brand] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'brand@kolify.test'));
  if (!brand) return;
  const currency = currencyOf(deps.config.country);
  // Confirmed four months ago: before the demo jobs it paid for (seed-earnings), so the statement
  // reads in order. The lot's 365-day validity counts from then.
  const day = 86_400_000;
  // An older lot, bought 500 days ago and never spent, expired before the current one was bought:
  // what /Marketer/expired lists (issue 26), its top-up and expiry dated when they happened. The
  // expiry is written here at its own moment; the queue's expireLot for it then finds it done.
  const longAgo = new Date(deps.now().getTime() - 500 * day);
  await deps.db.transaction((tx) => grantCredit(tx, { ...deps, now: () => longAgo }, { marketerId: brand.id, amount: demoAmount(deps.config.country, 500_000), currency, source: platformAccount('bank', currency), reference: 'seed:demo-brand-expired-credit' }));
  const lapsed = await deps.db.select({ id: creditLots.id, expiresAt: creditLots.expiresAt }).from(creditLots).where(and(eq(creditLots.marketerId, brand.id), isNull(creditLots.expiredAt), lt(creditLots.expiresAt, deps.now())));
  for (const lot of lapsed) await expireLot({ ...deps, now: () => lot.expiresAt }, lot.id);
  const confirmedAt = new Date(deps.now().getTime() - 120 * day);
  await deps.db.transaction((tx) => grantCredit(tx, { ...deps, now: () => confirmedAt }, { marketerId: brand.id, amount: demoAmount(deps.config.country, demoCreditMinor), currency, source: platformAccount('bank', currency), reference: 'seed:demo-brand-credit' }));
}
