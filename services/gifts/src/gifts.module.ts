import { Module } from '@nestjs/common';
import { CoreModule, processedEventsPruning, registerMessages } from '@arena/shared';
import { GiftsOutbox } from './events/gifts-outbox';
import { PaidMessagePayments } from './paid-messages/paid-message-payments';
import { RoomDirectory } from './rooms/room-directory';
import { SenderCards } from './senders/sender-cards';
import { AdminCatalogueController } from './admin/admin-catalogue.controller';
import { AdminCatalogueService } from './admin/admin-catalogue.service';
import { GiftsAuditLog } from './admin/gifts-audit-log.service';
import { BarrageController } from './barrage/barrage.controller';
import { BarrageService } from './barrage/barrage.service';
import { BackpackController } from './backpack/backpack.controller';
import { BackpackService } from './backpack/backpack.service';
import { CatalogueController } from './catalogue/catalogue.controller';
import { CatalogueCache } from './catalogue/catalogue-cache';
import { CatalogueService } from './catalogue/catalogue.service';
import { GIFTS_MESSAGES } from './gifts.messages';
import { GoodsController } from './goods/goods.controller';
import { GoodsSettleWorker } from './goods/goods-settle.worker';
import { GoodsService } from './goods/goods.service';
import { GuardExpiryWorker } from './guards/guard-expiry.worker';
import { GuardsController } from './guards/guards.controller';
import { GuardsService } from './guards/guards.service';
import { HornController } from './horn/horn.controller';
import { HornQuota } from './horn/horn-quota';
import { HornService } from './horn/horn.service';
import { RedEnvelopeExpiryWorker } from './red-envelopes/red-envelope-expiry.worker';
import { RedEnvelopesController } from './red-envelopes/red-envelopes.controller';
import { RedEnvelopesService } from './red-envelopes/red-envelopes.service';
import { GiftSendingController } from './sending/gift-sending.controller';
import { GiftAnnouncements } from './sending/gift-announcements';
import { GiftPayments } from './sending/gift-payments';
import { GiftSettling } from './sending/gift-settling';
import { PaymentsSettleWorker } from './settling/payments-settle.worker';
import { GiftSendingService } from './sending/gift-sending.service';

registerMessages(GIFTS_MESSAGES);

/**
 * The gifts service: one folder per feature (catalogue, backpack, sending, barrage, horn, and the
 * guards, goods and red envelopes that follow); each adds its controllers and providers here.
 */
@Module({
  imports: [CoreModule],
  controllers: [CatalogueController, BackpackController, GiftSendingController, RedEnvelopesController, GuardsController, HornController, BarrageController, GoodsController, AdminCatalogueController],
  providers: [
    GiftsOutbox,
    CatalogueCache,
    CatalogueService,
    RoomDirectory,
    SenderCards,
    PaidMessagePayments,
    BackpackService,
    GiftAnnouncements,
    GiftPayments,
    GiftSendingService,
    GiftSettling,
    PaymentsSettleWorker,
    processedEventsPruning('gifts'),
    RedEnvelopesService,
    RedEnvelopeExpiryWorker,
    GoodsService,
    GoodsSettleWorker,
    AdminCatalogueService,
    GiftsAuditLog,
    HornQuota,
    GuardsService,
    GuardExpiryWorker,
    HornService,
    BarrageService,
  ],
})
export class GiftsModule {}
