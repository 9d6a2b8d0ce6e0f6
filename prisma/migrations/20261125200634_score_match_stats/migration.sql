-- CreateTable
CREATE TABLE "scores"."match_stats" (
    "id" SERIAL NOT NULL,
    "match_id" INTEGER NOT NULL,
    "period" INTEGER NOT NULL,
    "side" VARCHAR(8) NOT NULL,
    "key" VARCHAR(24) NOT NULL,
    "value" INTEGER NOT NULL DEFAULT 0,
    "corrected" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "match_stats_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "match_stats_match_id_period_side_key_key" ON "scores"."match_stats"("match_id", "period", "side", "key");

-- AddForeignKey
ALTER TABLE "scores"."match_stats" ADD CONSTRAINT "match_stats_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "scores"."matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
