-- CreateTable
CREATE TABLE "account"."site_settings" (
    "key" VARCHAR(64) NOT NULL,
    "value" VARCHAR(500) NOT NULL,
    "updated_by" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "site_settings_pkey" PRIMARY KEY ("key")
);
