import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notFoundError } from '../../domain-error';
import type { AdminMessage, AdminMessageList, MessageListQuery } from '#common/contracts/content';
import { contactMessages, users } from '../../db/schema/index';
import { resolvePaging } from './shared';

// ---------- messages ----------

const handledFilter = (handled: MessageListQuery['handled']) => (handled === 'true' ? isNotNull(contactMessages.handledAt) : handled === 'false' ? isNull(contactMessages.handledAt) : undefined);

export async function listMessages(db: Executor, query: MessageListQuery): Promise<AdminMessageList> {
  const { page, perPage, offset } = resolvePaging(query, 20);
  const where = and(handledFilter(query.handled), query.kind ? eq(contactMessages.kind, query.kind) : undefined);
  const [rows, [total], [counts]] = await Promise.all([
    db
      .select({ message: contactMessages, handler: { uuid: users.id, name: users.displayName, email: users.email } })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      // Unanswered first when showing everything, then newest first.
      .orderBy(sql`${contactMessages.handledAt} is not null`, desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(perPage)
      .offset(offset),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ all: count(), handled: count(contactMessages.handledAt) }).from(contactMessages),
  ]);
  const n = total?.n ?? 0;
  const all = counts?.all ?? 0;
  const handled = counts?.handled ?? 0;
  return {
    data: rows.map(({ message, handler }) => toAdminMessage(message, handler)),
    total: n,
    page,
    perPage,
    totalPages: Math.max(1, Math.ceil(n / perPage)),
    counts: { all, handled, unhandled: all - handled },
  };
}

function toAdminMessage(row: typeof contactMessages.$inferSelect, handler: { uuid: string; name: string; email: string } | null): AdminMessage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    topic: row.topic,
    message: row.message,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    mailedAt: row.mailedAt?.toISOString() ?? null,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledAt && handler ? handler : null,
  };
}

/**
 * Mark a message handled (who and when are recorded) or reopen it (both cleared). Marking an
 * already handled message again keeps the first record: the staff member who answered it.
 */
export async function setMessageHandled(db: Executor, id: number, handled: boolean, staffId: string, now: Date): Promise<AdminMessage> {
  const [existing] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!existing) throw notFoundError('No such message.');
  if (handled !== (existing.handledAt !== null)) {
    await db
      .update(contactMessages)
      .set(handled ? { handledAt: now, handledBy: staffId } : { handledAt: null, handledBy: null })
      .where(eq(contactMessages.id, id));
  }
  const [row] = await db
    .select({ message: contactMessages, handler: { uuid: users.id, name: users.displayName, email: users.email } })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return toAdminMessage(row!.message, row!.handler);
}
