-- Issue 31 (decision 086): a reserve, a return (a release) and a capture of credit, each one
-- statement, so that one called outside a transaction is one round trip in autocommit, the way
-- `ledger_post()` (0034, decision 065) made a posting one. Each does what services/credits.ts did
-- in two to four statements, with the same rows, locks and order; the TypeScript side still names
-- the accounts (their normal side, whether they may go negative), checks what it knows before the
-- call, and answers the same problems.
--
-- A refusal is raised, not answered, so that the statement rolls back as a whole in autocommit and
-- the caller's transaction is aborted inside one: SQLSTATE KL409 (a balance that must not go
-- negative, 409 insufficient_funds) and KL404 (no reservation with this reference, 404). Anything
-- else raised here is a broken invariant (lots that hold less than the ledger says): a 500, as the
-- TypeScript's Error was.
--
-- Accounts come as in 0034's entries without their amount ({"k", "o", "n", "c", "nm", "an"}), in
-- the order each function names; it adds the amounts it reads from the lots.

-- A reserve: available → reserved (the entries as `post()` builds them), then the marketer's live
-- lots locked earliest expiry first and drawn down in that order (the statement of decision 073).
CREATE FUNCTION credit_reserve(p_reference text, p_currency text, p_at timestamptz, p_entries jsonb, p_marketer uuid, p_amount bigint)
RETURNS TABLE (posting_id bigint, posted_at_ms bigint, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  p record;
  v_taken bigint;
BEGIN
  SELECT * INTO p FROM ledger_post('reserve', p_reference, p_currency, '{}'::jsonb, NULL, NULL, p_at, p_entries);
  IF p.refused_account IS NOT NULL THEN
    RAISE EXCEPTION 'insufficient funds for reserve %', p_reference USING ERRCODE = 'KL409';
  END IF;
  IF NOT p.replayed THEN
    WITH locked AS MATERIALIZED (
      SELECT l.id, l.remaining, l.expires_at FROM credit_lots l
       WHERE l.marketer_id = p_marketer AND l.remaining > 0 AND l.expired_at IS NULL
       ORDER BY l.expires_at, l.id
         FOR UPDATE
    ), planned AS (
      SELECT k.id, least(k.remaining, greatest(p_amount - (sum(k.remaining) OVER (ORDER BY k.expires_at, k.id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) - k.remaining), 0)) AS take
        FROM locked k
    ), taken AS (
      UPDATE credit_lots lot SET remaining = lot.remaining - planned.take
        FROM planned WHERE lot.id = planned.id AND planned.take > 0
      RETURNING lot.id, planned.take
    ), used AS (
      INSERT INTO credit_lot_uses (reference, lot_id, amount) SELECT p_reference, taken.id, taken.take FROM taken
    )
    SELECT coalesce(sum(taken.take), 0)::bigint INTO v_taken FROM taken;
    -- The ledger said the credit was there; lots must agree (available = what lots have left).
    IF v_taken <> p_amount THEN
      RAISE EXCEPTION 'Lots of % hold less than their available credit', p_marketer;
    END IF;
  END IF;
  RETURN QUERY SELECT p.posting_id, p.posted_at_ms, p.replayed;
END;
$$;
--> statement-breakpoint
-- A return: reserved → available under its own reference, once; p_amount NULL returns the whole
-- reservation (KL404 when it holds nothing). p_accounts: [reserved, available]; p_expire_accounts:
-- [available, revenue]. The reservation's lots are locked in id order, read as locked (a lot that
-- expired while we waited is seen expired), and given back the latest-expiring first as negative
-- uses; credit that returns to a lot which expired meanwhile expires at once, by its own posting.
CREATE FUNCTION credit_return(p_reservation text, p_amount bigint, p_reference text, p_currency text, p_at timestamptz, p_accounts jsonb, p_expire_accounts jsonb)
RETURNS TABLE (posting_id bigint, posted_at_ms bigint, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  p record;
  e record;
  u record;
  v_amount bigint := p_amount;
  v_left bigint;
  v_give bigint;
BEGIN
  IF v_amount IS NULL THEN
    SELECT coalesce(sum(cu.amount), 0)::bigint INTO v_amount FROM credit_lot_uses cu WHERE cu.reference = p_reservation;
    IF v_amount = 0 THEN
      RAISE EXCEPTION 'no reservation %', p_reservation USING ERRCODE = 'KL404';
    END IF;
  END IF;
  SELECT * INTO p FROM ledger_post('release', p_reference, p_currency, '{}'::jsonb, NULL, NULL, p_at,
    jsonb_build_array(p_accounts->0 || jsonb_build_object('a', v_amount), p_accounts->1 || jsonb_build_object('a', -v_amount)));
  IF p.refused_account IS NOT NULL THEN
    RAISE EXCEPTION 'insufficient funds for release %', p_reference USING ERRCODE = 'KL409';
  END IF;
  IF p.replayed THEN
    RETURN QUERY SELECT p.posting_id, p.posted_at_ms, true;
    RETURN;
  END IF;
  v_left := v_amount;
  -- The loop's rows are sorted (and so read) before its first insert.
  FOR u IN
    WITH locked AS MATERIALIZED (
      SELECT l.id, l.expires_at, l.expired_at FROM credit_lots l
       WHERE l.id IN (SELECT cu.lot_id FROM credit_lot_uses cu WHERE cu.reference = p_reservation)
       ORDER BY l.id
         FOR UPDATE
    )
    SELECT cu.lot_id, sum(cu.amount)::bigint AS held, locked.expired_at IS NOT NULL AS expired
      FROM credit_lot_uses cu JOIN locked ON locked.id = cu.lot_id
     WHERE cu.reference = p_reservation
     GROUP BY cu.lot_id, locked.expires_at, locked.expired_at
     ORDER BY locked.expires_at DESC, cu.lot_id DESC
  LOOP
    EXIT WHEN v_left = 0;
    v_give := least(v_left, u.held);
    CONTINUE WHEN v_give <= 0;
    v_left := v_left - v_give;
    INSERT INTO credit_lot_uses (reference, lot_id, amount) VALUES (p_reservation, u.lot_id, -v_give);
    IF u.expired THEN
      SELECT * INTO e FROM ledger_post('expire', 'lot:' || u.lot_id || ':' || p_reference, p_currency, '{}'::jsonb, NULL, NULL, p_at,
        jsonb_build_array(p_expire_accounts->0 || jsonb_build_object('a', v_give), p_expire_accounts->1 || jsonb_build_object('a', -v_give)));
      IF e.refused_account IS NOT NULL THEN
        RAISE EXCEPTION 'insufficient funds for expire of lot %', u.lot_id USING ERRCODE = 'KL409';
      END IF;
      UPDATE credit_lots l SET expired_amount = coalesce(l.expired_amount, 0) + v_give WHERE l.id = u.lot_id;
    ELSE
      UPDATE credit_lots l SET remaining = l.remaining + v_give WHERE l.id = u.lot_id;
    END IF;
  END LOOP;
  -- The ledger let the reserve go; the lots must have held it.
  IF v_left <> 0 THEN
    RAISE EXCEPTION 'Reservation % holds less in lots than it returns', p_reservation;
  END IF;
  RETURN QUERY SELECT p.posting_id, p.posted_at_ms, false;
END;
$$;
--> statement-breakpoint
-- A capture: the whole reservation leaves reserved (KL404 when it holds nothing); the influencer's
-- pending earnings get it less the fee, the platform's revenue the fee. p_accounts: [reserved,
-- earnings, revenue]; p_fee_bp is the fee in force, read by the calling statement (its one SQL
-- form stays app-config.ts's configValueText). Zero entries are left out, as `post()`'s caller did.
CREATE FUNCTION credit_capture(p_reference text, p_currency text, p_at timestamptz, p_accounts jsonb, p_fee_bp numeric)
RETURNS TABLE (posting_id bigint, posted_at_ms bigint, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  p record;
  v_amount bigint;
  v_fee bigint;
BEGIN
  SELECT coalesce(sum(cu.amount), 0)::bigint INTO v_amount FROM credit_lot_uses cu WHERE cu.reference = p_reference;
  IF v_amount = 0 THEN
    RAISE EXCEPTION 'no reservation %', p_reference USING ERRCODE = 'KL404';
  END IF;
  -- Math.round's half-up, for a positive amount: round() on numeric rounds half away from zero.
  v_fee := round(v_amount * p_fee_bp / 10000);
  SELECT * INTO p FROM ledger_post('capture', p_reference, p_currency, '{}'::jsonb, NULL, NULL, p_at,
    (SELECT jsonb_agg(x.entry ORDER BY x.i) FROM (VALUES
       (1, p_accounts->0 || jsonb_build_object('a', v_amount)),
       (2, p_accounts->1 || jsonb_build_object('a', v_fee - v_amount)),
       (3, p_accounts->2 || jsonb_build_object('a', -v_fee))) AS x(i, entry)
      WHERE (x.entry->>'a')::bigint <> 0));
  IF p.refused_account IS NOT NULL THEN
    RAISE EXCEPTION 'insufficient funds for capture %', p_reference USING ERRCODE = 'KL409';
  END IF;
  RETURN QUERY SELECT p.posting_id, p.posted_at_ms, p.replayed;
END;
$$;
