-- CreateTable
CREATE TABLE "gifts"."outbox" (
    "id" BIGSERIAL NOT NULL,
    "message" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "outbox_created_at_idx" ON "gifts"."outbox"("created_at");
