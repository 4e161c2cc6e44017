import type { Database } from '../db/client';
import { pingDatabase } from '../db/prepared';

/**
 * The probes' database check: one real round trip every time (never cached), the cheapest one
 * (a prepared SELECT 1). Throws when the database does not answer.
 */
export function checkDatabase(db: Database): Promise<void> {
  return pingDatabase(db);
}
