-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "scores";

-- CreateTable
CREATE TABLE "scores"."competitions" (
    "id" SERIAL NOT NULL,
    "sport" VARCHAR(16) NOT NULL,
    "name_zh" VARCHAR(64) NOT NULL,
    "name_en" VARCHAR(64) NOT NULL,
    "name_vi" VARCHAR(64) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "competitions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scores"."teams" (
    "id" SERIAL NOT NULL,
    "competition_id" INTEGER NOT NULL,
    "name_zh" VARCHAR(64) NOT NULL,
    "name_en" VARCHAR(64) NOT NULL,
    "name_vi" VARCHAR(64) NOT NULL,

    CONSTRAINT "teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scores"."players" (
    "id" SERIAL NOT NULL,
    "team_id" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "position" VARCHAR(8) NOT NULL,
    "name_zh" VARCHAR(64) NOT NULL,
    "name_en" VARCHAR(64) NOT NULL,
    "name_vi" VARCHAR(64) NOT NULL,

    CONSTRAINT "players_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scores"."matches" (
    "id" SERIAL NOT NULL,
    "sport" VARCHAR(16) NOT NULL,
    "competition_id" INTEGER NOT NULL,
    "home_team_id" INTEGER NOT NULL,
    "away_team_id" INTEGER NOT NULL,
    "start_time" TIMESTAMP(3) NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'upcoming',
    "minute" INTEGER NOT NULL DEFAULT 0,
    "period" INTEGER NOT NULL DEFAULT 0,
    "home_score" INTEGER NOT NULL DEFAULT 0,
    "away_score" INTEGER NOT NULL DEFAULT 0,
    "home_half_score" INTEGER NOT NULL DEFAULT 0,
    "away_half_score" INTEGER NOT NULL DEFAULT 0,
    "home_red" INTEGER NOT NULL DEFAULT 0,
    "away_red" INTEGER NOT NULL DEFAULT 0,
    "home_yellow" INTEGER NOT NULL DEFAULT 0,
    "away_yellow" INTEGER NOT NULL DEFAULT 0,
    "home_corner" INTEGER NOT NULL DEFAULT 0,
    "away_corner" INTEGER NOT NULL DEFAULT 0,
    "hot" BOOLEAN NOT NULL DEFAULT false,
    "replay" BOOLEAN NOT NULL DEFAULT true,
    "seq" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "matches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scores"."match_events" (
    "id" SERIAL NOT NULL,
    "match_id" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "minute" INTEGER NOT NULL,
    "type" VARCHAR(16) NOT NULL,
    "side" VARCHAR(8),
    "player_id" INTEGER,
    "player_name" VARCHAR(64) NOT NULL DEFAULT '',
    "points" INTEGER NOT NULL DEFAULT 0,
    "period" INTEGER NOT NULL DEFAULT 0,
    "home_score" INTEGER NOT NULL,
    "away_score" INTEGER NOT NULL,
    "corrected" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "match_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scores"."favourites" (
    "user_id" INTEGER NOT NULL,
    "match_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favourites_pkey" PRIMARY KEY ("user_id","match_id")
);

-- CreateIndex
CREATE INDEX "competitions_sport_sort_idx" ON "scores"."competitions"("sport", "sort");

-- CreateIndex
CREATE INDEX "teams_competition_id_idx" ON "scores"."teams"("competition_id");

-- CreateIndex
CREATE INDEX "players_team_id_idx" ON "scores"."players"("team_id");

-- CreateIndex
CREATE INDEX "matches_sport_start_time_idx" ON "scores"."matches"("sport", "start_time");

-- CreateIndex
CREATE INDEX "matches_competition_id_start_time_idx" ON "scores"."matches"("competition_id", "start_time");

-- CreateIndex
CREATE UNIQUE INDEX "match_events_match_id_seq_key" ON "scores"."match_events"("match_id", "seq");

-- AddForeignKey
ALTER TABLE "scores"."teams" ADD CONSTRAINT "teams_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "scores"."competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scores"."players" ADD CONSTRAINT "players_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "scores"."teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scores"."matches" ADD CONSTRAINT "matches_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "scores"."competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scores"."matches" ADD CONSTRAINT "matches_home_team_id_fkey" FOREIGN KEY ("home_team_id") REFERENCES "scores"."teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scores"."matches" ADD CONSTRAINT "matches_away_team_id_fkey" FOREIGN KEY ("away_team_id") REFERENCES "scores"."teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scores"."match_events" ADD CONSTRAINT "match_events_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "scores"."matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scores"."favourites" ADD CONSTRAINT "favourites_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "scores"."matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
