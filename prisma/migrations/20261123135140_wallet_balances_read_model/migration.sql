-- CreateTable
CREATE TABLE "account"."wallet_balances" (
    "user_id" INTEGER NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "balance" DECIMAL(20,2) NOT NULL,
    "transfer_id" BIGINT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "wallet_balances_pkey" PRIMARY KEY ("user_id","kind")
);

-- Start the read model from the ledger as it stands; from here on the wallet's events keep it current.
INSERT INTO "account"."wallet_balances" ("user_id", "kind", "balance", "transfer_id", "updated_at")
SELECT a."user_id", a."kind"::TEXT, a."balance",
       COALESCE((SELECT MAX(t."id") FROM "wallet"."transfers" t WHERE t."from_account_id" = a."id" OR t."to_account_id" = a."id"), 0),
       CURRENT_TIMESTAMP
FROM "wallet"."accounts" a
WHERE a."user_id" IS NOT NULL;
