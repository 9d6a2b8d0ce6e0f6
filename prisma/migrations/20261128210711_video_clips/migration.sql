-- AlterTable
ALTER TABLE "video"."videos" ADD COLUMN     "clip_broadcast_id" INTEGER,
ADD COLUMN     "clip_source" JSONB,
ADD COLUMN     "clip_video_id" INTEGER,
ADD COLUMN     "clipped_by" INTEGER,
ADD COLUMN     "goal_seq" INTEGER,
ADD COLUMN     "match_id" INTEGER,
ADD COLUMN     "titles" JSONB;

-- CreateIndex
CREATE INDEX "videos_match_id_created_at_idx" ON "video"."videos"("match_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "videos_match_id_goal_seq_room_id_key" ON "video"."videos"("match_id", "goal_seq", "room_id");
