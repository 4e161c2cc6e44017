-- Custom SQL migration file, put your code below! ---- The ledger's rules the database enforces itself (docs/decisions/016-ledger.md).

-- Balances of accounts that must not go negative never do, whatever the code does.
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_non_negative" CHECK ("allow_negative" OR "balance" >= 0);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("amount" <> 0);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_code" CHECK ("currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
-- Append-only: a mistake is corrected by a reversing posting, never by UPDATE or DELETE.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON "ledger_postings" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON "ledger_postings" FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- At commit, every posting that gained entries has at least two and they sum to zero, in one
-- currency (the posting's). Deferred, so a posting's entries can be inserted one by one.
CREATE FUNCTION ledger_check_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  n integer;
  wrong_currency integer;
BEGIN
  SELECT coalesce(sum(e.amount), 0), count(*), count(*) FILTER (WHERE a.currency <> p.currency)
    INTO total, n, wrong_currency
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_postings p ON p.id = e.posting_id
   WHERE e.posting_id = NEW.posting_id;
  IF total <> 0 OR n < 2 OR wrong_currency > 0 THEN
    RAISE EXCEPTION 'ledger posting % is not balanced (sum %, % entries, % in another currency)', NEW.posting_id, total, n, wrong_currency
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_posting_balanced();
