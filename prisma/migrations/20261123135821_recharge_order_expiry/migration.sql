-- AlterEnum
ALTER TYPE "wallet"."RechargeStatus" ADD VALUE 'expired';

-- CreateIndex
CREATE INDEX "recharge_orders_status_created_at_idx" ON "wallet"."recharge_orders"("status", "created_at");
