-- CreateEnum
CREATE TYPE "gifts"."RedEnvelopeStatus" AS ENUM ('funding', 'open', 'emptied', 'expired');

-- CreateTable
CREATE TABLE "gifts"."red_envelopes" (
    "id" SERIAL NOT NULL,
    "sender_id" INTEGER NOT NULL,
    "room_id" INTEGER NOT NULL,
    "diamonds" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "greeting" VARCHAR(60) NOT NULL DEFAULT '',
    "status" "gifts"."RedEnvelopeStatus" NOT NULL DEFAULT 'funding',
    "refunded" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "red_envelopes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gifts"."red_envelope_shares" (
    "id" SERIAL NOT NULL,
    "envelope_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "diamonds" INTEGER NOT NULL,
    "user_id" INTEGER,
    "grabbed_at" TIMESTAMP(3),
    "paid_at" TIMESTAMP(3),

    CONSTRAINT "red_envelope_shares_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "red_envelopes_room_id_status_idx" ON "gifts"."red_envelopes"("room_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "red_envelope_shares_envelope_id_position_key" ON "gifts"."red_envelope_shares"("envelope_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "red_envelope_shares_envelope_id_user_id_key" ON "gifts"."red_envelope_shares"("envelope_id", "user_id");

-- AddForeignKey
ALTER TABLE "gifts"."red_envelope_shares" ADD CONSTRAINT "red_envelope_shares_envelope_id_fkey" FOREIGN KEY ("envelope_id") REFERENCES "gifts"."red_envelopes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
