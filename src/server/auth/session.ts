import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import type { users } from '../db/schema/index';
import { preparedStatement } from '../db/prepared';
import { scopeOfRole, signInStatuses, type Scope } from '#common/enums';
import type { SessionUser } from '#common/contracts/auth';

/**
 * Reading a session from its token. Not a service: the request pipeline (`http/middleware.ts`)
 * loads the session on every request, and `http/*` never imports services (STYLE, eslint).
 */
type UserRow = typeof users.$inferSelect;

export interface Session {
  id: string;
  user: SessionUser;
  scope: Scope;
  expiresAt: Date;
}

export function toSessionUser(row: Pick<UserRow, 'id' | 'role' | 'email' | 'displayName' | 'status' | 'isTalentManager' | 'marketerType' | 'locale'>): SessionUser {
  return {
    uuid: row.id,
    role: row.role,
    email: row.email,
    displayName: row.displayName,
    status: row.status,
    isTalentManager: row.isTalentManager,
    marketerType: row.marketerType ?? null,
    locale: row.locale,
  };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The session lookup runs on every request that carries a token, so it is one prepared
 * statement (docs/decisions/011-prepared-hot-queries.md): the session joined to its user, live
 * only if neither revoked nor expired. Nothing is cached in the process, so a revocation made by
 * any process is refused on the very next request.
 */
const findSessionStatement = preparedStatement<{
  sessionId: string;
  expiresAt: Date;
  id: string;
  role: UserRow['role'];
  email: string;
  displayName: string;
  status: UserRow['status'];
  isTalentManager: boolean;
  marketerType: UserRow['marketerType'];
  locale: UserRow['locale'];
}>(
  'kolify_find_session',
  `select s.id as "sessionId", s.expires_at as "expiresAt", u.id, u.role, u.email, u.display_name as "displayName",
          u.status, u.is_talent_manager as "isTalentManager", u.marketer_type as "marketerType", u.locale
     from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2
    limit 1`,
  ['text', 'timestamptz'],
);

/** The live session for a token, or null (unknown, expired, revoked, or the account can no longer sign in). */
export async function findSession(db: Database, token: string): Promise<Session | null> {
  const [row] = await findSessionStatement.run(db, [hashToken(token), new Date()]);
  if (!row || !signInStatuses.includes(row.status)) return null;
  return { id: row.sessionId, user: toSessionUser(row), scope: scopeOfRole[row.role], expiresAt: new Date(row.expiresAt) };
}

