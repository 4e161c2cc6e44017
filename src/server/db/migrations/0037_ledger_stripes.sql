-- Issue 31 (decision 089): the platform's clearing, bank and VAT accounts striped over several rows.
-- Every top-up moves clearing (or bank) and VAT; with one row each, the row lock of the posting's
-- UPDATE made top-ups for different marketers wait for each other from that UPDATE to commit,
-- whatever ran in their transactions after it. A striped account keeps its balance over rows that
-- differ by `stripe`; a posting moves one of them (`post()` picks it), so concurrent top-ups meet
-- only when they pick the same row. The account's balance is the sum of its rows; each row keeps
-- its own running balance (`balance_after`) and the invariants hold per row as before (balance =
-- its entries, CHECK, append-only, balanced postings). Every other account keeps one row, stripe 0.
DROP INDEX "ledger_accounts_owner_unique";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_unique" ON "ledger_accounts" USING btree ("owner_kind","owner_id","name","currency","stripe");
--> statement-breakpoint
-- ledger_apply (0034) with each entry's stripe ("s", 0 when absent) part of its account's key:
-- the same statements, lock order (people's accounts first, then the platform's, each in ascending
-- id: a stripe is a row of its own, so the order stays one total order and nothing deadlocks) and
-- answers. ledger_post(), the credit functions (0035) and credit_topup (0036) call it as before.
CREATE OR REPLACE FUNCTION ledger_apply(p_posting bigint, p_at timestamptz, p_entries jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  INSERT INTO ledger_accounts (owner_kind, owner_id, name, currency, normal, allow_negative, stripe)
  SELECT DISTINCT e.k, e.o, e.n, e.c, e.nm, e.an, coalesce(e.s, 0)
    FROM jsonb_to_recordset(p_entries) AS e(k text, o uuid, n text, c text, nm text, an boolean, s smallint)
   WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.owner_kind = e.k AND a.owner_id = e.o AND a.name = e.n AND a.currency = e.c AND a.stripe = coalesce(e.s, 0))
  ON CONFLICT DO NOTHING;

  FOR r IN
    SELECT a.id AS account, sum(CASE WHEN a.normal = 'debit' THEN e.a ELSE -e.a END) AS delta, bool_or(a.owner_kind = 'platform') AS platform
      FROM jsonb_to_recordset(p_entries) AS e(k text, o uuid, n text, c text, a bigint, s smallint)
      JOIN ledger_accounts a ON a.owner_kind = e.k AND a.owner_id = e.o AND a.name = e.n AND a.currency = e.c AND a.stripe = coalesce(e.s, 0)
     GROUP BY a.id
     ORDER BY platform, a.id
  LOOP
    UPDATE ledger_accounts SET balance = balance + r.delta WHERE id = r.account AND (allow_negative OR balance + r.delta >= 0);
    IF NOT FOUND THEN
      RETURN r.account;
    END IF;
  END LOOP;

  INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after, created_at)
  SELECT p_posting, a.id, e.a,
         a.balance - coalesce(sum(CASE WHEN a.normal = 'debit' THEN e.a ELSE -e.a END) OVER (PARTITION BY a.id ORDER BY e.ord ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0),
         p_at
    FROM ROWS FROM (jsonb_to_recordset(p_entries) AS (k text, o uuid, n text, c text, a bigint, s smallint)) WITH ORDINALITY AS e(k, o, n, c, a, s, ord)
    JOIN ledger_accounts a ON a.owner_kind = e.k AND a.owner_id = e.o AND a.name = e.n AND a.currency = e.c AND a.stripe = coalesce(e.s, 0)
   ORDER BY e.ord;
  RETURN NULL;
END;
$$;
