-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "gifts";

-- CreateTable
CREATE TABLE "gifts"."gifts" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(40) NOT NULL,
    "name_zh" VARCHAR(40) NOT NULL,
    "name_en" VARCHAR(40) NOT NULL,
    "name_vi" VARCHAR(40) NOT NULL,
    "tier" INTEGER NOT NULL,
    "diamonds" INTEGER NOT NULL,
    "image" VARCHAR(200) NOT NULL,
    "animation" VARCHAR(200) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gifts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gifts"."backpack_gifts" (
    "user_id" INTEGER NOT NULL,
    "gift_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "backpack_gifts_pkey" PRIMARY KEY ("user_id","gift_id")
);

-- CreateTable
CREATE TABLE "gifts"."gift_sends" (
    "id" SERIAL NOT NULL,
    "request_key" VARCHAR(160) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "room_id" INTEGER NOT NULL,
    "anchor_id" INTEGER NOT NULL,
    "gift_id" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "diamonds" DECIMAL(18,2) NOT NULL,
    "anchor_income" DECIMAL(18,2) NOT NULL,
    "from_backpack" BOOLEAN NOT NULL DEFAULT false,
    "transfer_id" VARCHAR(40),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gift_sends_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gifts"."barrage_styles" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(40) NOT NULL,
    "name_zh" VARCHAR(40) NOT NULL,
    "name_en" VARCHAR(40) NOT NULL,
    "name_vi" VARCHAR(40) NOT NULL,
    "diamonds" INTEGER NOT NULL,
    "color" VARCHAR(16) NOT NULL,
    "effect" VARCHAR(16) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "barrage_styles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gifts"."paid_messages" (
    "id" SERIAL NOT NULL,
    "kind" VARCHAR(10) NOT NULL,
    "request_key" VARCHAR(160) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "room_id" INTEGER,
    "style_id" INTEGER,
    "content" VARCHAR(200) NOT NULL,
    "diamonds" DECIMAL(18,2) NOT NULL,
    "from_quota" BOOLEAN NOT NULL DEFAULT false,
    "transfer_id" VARCHAR(40),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "paid_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gifts"."processed_events" (
    "id" VARCHAR(80) NOT NULL,
    "processed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "gifts_code_key" ON "gifts"."gifts"("code");

-- CreateIndex
CREATE UNIQUE INDEX "gift_sends_request_key_key" ON "gifts"."gift_sends"("request_key");

-- CreateIndex
CREATE INDEX "gift_sends_anchor_id_created_at_idx" ON "gifts"."gift_sends"("anchor_id", "created_at");

-- CreateIndex
CREATE INDEX "gift_sends_user_id_created_at_idx" ON "gifts"."gift_sends"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "barrage_styles_code_key" ON "gifts"."barrage_styles"("code");

-- CreateIndex
CREATE UNIQUE INDEX "paid_messages_request_key_key" ON "gifts"."paid_messages"("request_key");

-- CreateIndex
CREATE INDEX "paid_messages_user_id_created_at_idx" ON "gifts"."paid_messages"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "gifts"."backpack_gifts" ADD CONSTRAINT "backpack_gifts_gift_id_fkey" FOREIGN KEY ("gift_id") REFERENCES "gifts"."gifts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gifts"."gift_sends" ADD CONSTRAINT "gift_sends_gift_id_fkey" FOREIGN KEY ("gift_id") REFERENCES "gifts"."gifts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
