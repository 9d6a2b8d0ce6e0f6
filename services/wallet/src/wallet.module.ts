import { Module } from '@nestjs/common';
import { CoreModule, registerMessages } from '@arena/shared';
import { AdminAdjustmentsService } from './admin/admin-adjustments.service';
import { AdminLedgerController } from './admin/admin-ledger.controller';
import { AdminPackagesController } from './admin/admin-packages.controller';
import { AdminWithdrawalsController } from './admin/admin-withdrawals.controller';
import { ConversionsController } from './conversions/conversions.controller';
import { LedgerController } from './ledger/ledger.controller';
import { LedgerRepository } from './ledger/ledger.repository';
import { UnannouncedRelay } from './ledger/unannounced-relay';
import { LedgerService } from './ledger/ledger.service';
import { PaymentsController } from './payments/payments.controller';
import { SandboxPaymentProvider } from './payments/sandbox-payment.provider';
import { PayoutAccountsController } from './payout-accounts/payout-accounts.controller';
import { PayoutAccountsRepository } from './payout-accounts/payout-accounts.repository';
import { RechargeExpiryWorker } from './recharge/recharge-expiry.worker';
import { RechargeOrdersRepository } from './recharge/recharge-orders.repository';
import { RechargeOrdersService } from './recharge/recharge-orders.service';
import { RechargePackagesRepository } from './recharge/recharge-packages.repository';
import { RechargeController } from './recharge/recharge.controller';
import { StatementsController } from './statements/statements.controller';
import { StatementsRepository } from './statements/statements.repository';
import { StatementsService } from './statements/statements.service';
import { WALLET_MESSAGES } from './wallet.messages';
import { WithdrawalsController } from './withdrawals/withdrawals.controller';
import { WithdrawalsRepository } from './withdrawals/withdrawals.repository';
import { WithdrawalsService } from './withdrawals/withdrawals.service';
import { LedgerIntegrityService } from './ledger/ledger-integrity.service';
import { PayoutAccountsService } from './payout-accounts/payout-accounts.service';
import { RechargePackagesService } from './recharge/recharge-packages.service';

registerMessages(WALLET_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [
    LedgerController,
    RechargeController,
    PaymentsController,
    StatementsController,
    ConversionsController,
    PayoutAccountsController,
    WithdrawalsController,
    AdminWithdrawalsController,
    AdminLedgerController,
    AdminPackagesController,
  ],
  providers: [
    AdminAdjustmentsService,
    LedgerService,
    LedgerIntegrityService,
    SandboxPaymentProvider,
    RechargeOrdersService,
    RechargePackagesService,
    RechargeExpiryWorker,
    StatementsService,
    WithdrawalsService,
    PayoutAccountsService,
    UnannouncedRelay,
    LedgerRepository,
    PayoutAccountsRepository,
    RechargeOrdersRepository,
    RechargePackagesRepository,
    StatementsRepository,
    WithdrawalsRepository,
  ],
})
export class WalletModule {}
