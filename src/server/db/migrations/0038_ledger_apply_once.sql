-- Issue 31 (decision 092): ledger_apply (0034, striped in 0037) with each entry's account found
-- once. It read the posting's entries out of their jsonb three times and looked each entry's
-- account up by its key three times (the NOT EXISTS of the insert of missing accounts, the join
-- that sums each account's delta, the join of the entries' insert) — half of a posting's
-- PostgreSQL time went to ledger_apply. Now one statement reads the entries and their accounts
-- (the missing ones inserted, and read again, only when there are some), the balance UPDATEs keep
-- each account's new balance, and the entries are inserted from those arrays.
-- Unchanged: the statements' effects, the lock order (people's accounts first, then the
-- platform's, each in ascending id: one total order, so nothing deadlocks), the guard on balances
-- that must not go negative (answering the refusing account's id), `balance_after` (the account's
-- new balance minus what later entries of this posting add to it), the answers.
CREATE OR REPLACE FUNCTION ledger_apply(p_posting bigint, p_at timestamptz, p_entries jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_ids bigint[];        -- each entry's account, in the entries' order
  v_amounts bigint[];    -- each entry's amount (debit positive)
  v_deltas bigint[];     -- the same in its account's normal side
  v_platform boolean[];  -- whether its account is the platform's (locked last)
  v_missing boolean;
  v_accounts bigint[] := '{}';  -- the accounts moved, with their new balance below
  v_balances bigint[] := '{}';
  v_balance bigint;
  r record;
BEGIN
  FOR attempt IN 1..2 LOOP
    SELECT array_agg(a.id ORDER BY e.ord), array_agg(e.a ORDER BY e.ord),
           array_agg(CASE WHEN a.normal = 'debit' THEN e.a ELSE -e.a END ORDER BY e.ord),
           array_agg(a.owner_kind = 'platform' ORDER BY e.ord), bool_or(a.id IS NULL)
      INTO v_ids, v_amounts, v_deltas, v_platform, v_missing
      FROM ROWS FROM (jsonb_to_recordset(p_entries) AS (k text, o uuid, n text, c text, a bigint, s smallint)) WITH ORDINALITY AS e(k, o, n, c, a, s, ord)
      LEFT JOIN ledger_accounts a ON a.owner_kind = e.k AND a.owner_id = e.o AND a.name = e.n AND a.currency = e.c AND a.stripe = coalesce(e.s, 0);
    EXIT WHEN NOT v_missing;
    IF attempt = 2 THEN
      RAISE EXCEPTION 'ledger accounts of posting % could not be created', p_posting;
    END IF;
    -- Accounts are created on first use (decision 016); a concurrent creator wins the conflict.
    INSERT INTO ledger_accounts (owner_kind, owner_id, name, currency, normal, allow_negative, stripe)
    SELECT DISTINCT e.k, e.o, e.n, e.c, e.nm, e.an, coalesce(e.s, 0)
      FROM jsonb_to_recordset(p_entries) AS e(k text, o uuid, n text, c text, nm text, an boolean, s smallint)
     WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.owner_kind = e.k AND a.owner_id = e.o AND a.name = e.n AND a.currency = e.c AND a.stripe = coalesce(e.s, 0))
    ON CONFLICT DO NOTHING;
  END LOOP;

  FOR r IN
    SELECT t.id AS account, sum(t.d) AS delta, bool_or(t.p) AS platform
      FROM unnest(v_ids, v_deltas, v_platform) AS t(id, d, p)
     GROUP BY t.id
     ORDER BY platform, t.id
  LOOP
    UPDATE ledger_accounts SET balance = balance + r.delta WHERE id = r.account AND (allow_negative OR balance + r.delta >= 0)
    RETURNING balance INTO v_balance;
    IF NOT FOUND THEN
      RETURN r.account;
    END IF;
    v_accounts := v_accounts || r.account;
    v_balances := v_balances || v_balance;
  END LOOP;

  -- Running balance after each entry: the account's new balance minus what later entries of this
  -- posting add to it (the rows are locked above, so the new balance is this posting's).
  INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after, created_at)
  SELECT p_posting, t.id, t.a,
         b.balance - coalesce(sum(t.d) OVER (PARTITION BY t.id ORDER BY t.ord ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0),
         p_at
    FROM unnest(v_ids, v_amounts, v_deltas) WITH ORDINALITY AS t(id, a, d, ord)
    JOIN unnest(v_accounts, v_balances) AS b(id, balance) ON b.id = t.id
   ORDER BY t.ord;
  RETURN NULL;
END;
$$;
