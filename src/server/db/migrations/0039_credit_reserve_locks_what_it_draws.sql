-- Issue 31 (decision 092): a reserve locks only the lots it draws from. credit_reserve (0035) locked
-- every live lot of the marketer (FOR UPDATE over all of them, then drew the earliest-expiring
-- ones): each lock writes the row, so a marketer with many live lots paid for all of them on every
-- reserve (0.30–0.34 ms per reserve in the bench, whose marketers gather dozens). Now the lots are
-- read one at a time from a cursor in the same order — earliest expiry first, then id — each locked
-- as it is fetched, drawn down, and the reading stops once the amount is drawn. Same rows drawn, in
-- the same order, same uses written, same refusal when the lots hold less than the ledger said.
-- The posting comes first as before, so the marketer's available-credit row, locked by it, already
-- keeps two reserves of one marketer from drawing at once.
CREATE OR REPLACE FUNCTION credit_reserve(p_reference text, p_currency text, p_at timestamptz, p_entries jsonb, p_marketer uuid, p_amount bigint)
RETURNS TABLE (posting_id bigint, posted_at_ms bigint, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  p record;
  lots CURSOR FOR
    SELECT l.id, l.remaining FROM credit_lots l
     WHERE l.marketer_id = p_marketer AND l.remaining > 0 AND l.expired_at IS NULL
     ORDER BY l.expires_at, l.id
       FOR UPDATE;
  v_lot record;
  v_take bigint;
  v_taken bigint := 0;
BEGIN
  SELECT * INTO p FROM ledger_post('reserve', p_reference, p_currency, '{}'::jsonb, NULL, NULL, p_at, p_entries);
  IF p.refused_account IS NOT NULL THEN
    RAISE EXCEPTION 'insufficient funds for reserve %', p_reference USING ERRCODE = 'KL409';
  END IF;
  IF NOT p.replayed THEN
    OPEN lots;
    WHILE v_taken < p_amount LOOP
      -- FETCH takes one row at a time, so only the lots drawn from are locked.
      FETCH lots INTO v_lot;
      EXIT WHEN NOT FOUND;
      v_take := least(v_lot.remaining, p_amount - v_taken);
      UPDATE credit_lots SET remaining = remaining - v_take WHERE id = v_lot.id;
      INSERT INTO credit_lot_uses (reference, lot_id, amount) VALUES (p_reference, v_lot.id, v_take);
      v_taken := v_taken + v_take;
    END LOOP;
    CLOSE lots;
    -- The ledger said the credit was there; lots must agree (available = what lots have left).
    IF v_taken <> p_amount THEN
      RAISE EXCEPTION 'Lots of % hold less than their available credit', p_marketer;
    END IF;
  END IF;
  RETURN QUERY SELECT p.posting_id, p.posted_at_ms, p.replayed;
END;
$$;
