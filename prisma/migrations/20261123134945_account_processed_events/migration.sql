-- CreateTable
CREATE TABLE "account"."processed_events" (
    "id" VARCHAR(80) NOT NULL,
    "processed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("id")
);
