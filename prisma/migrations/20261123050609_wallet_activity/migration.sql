-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "activity";

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "realtime";

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "wallet";

-- CreateEnum
CREATE TYPE "wallet"."AccountKind" AS ENUM ('diamond', 'cash', 'consumption');

-- CreateEnum
CREATE TYPE "wallet"."Currency" AS ENUM ('diamond', 'cny');

-- CreateEnum
CREATE TYPE "wallet"."RechargeStatus" AS ENUM ('pending', 'paid', 'cancelled');

-- CreateEnum
CREATE TYPE "wallet"."PayoutAccountType" AS ENUM ('bank', 'alipay');

-- CreateEnum
CREATE TYPE "wallet"."WithdrawalStatus" AS ENUM ('pending', 'paid', 'rejected');

-- CreateEnum
CREATE TYPE "realtime"."ImMessageType" AS ENUM ('text', 'image', 'file', 'custom');

-- CreateEnum
CREATE TYPE "realtime"."ImGender" AS ENUM ('male', 'female', 'unknown');

-- CreateEnum
CREATE TYPE "realtime"."ImRestrictionKind" AS ENUM ('mute', 'shield');

-- CreateTable
CREATE TABLE "wallet"."accounts" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "system_code" VARCHAR(40),
    "kind" "wallet"."AccountKind" NOT NULL,
    "currency" "wallet"."Currency" NOT NULL,
    "balance" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet"."transfers" (
    "id" BIGSERIAL NOT NULL,
    "idempotency_key" VARCHAR(128) NOT NULL,
    "request_hash" CHAR(64) NOT NULL,
    "from_account_id" INTEGER NOT NULL,
    "to_account_id" INTEGER NOT NULL,
    "currency" "wallet"."Currency" NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "reason" VARCHAR(32) NOT NULL,
    "memo" VARCHAR(200) NOT NULL DEFAULT '',
    "from_balance" DECIMAL(20,2) NOT NULL,
    "to_balance" DECIMAL(20,2) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "transfers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet"."recharge_packages" (
    "id" SERIAL NOT NULL,
    "coin" INTEGER NOT NULL,
    "give" INTEGER NOT NULL DEFAULT 0,
    "money" DECIMAL(10,2) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "recharge_packages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet"."recharge_orders" (
    "id" SERIAL NOT NULL,
    "order_no" VARCHAR(32) NOT NULL,
    "pay_token" CHAR(32) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "package_id" INTEGER NOT NULL,
    "coin" INTEGER NOT NULL,
    "give" INTEGER NOT NULL,
    "money" DECIMAL(10,2) NOT NULL,
    "provider" VARCHAR(16) NOT NULL,
    "status" "wallet"."RechargeStatus" NOT NULL DEFAULT 'pending',
    "provider_trade_no" VARCHAR(64),
    "paid_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recharge_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet"."payment_callbacks" (
    "id" SERIAL NOT NULL,
    "provider" VARCHAR(16) NOT NULL,
    "order_no" VARCHAR(64) NOT NULL,
    "outcome" VARCHAR(24) NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_callbacks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet"."payout_accounts" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" "wallet"."PayoutAccountType" NOT NULL,
    "holder_name" VARCHAR(32) NOT NULL,
    "account_no" VARCHAR(64) NOT NULL,
    "bank_name" VARCHAR(64) NOT NULL DEFAULT '',
    "branch" VARCHAR(100) NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "payout_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet"."withdrawals" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "fee" DECIMAL(20,2) NOT NULL,
    "status" "wallet"."WithdrawalStatus" NOT NULL DEFAULT 'pending',
    "account_type" "wallet"."PayoutAccountType" NOT NULL,
    "account_no" VARCHAR(64) NOT NULL,
    "holder_name" VARCHAR(32) NOT NULL,
    "bank_name" VARCHAR(64) NOT NULL DEFAULT '',
    "reviewed_by" INTEGER,
    "review_note" VARCHAR(200) NOT NULL DEFAULT '',
    "reviewed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "withdrawals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "activity"."sign_in_rewards" (
    "day" INTEGER NOT NULL,
    "diamonds" INTEGER NOT NULL,

    CONSTRAINT "sign_in_rewards_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "activity"."sign_ins" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "streak_day" INTEGER NOT NULL,
    "reward" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_ins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "activity"."daily_tasks" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "img" TEXT NOT NULL DEFAULT '',
    "reward" INTEGER NOT NULL,
    "target" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "daily_tasks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "activity"."task_progress" (
    "user_id" INTEGER NOT NULL,
    "task_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "value" INTEGER NOT NULL DEFAULT 0,
    "completed_at" TIMESTAMP(3),

    CONSTRAINT "task_progress_pkey" PRIMARY KEY ("user_id","task_id","day")
);

-- CreateTable
CREATE TABLE "activity"."invitations" (
    "invitee_id" INTEGER NOT NULL,
    "inviter_id" INTEGER NOT NULL,
    "share_code" VARCHAR(12) NOT NULL,
    "reward" INTEGER NOT NULL,
    "rewarded_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invitations_pkey" PRIMARY KEY ("invitee_id")
);

-- CreateTable
CREATE TABLE "activity"."processed_events" (
    "id" VARCHAR(80) NOT NULL,
    "processed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "realtime"."im_profiles" (
    "im_id" VARCHAR(40) NOT NULL,
    "nick" VARCHAR(32) NOT NULL DEFAULT '',
    "avatar" VARCHAR(500) NOT NULL DEFAULT '',
    "gender" "realtime"."ImGender" NOT NULL DEFAULT 'unknown',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "im_profiles_pkey" PRIMARY KEY ("im_id")
);

-- CreateTable
CREATE TABLE "realtime"."im_groups" (
    "id" VARCHAR(64) NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "owner_id" VARCHAR(40),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "im_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "realtime"."im_group_messages" (
    "id" BIGSERIAL NOT NULL,
    "group_id" VARCHAR(64) NOT NULL,
    "sender_id" VARCHAR(40) NOT NULL,
    "client_id" VARCHAR(64),
    "type" "realtime"."ImMessageType" NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "payload" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "im_group_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "realtime"."im_restrictions" (
    "group_id" VARCHAR(64) NOT NULL,
    "im_id" VARCHAR(40) NOT NULL,
    "kind" "realtime"."ImRestrictionKind" NOT NULL,
    "until" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "im_restrictions_pkey" PRIMARY KEY ("group_id","im_id","kind")
);

-- CreateTable
CREATE TABLE "realtime"."im_private_messages" (
    "id" BIGSERIAL NOT NULL,
    "conversation" VARCHAR(81) NOT NULL,
    "sender_id" VARCHAR(40) NOT NULL,
    "receiver_id" VARCHAR(40) NOT NULL,
    "client_id" VARCHAR(64),
    "type" "realtime"."ImMessageType" NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "payload" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "im_private_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "realtime"."im_conversations" (
    "owner_id" VARCHAR(40) NOT NULL,
    "peer_id" VARCHAR(40) NOT NULL,
    "last_message_id" BIGINT NOT NULL,
    "unread" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "im_conversations_pkey" PRIMARY KEY ("owner_id","peer_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "accounts_system_code_key" ON "wallet"."accounts"("system_code");

-- CreateIndex
CREATE UNIQUE INDEX "accounts_user_id_kind_key" ON "wallet"."accounts"("user_id", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "transfers_idempotency_key_key" ON "wallet"."transfers"("idempotency_key");

-- CreateIndex
CREATE INDEX "transfers_from_account_id_created_at_idx" ON "wallet"."transfers"("from_account_id", "created_at");

-- CreateIndex
CREATE INDEX "transfers_to_account_id_created_at_idx" ON "wallet"."transfers"("to_account_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "recharge_orders_order_no_key" ON "wallet"."recharge_orders"("order_no");

-- CreateIndex
CREATE INDEX "recharge_orders_user_id_created_at_idx" ON "wallet"."recharge_orders"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "payment_callbacks_order_no_idx" ON "wallet"."payment_callbacks"("order_no");

-- CreateIndex
CREATE UNIQUE INDEX "payout_accounts_user_id_type_key" ON "wallet"."payout_accounts"("user_id", "type");

-- CreateIndex
CREATE INDEX "withdrawals_user_id_created_at_idx" ON "wallet"."withdrawals"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "withdrawals_status_created_at_idx" ON "wallet"."withdrawals"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "sign_ins_user_id_day_key" ON "activity"."sign_ins"("user_id", "day");

-- CreateIndex
CREATE UNIQUE INDEX "daily_tasks_code_key" ON "activity"."daily_tasks"("code");

-- CreateIndex
CREATE INDEX "invitations_inviter_id_idx" ON "activity"."invitations"("inviter_id");

-- CreateIndex
CREATE INDEX "im_group_messages_group_id_id_idx" ON "realtime"."im_group_messages"("group_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "im_group_messages_sender_id_client_id_key" ON "realtime"."im_group_messages"("sender_id", "client_id");

-- CreateIndex
CREATE INDEX "im_private_messages_conversation_id_idx" ON "realtime"."im_private_messages"("conversation", "id");

-- CreateIndex
CREATE UNIQUE INDEX "im_private_messages_sender_id_client_id_key" ON "realtime"."im_private_messages"("sender_id", "client_id");

-- CreateIndex
CREATE INDEX "im_conversations_owner_id_updated_at_idx" ON "realtime"."im_conversations"("owner_id", "updated_at");

-- AddForeignKey
ALTER TABLE "wallet"."transfers" ADD CONSTRAINT "transfers_from_account_id_fkey" FOREIGN KEY ("from_account_id") REFERENCES "wallet"."accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet"."transfers" ADD CONSTRAINT "transfers_to_account_id_fkey" FOREIGN KEY ("to_account_id") REFERENCES "wallet"."accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity"."task_progress" ADD CONSTRAINT "task_progress_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "activity"."daily_tasks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Ledger invariants the Prisma schema cannot express (written by hand).
ALTER TABLE "wallet"."accounts" ADD CONSTRAINT "accounts_owner_check" CHECK (("user_id" IS NULL) <> ("system_code" IS NULL));
ALTER TABLE "wallet"."accounts" ADD CONSTRAINT "accounts_no_negative_user_balance" CHECK ("system_code" IS NOT NULL OR "balance" >= 0);
ALTER TABLE "wallet"."transfers" ADD CONSTRAINT "transfers_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "wallet"."transfers" ADD CONSTRAINT "transfers_two_accounts" CHECK ("from_account_id" <> "to_account_id");

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
