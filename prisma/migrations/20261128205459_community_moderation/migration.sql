-- AlterTable
ALTER TABLE "community"."posts" ADD COLUMN     "hidden_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "community"."comments" ADD COLUMN     "hidden_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "community"."articles" ADD COLUMN     "author_id" INTEGER,
ADD COLUMN     "unpublished_at" TIMESTAMP(3),
ADD COLUMN     "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "community"."reports" (
    "id" SERIAL NOT NULL,
    "reporter_id" INTEGER NOT NULL,
    "target_kind" VARCHAR(8) NOT NULL,
    "target_id" INTEGER NOT NULL,
    "target_user_id" INTEGER NOT NULL,
    "reason" VARCHAR(16) NOT NULL,
    "detail" VARCHAR(200) NOT NULL DEFAULT '',
    "excerpt" VARCHAR(120) NOT NULL DEFAULT '',
    "open_key" VARCHAR(48),
    "status" VARCHAR(12) NOT NULL DEFAULT 'open',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMP(3),
    "closed_by" INTEGER,

    CONSTRAINT "reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "community"."audit_log" (
    "id" SERIAL NOT NULL,
    "admin_id" INTEGER NOT NULL,
    "action" VARCHAR(32) NOT NULL,
    "target_kind" VARCHAR(16) NOT NULL,
    "target_id" INTEGER NOT NULL,
    "reason" VARCHAR(200) NOT NULL DEFAULT '',
    "before" JSONB,
    "after" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reports_open_key_key" ON "community"."reports"("open_key");

-- CreateIndex
CREATE INDEX "reports_status_target_kind_target_id_idx" ON "community"."reports"("status", "target_kind", "target_id");

-- CreateIndex
CREATE INDEX "audit_log_created_at_idx" ON "community"."audit_log"("created_at");

-- CreateIndex
CREATE INDEX "audit_log_target_kind_target_id_idx" ON "community"."audit_log"("target_kind", "target_id");
