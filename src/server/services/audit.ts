import type { SessionUser } from '#common/contracts/auth';
import type { Database, Executor, Transaction } from '../db/client';
import { namedQuery, rowInsert } from '../db/named-query';
import { auditLog } from '../db/schema/index';

/**
 * Issue 15: one row per staff action, in the transaction of the action itself (pass its `tx`),
 * so an action that rolls back leaves no row and a row never lacks its action. The table is
 * append-only (a trigger refuses UPDATE, DELETE and TRUNCATE).
 */
export interface AuditEntry {
  /** `area.verb`: `user.suspend`, `config.set`, `channel.approve`, `withdrawal.approve` … */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** A named statement (issue 31, decision 093): a staff money action writes one per request. */
const auditInsert = rowInsert(auditLog, ['actorId', 'actorEmail', 'actorRole', 'action', 'targetType', 'targetId', 'before', 'after', 'reason']);

export async function recordAudit(tx: Executor, actor: SessionUser, entry: AuditEntry): Promise<void> {
  await namedQuery(tx, auditInsert.insert, auditInsert.values({
    actorId: actor.uuid,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  }));
}

/**
 * A staff write and its audit row in one transaction (issue 15): `work` runs on the transaction,
 * and the row names the action, what it touched, and the saved record. A write that fails leaves
 * neither. The content back office's routes call it (the transaction lives here, not in a handler).
 */
export function auditedWrite<T>(db: Database, actor: SessionUser, action: string, work: (tx: Transaction) => Promise<T>, target: { type: string; id: string | number } | ((result: T) => { type: string; id: string | number })): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    const { type, id } = typeof target === 'function' ? target(result) : target;
    await recordAudit(tx, actor, { action, targetType: type, targetId: String(id), after: result ?? null });
    return result;
  });
}
