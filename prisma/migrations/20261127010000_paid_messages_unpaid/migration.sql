-- Paid horns and danmaku not yet recorded as paid (decision 026): the settling sweep reads them by
-- age. A message is recorded or released within its request, so the index stays tiny.
CREATE INDEX "paid_messages_unpaid_idx" ON "gifts"."paid_messages" ("created_at") WHERE "transfer_id" IS NULL AND "diamonds" > 0;
