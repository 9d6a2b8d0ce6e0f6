-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "live";

-- CreateTable
CREATE TABLE "live"."categories" (
    "id" SERIAL NOT NULL,
    "type" INTEGER NOT NULL,
    "name_zh" VARCHAR(32) NOT NULL,
    "name_en" VARCHAR(32) NOT NULL,
    "name_vi" VARCHAR(32) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "live"."rooms" (
    "id" SERIAL NOT NULL,
    "anchor_id" INTEGER NOT NULL,
    "anchor_nickname" VARCHAR(32) NOT NULL,
    "anchor_avatar" TEXT NOT NULL DEFAULT '',
    "title" VARCHAR(100) NOT NULL,
    "cover" TEXT NOT NULL DEFAULT '',
    "placard" VARCHAR(50) NOT NULL DEFAULT '',
    "type" INTEGER NOT NULL,
    "category_id" INTEGER,
    "live_since" TIMESTAMP(3),
    "recommended" BOOLEAN NOT NULL DEFAULT false,
    "heat" INTEGER NOT NULL DEFAULT 0,
    "sealed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rooms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "live"."broadcasts" (
    "id" SERIAL NOT NULL,
    "room_id" INTEGER NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMP(3),
    "peak_online" INTEGER NOT NULL DEFAULT 0,
    "playback_url" TEXT,

    CONSTRAINT "broadcasts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "live"."schedules" (
    "id" SERIAL NOT NULL,
    "room_id" INTEGER NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "match_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "schedules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "live"."reservations" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "room_id" INTEGER,
    "schedule_id" INTEGER,
    "match_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reservations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "live"."processed_events" (
    "id" VARCHAR(80) NOT NULL,
    "processed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "categories_type_sort_idx" ON "live"."categories"("type", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "rooms_anchor_id_key" ON "live"."rooms"("anchor_id");

-- CreateIndex
CREATE INDEX "rooms_type_live_since_idx" ON "live"."rooms"("type", "live_since");

-- CreateIndex
CREATE INDEX "rooms_heat_idx" ON "live"."rooms"("heat");

-- CreateIndex
CREATE INDEX "broadcasts_room_id_started_at_idx" ON "live"."broadcasts"("room_id", "started_at");

-- CreateIndex
CREATE INDEX "schedules_room_id_starts_at_idx" ON "live"."schedules"("room_id", "starts_at");

-- CreateIndex
CREATE INDEX "schedules_match_id_idx" ON "live"."schedules"("match_id");

-- CreateIndex
CREATE INDEX "reservations_schedule_id_idx" ON "live"."reservations"("schedule_id");

-- CreateIndex
CREATE UNIQUE INDEX "reservations_user_id_schedule_id_key" ON "live"."reservations"("user_id", "schedule_id");

-- CreateIndex
CREATE UNIQUE INDEX "reservations_user_id_match_id_key" ON "live"."reservations"("user_id", "match_id");

-- AddForeignKey
ALTER TABLE "live"."rooms" ADD CONSTRAINT "rooms_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "live"."categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "live"."broadcasts" ADD CONSTRAINT "broadcasts_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "live"."rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "live"."schedules" ADD CONSTRAINT "schedules_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "live"."rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "live"."reservations" ADD CONSTRAINT "reservations_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "live"."rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "live"."reservations" ADD CONSTRAINT "reservations_schedule_id_fkey" FOREIGN KEY ("schedule_id") REFERENCES "live"."schedules"("id") ON DELETE CASCADE ON UPDATE CASCADE;
