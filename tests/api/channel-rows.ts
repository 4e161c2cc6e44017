import { randomUUID } from 'node:crypto';
import { channels } from '#server/db/schema/index';
import type { TestServer } from './harness';

/** A channel row as the channels issue leaves it after qualification. */
export async function addChannel(server: TestServer, ownerId: string, overrides: Partial<typeof channels.$inferInsert> = {}) {
  const [row] = await server.database.db
    .insert(channels)
    .values({
      ownerId,
      type: 'INSTAGRAM',
      socialId: `ig-${randomUUID()}`,
      name: 'ploy.eats',
      followers: 12_000,
      following: 300,
      engagementRateBp: 420,
      lastPostAt: new Date(),
      tier: 'micro',
      status: 'qualified',
      result: 'qualified',
      method: 'oauth',
      ...overrides,
    })
    .returning();
  return row!;
}
