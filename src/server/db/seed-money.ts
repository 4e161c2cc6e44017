import { eq } from 'drizzle-orm';
import { users } from './schema/index';
import { platformAccount } from '../ledger/ledger';
import type { Deps } from '../deps';
import { grantCredit } from '../services/money';

/** 50,000 THB in satang: enough for the demo brand to publish a campaign by credit at once. */
const demoCreditMinor = 5_000_000;

/**
 * The demo brand starts with credit, as if staff had confirmed a bank transfer: the same posting
 * (bank → credit available) and credit lot a confirmed top-up writes. The posting is keyed, so a
 * restart on the same database seeds it once.
 */
export async function seedDemoCredit(deps: Pick<Deps, 'db' | 'queue' | 'now'>): Promise<void> {
  const [brand] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'brand@kolify.test'));
  if (!brand) return;
  // Confirmed four months ago: before the demo jobs it paid for (seed-earnings), so the statement
  // reads in order. The lot's 365-day validity counts from then.
  const confirmedAt = new Date(deps.now().getTime() - 120 * 86_400_000);
  await deps.db.transaction((tx) => grantCredit(tx, { ...deps, now: () => confirmedAt }, { marketerId: brand.id, amount: demoCreditMinor, currency: 'THB', source: platformAccount('bank', 'THB'), reference: 'seed:demo-brand-credit' }));
}
