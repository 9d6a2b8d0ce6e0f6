-- AlterTable
ALTER TABLE "video"."videos" ADD COLUMN     "failure_key" VARCHAR(64),
ADD COLUMN     "progress" INTEGER NOT NULL DEFAULT 100,
ADD COLUMN     "status" VARCHAR(16) NOT NULL DEFAULT 'ready',
ADD COLUMN     "storyboard" VARCHAR(300) NOT NULL DEFAULT '',
ADD COLUMN     "upload_id" VARCHAR(64);

-- CreateIndex
CREATE UNIQUE INDEX "videos_upload_id_key" ON "video"."videos"("upload_id");
