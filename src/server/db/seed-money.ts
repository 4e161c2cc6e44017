import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { creditLots, users } from './schema/index';
import { credit, debit, marketerAccount, platformAccount, post } from '../ledger/ledger';

/** 50,000 THB in satang: enough for the demo brand to publish a campaign by credit at once. */
const demoCreditMinor = 5_000_000;
const creditValidDays = 365;

/**
 * The demo brand starts with credit, as if staff had confirmed a bank transfer: the same posting
 * (bank → credit available) and credit lot a confirmed top-up writes. The posting is keyed, so a
 * restart on the same database seeds it once.
 */
export async function seedDemoCredit(db: Database): Promise<void> {
  const [brand] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'brand@kolify.test'));
  if (!brand) return;
  await db.transaction(async (tx) => {
    const posting = await post(tx, {
      kind: 'topup',
      reference: 'seed:demo-brand-credit',
      currency: 'THB',
      entries: [debit(platformAccount('bank', 'THB'), demoCreditMinor), credit(marketerAccount(brand.id, 'credit_available', 'THB'), demoCreditMinor)],
    });
    if (posting.replayed) return;
    const now = new Date();
    await tx.insert(creditLots).values({ marketerId: brand.id, amount: demoCreditMinor, remaining: demoCreditMinor, currency: 'THB', expiresAt: new Date(now.getTime() + creditValidDays * 86_400_000), createdAt: now });
  });
}
