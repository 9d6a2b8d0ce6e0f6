-- Nobility purchases neither applied nor refunded (decision 026): the settling sweep reads them by
-- age. A purchase is applied, refunded or deleted within its request, so the index stays tiny.
CREATE INDEX "guard_purchases_unfinished_idx" ON "gifts"."guard_purchases" ("created_at") WHERE "applied_at" IS NULL AND "refunded_at" IS NULL;
