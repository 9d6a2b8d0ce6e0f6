-- CreateTable
CREATE TABLE "live"."outbox" (
    "id" BIGSERIAL NOT NULL,
    "message" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "outbox_created_at_idx" ON "live"."outbox"("created_at");
