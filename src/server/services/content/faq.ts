import { and, asc, eq } from 'drizzle-orm';
import type { FaqItem, faqInput } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import type { Executor } from '../../db/client';
import { faqEntries } from '../../db/schema/index';
import { notFoundError } from '../../domain-error';
import { sanitizeRichText } from '../html';
import * as v from 'valibot';

export async function listFaq(db: Executor, audience: 'influencer' | 'marketer', locale: Locale): Promise<FaqItem[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.audience, audience), eq(faqEntries.locale, locale), eq(faqEntries.published, true)))
    .orderBy(asc(faqEntries.sort), asc(faqEntries.id));
  return rows.map((row) => ({ id: row.id, question: row.question, answerHtml: sanitizeRichText(row.answerHtml), sort: row.sort }));
}

// ---------- FAQ ----------

export async function listAdminFaq(db: Executor) {
  return db.select().from(faqEntries).orderBy(asc(faqEntries.audience), asc(faqEntries.locale), asc(faqEntries.sort), asc(faqEntries.id));
}
export async function saveFaq(db: Executor, input: v.InferOutput<typeof faqInput>, now: Date, id?: number) {
  const values = { ...input, answerHtml: sanitizeRichText(input.answerHtml), updatedAt: now };
  if (id === undefined) return (await db.insert(faqEntries).values(values).returning())[0]!;
  const [row] = await db.update(faqEntries).set(values).where(eq(faqEntries.id, id)).returning();
  if (!row) throw notFoundError('No such FAQ entry.');
  return row;
}
export async function deleteFaq(db: Executor, id: number) {
  const deleted = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
  if (deleted.length === 0) throw notFoundError('No such FAQ entry.');
}
