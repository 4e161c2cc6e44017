-- Issue 31 (decision 089): a top-up's writes after its plan in one statement. A top-up was the
-- payment's status and event, the posting's row, the credit lot and the posting's balances and
-- entries (ledger_apply, 0034) in four round trips inside its transaction, nine with BEGIN,
-- COMMIT, the payment's lock and the lot's queued job; it is now this one, with the same rows,
-- locks and order. What comes before it, in TypeScript: the payment's row locked and the machine's
-- answer (the status to write), the lot's id drawn and its expiry and alert time read with that
-- lock (`credits.ts` lotPlan), and the lot's alert job queued with its id, so the queue's own
-- insert stays pg-boss's and the job is written in the same transaction as the lot.
--
-- p_payment is the lot's payment (NULL for a grant without one: seeds, tests); p_status NULL writes
-- no payment row. A posting with
-- this (kind, reference) already there is a replay: nothing is written and its id is answered (the
-- caller's payment lock makes that impossible for a confirmation). p_entries as ledger_post's.
-- Answers as ledger_post does; refused_account not NULL when a balance would go below zero (the
-- caller throws insufficient_funds and its transaction rolls back).
CREATE FUNCTION credit_topup(p_payment uuid, p_status text, p_action text, p_actor uuid, p_at timestamptz, p_reference text, p_currency text, p_entries jsonb,
                             p_marketer uuid, p_amount bigint, p_lot bigint, p_expires_at timestamptz)
RETURNS TABLE (posting_id bigint, posted_at_ms bigint, replayed boolean, refused_account bigint)
LANGUAGE plpgsql AS $$
DECLARE
  pid bigint;
  pat timestamptz;
BEGIN
  IF p_status IS NOT NULL THEN
    UPDATE payments SET status = p_status, confirmed_at = p_at WHERE id = p_payment;
    INSERT INTO payment_events (payment_id, action, actor_id, created_at) VALUES (p_payment, p_action, p_actor, p_at);
  END IF;
  INSERT INTO ledger_postings (kind, reference, currency, memo, actor_id, reverses, created_at)
  VALUES ('topup', p_reference, p_currency, '{}'::jsonb, p_actor, NULL, p_at)
  ON CONFLICT (kind, reference) DO NOTHING
  RETURNING ledger_postings.id, ledger_postings.created_at INTO pid, pat;
  IF pid IS NULL THEN
    SELECT p.id, p.created_at INTO pid, pat FROM ledger_postings p WHERE p.kind = 'topup' AND p.reference = p_reference;
    RETURN QUERY SELECT pid, floor(extract(epoch FROM pat) * 1000)::bigint, true, NULL::bigint;
    RETURN;
  END IF;
  -- The lot before the balances: the platform's rows (clearing or bank, VAT), which every top-up
  -- meets, are locked by ledger_apply, the last statement, and held from there to commit only.
  INSERT INTO credit_lots (id, marketer_id, payment_id, amount, remaining, currency, expires_at, created_at)
  VALUES (p_lot, p_marketer, p_payment, p_amount, p_amount, p_currency, p_expires_at, p_at);
  RETURN QUERY SELECT pid, floor(extract(epoch FROM pat) * 1000)::bigint, false, ledger_apply(pid, pat, p_entries);
END;
$$;
