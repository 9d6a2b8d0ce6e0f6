-- CreateTable
CREATE TABLE "account"."noble_statuses" (
    "user_id" INTEGER NOT NULL,
    "level" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "version" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "noble_statuses_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "gifts"."guard_tiers" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(40) NOT NULL,
    "name_zh" VARCHAR(40) NOT NULL,
    "name_en" VARCHAR(40) NOT NULL,
    "name_vi" VARCHAR(40) NOT NULL,
    "level" INTEGER NOT NULL,
    "diamonds_per_month" INTEGER NOT NULL,
    "entry_effect" VARCHAR(40) NOT NULL,
    "danmaku_color" VARCHAR(16) NOT NULL,
    "horn_quota" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "guard_tiers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gifts"."guard_memberships" (
    "user_id" INTEGER NOT NULL,
    "tier_id" INTEGER NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "ended_at" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "horn_period" TIMESTAMP(3),
    "horn_used" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "guard_memberships_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "gifts"."guard_purchases" (
    "id" SERIAL NOT NULL,
    "request_key" VARCHAR(160) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "tier_id" INTEGER NOT NULL,
    "months" INTEGER NOT NULL,
    "diamonds" INTEGER NOT NULL,
    "transfer_id" VARCHAR(40),
    "applied_at" TIMESTAMP(3),
    "expires_at" TIMESTAMP(3),
    "refunded_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guard_purchases_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "guard_tiers_code_key" ON "gifts"."guard_tiers"("code");

-- CreateIndex
CREATE UNIQUE INDEX "guard_tiers_level_key" ON "gifts"."guard_tiers"("level");

-- CreateIndex
CREATE INDEX "guard_memberships_expires_at_idx" ON "gifts"."guard_memberships"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "guard_purchases_request_key_key" ON "gifts"."guard_purchases"("request_key");

-- CreateIndex
CREATE INDEX "guard_purchases_user_id_created_at_idx" ON "gifts"."guard_purchases"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "gifts"."guard_memberships" ADD CONSTRAINT "guard_memberships_tier_id_fkey" FOREIGN KEY ("tier_id") REFERENCES "gifts"."guard_tiers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gifts"."guard_purchases" ADD CONSTRAINT "guard_purchases_tier_id_fkey" FOREIGN KEY ("tier_id") REFERENCES "gifts"."guard_tiers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
