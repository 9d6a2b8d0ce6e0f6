-- CreateTable
CREATE TABLE "community"."expert_applications" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "sport" VARCHAR(16) NOT NULL,
    "experience" VARCHAR(2000) NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'pending',
    "reason" VARCHAR(200) NOT NULL DEFAULT '',
    "reviewed_by" INTEGER,
    "reviewed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "expert_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "community"."experts" (
    "user_id" INTEGER NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "avatar" TEXT NOT NULL DEFAULT '',
    "sport" VARCHAR(16) NOT NULL,
    "intro" VARCHAR(2000) NOT NULL,
    "analysis_count" INTEGER NOT NULL DEFAULT 0,
    "graded_count" INTEGER NOT NULL DEFAULT 0,
    "hit_count" INTEGER NOT NULL DEFAULT 0,
    "hit_rate" INTEGER NOT NULL DEFAULT 0,
    "streak" INTEGER NOT NULL DEFAULT 0,
    "follower_count" INTEGER NOT NULL DEFAULT 0,
    "approved_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "experts_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "community"."expert_analyses" (
    "id" SERIAL NOT NULL,
    "expert_id" INTEGER NOT NULL,
    "match_id" INTEGER NOT NULL,
    "sport" VARCHAR(16) NOT NULL,
    "kickoff_at" TIMESTAMP(3) NOT NULL,
    "subject" JSONB NOT NULL DEFAULT '{}',
    "title" VARCHAR(100) NOT NULL,
    "pick" VARCHAR(8) NOT NULL,
    "confidence" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "result" VARCHAR(8) NOT NULL DEFAULT 'pending',
    "home_score" INTEGER,
    "away_score" INTEGER,
    "graded_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "expert_analyses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "community"."expert_follows" (
    "user_id" INTEGER NOT NULL,
    "expert_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "expert_follows_pkey" PRIMARY KEY ("user_id","expert_id")
);

-- CreateIndex
CREATE INDEX "expert_applications_user_id_created_at_idx" ON "community"."expert_applications"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "expert_applications_status_created_at_idx" ON "community"."expert_applications"("status", "created_at");

-- CreateIndex
CREATE INDEX "experts_sport_hit_rate_idx" ON "community"."experts"("sport", "hit_rate");

-- CreateIndex
CREATE INDEX "expert_analyses_match_id_idx" ON "community"."expert_analyses"("match_id");

-- CreateIndex
CREATE INDEX "expert_analyses_expert_id_created_at_idx" ON "community"."expert_analyses"("expert_id", "created_at");

-- CreateIndex
CREATE INDEX "expert_analyses_result_kickoff_at_idx" ON "community"."expert_analyses"("result", "kickoff_at");

-- CreateIndex
CREATE UNIQUE INDEX "expert_analyses_expert_id_match_id_key" ON "community"."expert_analyses"("expert_id", "match_id");

-- CreateIndex
CREATE INDEX "expert_follows_expert_id_idx" ON "community"."expert_follows"("expert_id");

-- AddForeignKey
ALTER TABLE "community"."expert_analyses" ADD CONSTRAINT "expert_analyses_expert_id_fkey" FOREIGN KEY ("expert_id") REFERENCES "community"."experts"("user_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "community"."expert_follows" ADD CONSTRAINT "expert_follows_expert_id_fkey" FOREIGN KEY ("expert_id") REFERENCES "community"."experts"("user_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One pending application per user (Prisma's schema has no partial unique index).
CREATE UNIQUE INDEX "expert_applications_one_pending" ON "community"."expert_applications"("user_id") WHERE "status" = 'pending';
