-- CreateTable
CREATE TABLE "community"."notifications" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "key" VARCHAR(120) NOT NULL,
    "actor_id" INTEGER,
    "actor_name" VARCHAR(64) NOT NULL DEFAULT '',
    "actor_avatar" TEXT NOT NULL DEFAULT '',
    "target_id" INTEGER NOT NULL,
    "excerpt" VARCHAR(120) NOT NULL DEFAULT '',
    "subject" JSONB NOT NULL DEFAULT '{}',
    "read_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "community"."auto_replies" (
    "user_id" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "content" VARCHAR(500) NOT NULL DEFAULT '',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "auto_replies_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "community"."support_desk" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "user_id" INTEGER NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "avatar" TEXT NOT NULL DEFAULT '',
    "opens_at" VARCHAR(5) NOT NULL DEFAULT '09:00',
    "closes_at" VARCHAR(5) NOT NULL DEFAULT '21:00',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "support_desk_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "community"."processed_events" (
    "id" VARCHAR(80) NOT NULL,
    "processed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "notifications_key_key" ON "community"."notifications"("key");

-- CreateIndex
CREATE INDEX "notifications_user_id_id_idx" ON "community"."notifications"("user_id", "id");

-- CreateIndex
CREATE INDEX "notifications_user_id_read_at_idx" ON "community"."notifications"("user_id", "read_at");
