-- Issue 31 (decisions 016, 065): a posting in one round trip instead of 3 + one per account.
-- `post()` (src/server/ledger/ledger.ts) checks the entries (balanced, one currency, integers)
-- and names each account's normal side; these functions do the rest in the caller's transaction,
-- with the same statements and the same lock order as the TypeScript did one by one.
--
-- Entries come as one jsonb array, in order: [{"k": owner_kind, "o": owner_id, "n": name,
-- "c": currency, "nm": normal, "an": allow_negative, "a": signed amount}, ...].

-- Applies a posting already inserted (its row proves it new): creates missing accounts, moves
-- each account's balance — people's accounts first, then the platform's, each in ascending id, the
-- one order every posting follows so none deadlock — refusing one that must not go negative, then
-- inserts the entries with their running balance. Answers NULL when applied, or the id of the
-- account that refused (the caller throws insufficient_funds and its transaction rolls back).
CREATE FUNCTION ledger_apply(p_posting bigint, p_at timestamptz, p_entries jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  INSERT INTO ledger_accounts (owner_kind, owner_id, name, currency, normal, allow_negative)
  SELECT DISTINCT e.k, e.o, e.n, e.c, e.nm, e.an
    FROM jsonb_to_recordset(p_entries) AS e(k text, o uuid, n text, c text, nm text, an boolean)
   WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.owner_kind = e.k AND a.owner_id = e.o AND a.name = e.n AND a.currency = e.c)
  ON CONFLICT DO NOTHING;

  FOR r IN
    SELECT a.id AS account, sum(CASE WHEN a.normal = 'debit' THEN e.a ELSE -e.a END) AS delta, bool_or(a.owner_kind = 'platform') AS platform
      FROM jsonb_to_recordset(p_entries) AS e(k text, o uuid, n text, c text, a bigint)
      JOIN ledger_accounts a ON a.owner_kind = e.k AND a.owner_id = e.o AND a.name = e.n AND a.currency = e.c
     GROUP BY a.id
     ORDER BY platform, a.id
  LOOP
    UPDATE ledger_accounts SET balance = balance + r.delta WHERE id = r.account AND (allow_negative OR balance + r.delta >= 0);
    IF NOT FOUND THEN
      RETURN r.account;
    END IF;
  END LOOP;

  -- Running balance after each entry: the account's new balance minus what later entries of this
  -- posting add to it (the rows are locked above, so the balance read here is this posting's).
  INSERT INTO ledger_entries (posting_id, account_id, amount, balance_after, created_at)
  SELECT p_posting, a.id, e.a,
         a.balance - coalesce(sum(CASE WHEN a.normal = 'debit' THEN e.a ELSE -e.a END) OVER (PARTITION BY a.id ORDER BY e.ord ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0),
         p_at
    FROM ROWS FROM (jsonb_to_recordset(p_entries) AS (k text, o uuid, n text, c text, a bigint)) WITH ORDINALITY AS e(k, o, n, c, a, ord)
    JOIN ledger_accounts a ON a.owner_kind = e.k AND a.owner_id = e.o AND a.name = e.n AND a.currency = e.c
   ORDER BY e.ord;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The whole posting: inserts it unless (kind, reference) was posted before (then answers that
-- posting, replayed, and moves nothing), and applies it. `posted_at_ms` is epoch milliseconds.
CREATE FUNCTION ledger_post(p_kind text, p_reference text, p_currency text, p_memo jsonb, p_actor uuid, p_reverses bigint, p_at timestamptz, p_entries jsonb)
RETURNS TABLE (posting_id bigint, posted_at_ms bigint, replayed boolean, refused_account bigint)
LANGUAGE plpgsql AS $$
DECLARE
  pid bigint;
  pat timestamptz;
BEGIN
  INSERT INTO ledger_postings (kind, reference, currency, memo, actor_id, reverses, created_at)
  VALUES (p_kind, p_reference, p_currency, p_memo, p_actor, p_reverses, p_at)
  ON CONFLICT (kind, reference) DO NOTHING
  RETURNING ledger_postings.id, ledger_postings.created_at INTO pid, pat;
  IF pid IS NULL THEN
    SELECT p.id, p.created_at INTO pid, pat FROM ledger_postings p WHERE p.kind = p_kind AND p.reference = p_reference;
    RETURN QUERY SELECT pid, floor(extract(epoch FROM pat) * 1000)::bigint, true, NULL::bigint;
    RETURN;
  END IF;
  RETURN QUERY SELECT pid, floor(extract(epoch FROM pat) * 1000)::bigint, false, ledger_apply(pid, pat, p_entries);
END;
$$;
