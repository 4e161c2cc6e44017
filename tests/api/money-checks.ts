/**
 * The ledger's invariants, shared by the single-process crash test (money-crash.test.ts) and the
 * fleet test (tests/fleet/): every posting balanced and non-empty, no account below zero that may
 * not be, every balance equal to its entries, every marketer's available credit equal to its
 * live lots, no idempotency key left half-written.
 */
export const ledgerInvariantsSql = `
  select
    (select count(*)::int from (select posting_id from ledger_entries group by posting_id having sum(amount) <> 0 or count(*) < 2) p) as unbalanced,
    (select count(*)::int from ledger_postings p where not exists (select 1 from ledger_entries e where e.posting_id = p.id)) as empty,
    (select count(*)::int from ledger_accounts where not allow_negative and balance < 0) as negative,
    (select count(*)::int from (select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id, a.balance, a.normal having a.balance <> coalesce(sum(case when a.normal = 'debit' then e.amount else -e.amount end), 0)) d) as drift,
    (select count(*)::int from ledger_accounts a where a.owner_kind = 'marketer' and a.name = 'credit_available'
      and a.balance <> (select coalesce(sum(l.remaining), 0) from credit_lots l where l.marketer_id = a.owner_id and l.expired_at is null)) as "lotsDrift",
    (select count(*)::int from idempotency_keys where status = 0) as "halfKeys"`;

export interface LedgerInvariants {
  unbalanced: number;
  empty: number;
  negative: number;
  drift: number;
  lotsDrift: number;
  halfKeys: number;
}
export const ledgerHolds: LedgerInvariants = { unbalanced: 0, empty: 0, negative: 0, drift: 0, lotsDrift: 0, halfKeys: 0 };

/** Key order does not change a JSON answer (jsonb stores keys sorted). */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  return value;
}
