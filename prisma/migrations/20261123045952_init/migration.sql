-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "account";

-- CreateEnum
CREATE TYPE "account"."UserRole" AS ENUM ('user', 'admin');

-- CreateEnum
CREATE TYPE "account"."CodePurpose" AS ENUM ('register', 'login', 'reset');

-- CreateEnum
CREATE TYPE "account"."RevokeReason" AS ENUM ('signout', 'password', 'ban', 'elsewhere', 'expired');

-- CreateTable
CREATE TABLE "account"."users" (
    "id" SERIAL NOT NULL,
    "country_code" VARCHAR(4) NOT NULL DEFAULT '86',
    "mobile" VARCHAR(20) NOT NULL,
    "password_hash" TEXT NOT NULL,
    "payment_password_hash" TEXT,
    "nickname" VARCHAR(32) NOT NULL,
    "avatar" TEXT NOT NULL DEFAULT '',
    "role" "account"."UserRole" NOT NULL DEFAULT 'user',
    "is_anchor" BOOLEAN NOT NULL DEFAULT false,
    "chat_permission" BOOLEAN NOT NULL DEFAULT true,
    "wealth_exp" DECIMAL(18,1) NOT NULL DEFAULT 0,
    "anchor_exp" INTEGER NOT NULL DEFAULT 0,
    "invite_code" VARCHAR(12) NOT NULL,
    "invited_by" INTEGER,
    "banned_at" TIMESTAMP(3),
    "ban_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account"."sessions" (
    "id" UUID NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "device_type" VARCHAR(16) NOT NULL DEFAULT 'pc',
    "ip" VARCHAR(64),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),
    "revoke_reason" "account"."RevokeReason",

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account"."verification_codes" (
    "id" SERIAL NOT NULL,
    "country_code" VARCHAR(4) NOT NULL,
    "mobile" VARCHAR(20) NOT NULL,
    "purpose" "account"."CodePurpose" NOT NULL,
    "code_hash" CHAR(64) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "consumed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "verification_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account"."sms_outbox" (
    "id" SERIAL NOT NULL,
    "country_code" VARCHAR(4) NOT NULL,
    "mobile" VARCHAR(20) NOT NULL,
    "purpose" "account"."CodePurpose" NOT NULL,
    "code" VARCHAR(6) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account"."identities" (
    "user_id" INTEGER NOT NULL,
    "real_name" VARCHAR(32) NOT NULL,
    "id_number" VARCHAR(18) NOT NULL,
    "verified_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "identities_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "account"."follows" (
    "follower_id" INTEGER NOT NULL,
    "anchor_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id","anchor_id")
);

-- CreateTable
CREATE TABLE "account"."watch_records" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "anchor_id" INTEGER NOT NULL,
    "title" VARCHAR(100) NOT NULL DEFAULT '',
    "watched_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "watch_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account"."avatars" (
    "id" SERIAL NOT NULL,
    "url" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "avatars_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account"."wealth_levels" (
    "level" INTEGER NOT NULL,
    "name" VARCHAR(32) NOT NULL,
    "exp" DECIMAL(18,1) NOT NULL,
    "icon" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "wealth_levels_pkey" PRIMARY KEY ("level")
);

-- CreateTable
CREATE TABLE "account"."anchor_levels" (
    "level" INTEGER NOT NULL,
    "name" VARCHAR(32) NOT NULL,
    "exp" INTEGER NOT NULL,
    "icon" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "anchor_levels_pkey" PRIMARY KEY ("level")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_invite_code_key" ON "account"."users"("invite_code");

-- CreateIndex
CREATE INDEX "users_nickname_idx" ON "account"."users"("nickname");

-- CreateIndex
CREATE UNIQUE INDEX "users_country_code_mobile_key" ON "account"."users"("country_code", "mobile");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "account"."sessions"("token_hash");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "account"."sessions"("user_id");

-- CreateIndex
CREATE INDEX "verification_codes_country_code_mobile_purpose_created_at_idx" ON "account"."verification_codes"("country_code", "mobile", "purpose", "created_at");

-- CreateIndex
CREATE INDEX "sms_outbox_mobile_created_at_idx" ON "account"."sms_outbox"("mobile", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "identities_id_number_key" ON "account"."identities"("id_number");

-- CreateIndex
CREATE INDEX "follows_anchor_id_idx" ON "account"."follows"("anchor_id");

-- CreateIndex
CREATE INDEX "watch_records_user_id_watched_at_idx" ON "account"."watch_records"("user_id", "watched_at");

-- CreateIndex
CREATE UNIQUE INDEX "watch_records_user_id_anchor_id_key" ON "account"."watch_records"("user_id", "anchor_id");

-- CreateIndex
CREATE UNIQUE INDEX "avatars_url_key" ON "account"."avatars"("url");

-- AddForeignKey
ALTER TABLE "account"."sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account"."identities" ADD CONSTRAINT "identities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account"."follows" ADD CONSTRAINT "follows_follower_id_fkey" FOREIGN KEY ("follower_id") REFERENCES "account"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account"."follows" ADD CONSTRAINT "follows_anchor_id_fkey" FOREIGN KEY ("anchor_id") REFERENCES "account"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account"."watch_records" ADD CONSTRAINT "watch_records_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
