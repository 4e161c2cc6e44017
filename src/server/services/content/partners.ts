import { asc, eq } from 'drizzle-orm';
import type { PartnerChannel, partnerInput } from '#common/contracts/content';
import { caseStudyCategoryIcons, type InterestCategory } from '#common/enums';
import type { Executor } from '../../db/client';
import { partnerChannels } from '../../db/schema/index';
import { notFoundError } from '../../domain-error';
import * as v from 'valibot';
import { defaultImage } from './shared';

// ---------- homepage partners ----------

export async function listPartners(db: Executor, limit = 8): Promise<PartnerChannel[]> {
  const rows = await db.select().from(partnerChannels).where(eq(partnerChannels.show, true)).orderBy(asc(partnerChannels.sort), asc(partnerChannels.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channelType: row.channelType,
    displayName: row.displayName,
    handle: row.handle,
    followers: row.followers,
    avatarUrl: row.avatarUrl || defaultImage,
    profileUrl: row.profileUrl,
    interest: row.interest,
    classIcon: caseStudyCategoryIcons[row.interest as InterestCategory] ?? 'lifestyle',
  }));
}

// ---------- homepage partners ----------

export async function listAdminPartners(db: Executor) {
  return db.select().from(partnerChannels).orderBy(asc(partnerChannels.sort), asc(partnerChannels.id));
}
export async function savePartner(db: Executor, input: v.InferOutput<typeof partnerInput>, now: Date, id?: number) {
  const values = { ...input, avatarUrl: input.avatarUrl || null, profileUrl: input.profileUrl || null, updatedAt: now };
  if (id === undefined) return (await db.insert(partnerChannels).values(values).returning())[0]!;
  const [row] = await db.update(partnerChannels).set(values).where(eq(partnerChannels.id, id)).returning();
  if (!row) throw notFoundError('No such partner.');
  return row;
}
export async function deletePartner(db: Executor, id: number) {
  const deleted = await db.delete(partnerChannels).where(eq(partnerChannels.id, id)).returning({ id: partnerChannels.id });
  if (deleted.length === 0) throw notFoundError('No such partner.');
}
