-- CreateTable
CREATE TABLE "wallet"."unannounced_transfers" (
    "transfer_id" BIGINT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "unannounced_transfers_pkey" PRIMARY KEY ("transfer_id")
);

-- CreateIndex
CREATE INDEX "unannounced_transfers_created_at_idx" ON "wallet"."unannounced_transfers"("created_at");

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

CREATE TRIGGER "transfers_to_announce" AFTER INSERT ON "wallet"."transfers"
  FOR EACH ROW EXECUTE FUNCTION "wallet"."transfer_to_announce"();
