-- Decision 057: the index is partitioned by kind, each kind with its own GIN index, so finding the
-- few teams or streamers matching a word never walks the posting lists of 100,000 posts (a prefix
-- such as "goal:*" is collected whole from a GIN index before anything else is filtered); and a
-- kind's newest matches come from (kind, at DESC, ref_id DESC), which lets a broad word stop after
-- the candidates it ranks. Prisma does not model partitions: the schema file declares the parent.

ALTER TABLE "search"."documents" RENAME TO "documents_before_partitions";
ALTER TABLE "search"."documents_before_partitions" RENAME CONSTRAINT "documents_pkey" TO "documents_before_partitions_pkey";
DROP INDEX "search"."documents_terms_idx";

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
) PARTITION BY LIST ("kind");

-- One partition per kind of SEARCH_KINDS (@arena/contracts); a kind added later lands in the default
-- partition until a migration gives it its own.
CREATE TABLE "search"."documents_streamer" PARTITION OF "search"."documents" FOR VALUES IN ('streamer');
CREATE TABLE "search"."documents_room" PARTITION OF "search"."documents" FOR VALUES IN ('room');
CREATE TABLE "search"."documents_match" PARTITION OF "search"."documents" FOR VALUES IN ('match');
CREATE TABLE "search"."documents_team" PARTITION OF "search"."documents" FOR VALUES IN ('team');
CREATE TABLE "search"."documents_post" PARTITION OF "search"."documents" FOR VALUES IN ('post');
CREATE TABLE "search"."documents_article" PARTITION OF "search"."documents" FOR VALUES IN ('article');
CREATE TABLE "search"."documents_video" PARTITION OF "search"."documents" FOR VALUES IN ('video');
CREATE TABLE "search"."documents_other" PARTITION OF "search"."documents" DEFAULT;

-- CreateIndex (on every partition)
CREATE INDEX "documents_terms_idx" ON "search"."documents" USING GIN ("terms");
CREATE INDEX "documents_kind_at_ref_id_idx" ON "search"."documents"("kind", "at" DESC, "ref_id" DESC);

INSERT INTO "search"."documents" SELECT * FROM "search"."documents_before_partitions";
DROP TABLE "search"."documents_before_partitions";
