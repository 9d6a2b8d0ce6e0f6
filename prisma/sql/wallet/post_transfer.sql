-- wallet.post_transfer: its current definition, exactly as the migration 20261123050609_wallet_activity applies it.
-- The migrations are what the database runs, not this file: a change here needs a new migration that
-- re-creates the function (CREATE OR REPLACE with the new text), and this file then takes that text.
-- services/wallet/test/ledger-functions.e2e.ts checks that the migrated database and this file agree.

-- One transfer in one statement (one round trip): replay by idempotency key, lock both accounts
-- in id order (opposite transfers cannot deadlock), refuse overdrafts of user accounts, record the
-- transfer with the balances after it, move both balances. Outcomes: posted, replayed, conflict
-- (same key, other parameters), insufficient, currency_mismatch, unknown_account.
CREATE OR REPLACE FUNCTION "wallet"."post_transfer"(
  p_key TEXT, p_hash TEXT, p_from INT, p_to INT, p_amount NUMERIC, p_reason TEXT, p_memo TEXT
) RETURNS TABLE (transfer_id BIGINT, outcome TEXT, from_balance NUMERIC, to_balance NUMERIC, created_at TIMESTAMP(3))
LANGUAGE plpgsql AS $$
DECLARE
  existing "wallet"."transfers"%ROWTYPE;
  acc "wallet"."accounts"%ROWTYPE;
  src "wallet"."accounts"%ROWTYPE;
  dst "wallet"."accounts"%ROWTYPE;
  new_id BIGINT;
  new_at TIMESTAMP(3);
BEGIN
  SELECT * INTO existing FROM "wallet"."transfers" t WHERE t.idempotency_key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT existing.id, CASE WHEN existing.request_hash = p_hash THEN 'replayed' ELSE 'conflict' END,
      existing.from_balance, existing.to_balance, existing.created_at;
    RETURN;
  END IF;
  FOR acc IN SELECT * FROM "wallet"."accounts" a WHERE a.id IN (p_from, p_to) ORDER BY a.id FOR UPDATE LOOP
    IF acc.id = p_from THEN src := acc; END IF;
    IF acc.id = p_to THEN dst := acc; END IF;
  END LOOP;
  IF src.id IS NULL OR dst.id IS NULL THEN
    RETURN QUERY SELECT NULL::BIGINT, 'unknown_account'::TEXT, NULL::NUMERIC, NULL::NUMERIC, NULL::TIMESTAMP(3);
    RETURN;
  END IF;
  IF src.currency <> dst.currency THEN
    RETURN QUERY SELECT NULL::BIGINT, 'currency_mismatch'::TEXT, NULL::NUMERIC, NULL::NUMERIC, NULL::TIMESTAMP(3);
    RETURN;
  END IF;
  IF src.system_code IS NULL AND src.balance < p_amount THEN
    RETURN QUERY SELECT NULL::BIGINT, 'insufficient'::TEXT, src.balance, dst.balance, NULL::TIMESTAMP(3);
    RETURN;
  END IF;
  INSERT INTO "wallet"."transfers" AS t ("idempotency_key", "request_hash", "from_account_id", "to_account_id", "currency",
    "amount", "reason", "memo", "from_balance", "to_balance")
  VALUES (p_key, p_hash, p_from, p_to, src.currency, p_amount, p_reason, p_memo, src.balance - p_amount, dst.balance + p_amount)
  ON CONFLICT ("idempotency_key") DO NOTHING
  RETURNING t.id, t.created_at INTO new_id, new_at;
  IF new_id IS NULL THEN
    -- A request with the same key committed while this one waited for the locks.
    SELECT * INTO existing FROM "wallet"."transfers" t WHERE t.idempotency_key = p_key;
    RETURN QUERY SELECT existing.id, CASE WHEN existing.request_hash = p_hash THEN 'replayed' ELSE 'conflict' END,
      existing.from_balance, existing.to_balance, existing.created_at;
    RETURN;
  END IF;
  UPDATE "wallet"."accounts" SET "balance" = "balance" - p_amount WHERE id = p_from;
  UPDATE "wallet"."accounts" SET "balance" = "balance" + p_amount WHERE id = p_to;
  RETURN QUERY SELECT new_id, 'posted'::TEXT, src.balance - p_amount, dst.balance + p_amount, new_at;
END $$;
