import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema/index';
import { hashPassword } from '../services/password';
import { seedContent } from './seed-content';

/** README: every demo account has this password. Never seeded in production. */
export const demoPassword = 'Kolify-demo-2026';

export const demoUsers = [
  { email: 'influencer@kolify.test', phone: '+66810000001', role: 'influencer', displayName: 'Ploy Srisuk', locale: 'th', isTalentManager: false, marketerType: null },
  { email: 'manager@kolify.test', phone: '+66810000002', role: 'influencer', displayName: 'Nat Talent Studio', locale: 'th', isTalentManager: true, marketerType: null },
  { email: 'brand@kolify.test', phone: '+66810000003', role: 'marketer', displayName: 'Siam Glow Cosmetics', locale: 'th', isTalentManager: false, marketerType: 'brand' },
  { email: 'agency@kolify.test', phone: '+66810000004', role: 'marketer', displayName: 'Bangkok Buzz Agency', locale: 'en', isTalentManager: false, marketerType: 'agency' },
  { email: 'individual@kolify.test', phone: '+66810000005', role: 'marketer', displayName: 'Korn Chaiyaporn', locale: 'th', isTalentManager: false, marketerType: 'individual' },
  { email: 'admin@kolify.test', phone: null, role: 'admin', displayName: 'Kolify Staff', locale: 'en', isTalentManager: false, marketerType: null },
] as const;

/** Idempotent: accounts that exist are left as they are. */
export async function seedDemo(db: Database, passwordHashCost: number, options: { uploadDir?: string } = {}): Promise<void> {
  await seedUsers(db, passwordHashCost);
  // Issue 3: public content in Thai and English (needs the demo brand and staff accounts).
  await seedContent(db, options);
}

async function seedUsers(db: Database, passwordHashCost: number): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing?.count ?? 0) >= demoUsers.length) return;
  const passwordHash = await hashPassword(demoPassword, passwordHashCost);
  await db.transaction(async (tx) => {
    for (const user of demoUsers) {
      await tx
        .insert(users)
        .values({ ...user, passwordHash })
        .onConflictDoNothing({ target: users.email });
    }
  });
}
