-- Paid sends not yet recorded as paid (decision 026): the settling sweep reads them by age. Almost
-- every send is recorded within milliseconds, so the index holds a handful of rows however many
-- gifts were sent.
CREATE INDEX "gift_sends_unpaid_idx" ON "gifts"."gift_sends" ("created_at") WHERE "transfer_id" IS NULL AND NOT "from_backpack";
