-- wallet.transfer_to_announce: its current definition, exactly as the migration 20261127112915_wallet_outbox applies it.
-- The migrations are what the database runs, not this file: a change here needs a new migration that
-- re-creates the function (CREATE OR REPLACE with the new text), and this file then takes that text.
-- services/wallet/test/ledger-functions.e2e.ts checks that the migrated database and this file agree.
-- It is a trigger function: the same migration fires it by the trigger "transfers_to_announce"
-- (AFTER INSERT ON "wallet"."transfers" FOR EACH ROW).

-- The outbox row is written by the statement that posts the transfer, in its transaction: a transfer
-- that commits is announced sooner or later, one rolled back never is. Only transfers that touch a
-- user's account announce anything (between system accounts: nothing to tell).
CREATE FUNCTION "wallet"."transfer_to_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "wallet"."accounts" WHERE "id" IN (NEW."from_account_id", NEW."to_account_id") AND "user_id" IS NOT NULL) THEN
    INSERT INTO "wallet"."unannounced_transfers" ("transfer_id") VALUES (NEW."id");
  END IF;
  RETURN NULL;
END;
$$;
