-- Vietnamese is matched without its diacritics ("bong da" finds "bóng đá"): unaccent() folds both the
-- indexed text and the query. PostgreSQL ships it as a contrib extension (so does embedded-postgres).
CREATE EXTENSION IF NOT EXISTS "unaccent" WITH SCHEMA "public";

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "search";

-- CreateTable
CREATE TABLE "search"."documents" (
    "kind" VARCHAR(16) NOT NULL,
    "ref_id" INTEGER NOT NULL,
    "title_zh" TEXT NOT NULL,
    "title_en" TEXT NOT NULL,
    "title_vi" TEXT NOT NULL,
    "body_zh" TEXT NOT NULL,
    "body_en" TEXT NOT NULL,
    "body_vi" TEXT NOT NULL,
    "image" TEXT NOT NULL DEFAULT '',
    "live" BOOLEAN NOT NULL DEFAULT false,
    "popularity" INTEGER NOT NULL DEFAULT 0,
    "at" TIMESTAMP(3) NOT NULL,
    "terms" tsvector NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("kind","ref_id")
);

-- CreateTable
CREATE TABLE "search"."processed_events" (
    "id" VARCHAR(80) NOT NULL,
    "processed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "documents_terms_idx" ON "search"."documents" USING GIN ("terms");
