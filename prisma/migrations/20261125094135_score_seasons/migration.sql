-- AlterTable
ALTER TABLE "scores"."matches" ADD COLUMN     "season_id" INTEGER;

-- CreateTable
CREATE TABLE "scores"."seasons" (
    "id" SERIAL NOT NULL,
    "competition_id" INTEGER NOT NULL,
    "name" VARCHAR(16) NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "seasons_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "seasons_competition_id_name_key" ON "scores"."seasons"("competition_id", "name");

-- CreateIndex
CREATE INDEX "matches_season_id_idx" ON "scores"."matches"("season_id");

-- AddForeignKey
ALTER TABLE "scores"."seasons" ADD CONSTRAINT "seasons_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "scores"."competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scores"."matches" ADD CONSTRAINT "matches_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "scores"."seasons"("id") ON DELETE SET NULL ON UPDATE CASCADE;
