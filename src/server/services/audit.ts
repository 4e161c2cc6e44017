import type { SessionUser } from '#common/contracts/auth';
import type { Executor } from '../db/client';
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

export async function recordAudit(tx: Executor, actor: SessionUser, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.uuid,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
