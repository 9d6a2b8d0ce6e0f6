-- CreateEnum
CREATE TYPE "gifts"."GoodsExchangeStatus" AS ENUM ('pending', 'completed');

-- CreateTable
CREATE TABLE "gifts"."goods" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(40) NOT NULL,
    "name_zh" VARCHAR(60) NOT NULL,
    "name_en" VARCHAR(60) NOT NULL,
    "name_vi" VARCHAR(60) NOT NULL,
    "description_zh" VARCHAR(300) NOT NULL DEFAULT '',
    "description_en" VARCHAR(300) NOT NULL DEFAULT '',
    "description_vi" VARCHAR(300) NOT NULL DEFAULT '',
    "image" VARCHAR(200) NOT NULL,
    "diamonds" INTEGER NOT NULL,
    "stock" INTEGER,
    "per_user_limit" INTEGER,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "goods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gifts"."goods_exchanges" (
    "id" SERIAL NOT NULL,
    "request_key" VARCHAR(160) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "goods_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "diamonds" INTEGER NOT NULL,
    "transfer_id" VARCHAR(40),
    "status" "gifts"."GoodsExchangeStatus" NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "goods_exchanges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gifts"."audit_log" (
    "id" SERIAL NOT NULL,
    "admin_id" INTEGER NOT NULL,
    "action" VARCHAR(20) NOT NULL,
    "target_type" VARCHAR(20) NOT NULL,
    "target_id" INTEGER NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "goods_code_key" ON "gifts"."goods"("code");

-- CreateIndex
CREATE UNIQUE INDEX "goods_exchanges_request_key_key" ON "gifts"."goods_exchanges"("request_key");

-- CreateIndex
CREATE INDEX "goods_exchanges_user_id_created_at_idx" ON "gifts"."goods_exchanges"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "goods_exchanges_goods_id_user_id_idx" ON "gifts"."goods_exchanges"("goods_id", "user_id");

-- CreateIndex
CREATE INDEX "audit_log_target_type_target_id_idx" ON "gifts"."audit_log"("target_type", "target_id");

-- AddForeignKey
ALTER TABLE "gifts"."goods_exchanges" ADD CONSTRAINT "goods_exchanges_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "gifts"."goods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Never oversold, whatever writes the row (Prisma does not model CHECK constraints: kept by hand).
ALTER TABLE "gifts"."goods" ADD CONSTRAINT "goods_stock_not_negative" CHECK ("stock" IS NULL OR "stock" >= 0);
