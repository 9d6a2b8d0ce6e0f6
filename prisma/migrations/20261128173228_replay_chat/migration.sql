-- CreateTable
CREATE TABLE "video"."replay_lines" (
    "id" SERIAL NOT NULL,
    "video_id" INTEGER NOT NULL,
    "at_ms" INTEGER NOT NULL,
    "kind" VARCHAR(8) NOT NULL,
    "sender_id" VARCHAR(40) NOT NULL,
    "nickname" VARCHAR(40) NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "gift_code" VARCHAR(40),
    "gift_names" JSONB,
    "gift_image" VARCHAR(200),
    "gift_count" INTEGER,

    CONSTRAINT "replay_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "replay_lines_video_id_at_ms_idx" ON "video"."replay_lines"("video_id", "at_ms");

-- CreateIndex
CREATE INDEX "gift_sends_room_id_created_at_idx" ON "gifts"."gift_sends"("room_id", "created_at");

-- CreateIndex
CREATE INDEX "im_group_messages_group_id_created_at_idx" ON "realtime"."im_group_messages"("group_id", "created_at");

-- AddForeignKey
ALTER TABLE "video"."replay_lines" ADD CONSTRAINT "replay_lines_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "video"."videos"("id") ON DELETE CASCADE ON UPDATE CASCADE;
