import { Module } from '@nestjs/common';
import { CoreModule, processedEventsPruning, registerMessages } from '@arena/shared';
import { GiftsOutbox } from './events/gifts-outbox';
import { PaidMessagePayments } from './paid-messages/paid-message-payments';
import { PaidMessagesRepository } from './paid-messages/paid-messages.repository';
import { RoomDirectory } from './rooms/room-directory';
import { SenderCards } from './senders/sender-cards';
import { GiftHistoryController } from './sending/gift-history.controller';
import { AdminCatalogueController } from './admin/admin-catalogue.controller';
import { AdminCatalogueRepository } from './admin/admin-catalogue.repository';
import { AdminCatalogueService } from './admin/admin-catalogue.service';
import { GiftsAuditLogRepository } from './admin/gifts-audit-log.repository';
import { PaidDanmakuController } from './paid-danmaku/paid-danmaku.controller';
import { PaidDanmakuRepository } from './paid-danmaku/paid-danmaku.repository';
import { PaidDanmakuService } from './paid-danmaku/paid-danmaku.service';
import { BackpackController } from './backpack/backpack.controller';
import { BackpackRepository } from './backpack/backpack.repository';
import { BackpackService } from './backpack/backpack.service';
import { CatalogueController } from './catalogue/catalogue.controller';
import { CatalogueCache } from './catalogue/catalogue-cache';
import { CatalogueRepository } from './catalogue/catalogue.repository';
import { CatalogueService } from './catalogue/catalogue.service';
import { GIFTS_MESSAGES } from './gifts.messages';
import { GoodsController } from './goods/goods.controller';
import { GoodsSettleWorker } from './goods/goods-settle.worker';
import { GoodsRepository } from './goods/goods.repository';
import { GoodsService } from './goods/goods.service';
import { NobilityExpiryWorker } from './nobility/nobility-expiry.worker';
import { NobilityController } from './nobility/nobility.controller';
import { NobilityRepository } from './nobility/nobility.repository';
import { NobilityService } from './nobility/nobility.service';
import { HornController } from './horn/horn.controller';
import { HornQuota } from './horn/horn-quota';
import { HornRepository } from './horn/horn.repository';
import { HornService } from './horn/horn.service';
import { RedEnvelopeExpiryWorker } from './red-envelopes/red-envelope-expiry.worker';
import { RedEnvelopesController } from './red-envelopes/red-envelopes.controller';
import { RedEnvelopesRepository } from './red-envelopes/red-envelopes.repository';
import { RedEnvelopesService } from './red-envelopes/red-envelopes.service';
import { GiftSendingController } from './sending/gift-sending.controller';
import { GiftAnnouncements } from './sending/gift-announcements';
import { GiftPayments } from './sending/gift-payments';
import { GiftSendsRepository } from './sending/gift-sends.repository';
import { GiftSettling } from './sending/gift-settling';
import { PaymentsSettleWorker } from './settling/payments-settle.worker';
import { PaymentsSettling } from './settling/payments-settling';
import { SettlementRegistry } from './settling/settlement-registry';
import { GiftSendingService } from './sending/gift-sending.service';

registerMessages(GIFTS_MESSAGES);

/**
 * The gifts service: one folder per feature (catalogue, backpack, sending, barrage, horn, and the
 * guards, goods and red envelopes that follow); each adds its controllers and providers here.
 */
@Module({
  imports: [CoreModule],
  controllers: [
    CatalogueController,
    BackpackController,
    GiftSendingController,
    GiftHistoryController,
    RedEnvelopesController,
    NobilityController,
    HornController,
    PaidDanmakuController,
    GoodsController,
    AdminCatalogueController,
  ],
  providers: [
    GiftsOutbox,
    CatalogueCache,
    CatalogueRepository,
    CatalogueService,
    RoomDirectory,
    SenderCards,
    // The settling sweep, which the paying features join (gift sends, nobility purchases, horns, paid danmaku).
    SettlementRegistry,
    PaymentsSettling,
    PaymentsSettleWorker,
    PaidMessagesRepository,
    PaidMessagePayments,
    BackpackRepository,
    BackpackService,
    GiftAnnouncements,
    GiftSendsRepository,
    GiftPayments,
    GiftSendingService,
    GiftSettling,
    processedEventsPruning('gifts'),
    RedEnvelopesRepository,
    RedEnvelopesService,
    RedEnvelopeExpiryWorker,
    GoodsRepository,
    GoodsService,
    GoodsSettleWorker,
    AdminCatalogueRepository,
    AdminCatalogueService,
    GiftsAuditLogRepository,
    HornRepository,
    HornQuota,
    NobilityRepository,
    NobilityService,
    NobilityExpiryWorker,
    HornService,
    PaidDanmakuRepository,
    PaidDanmakuService,
  ],
})
export class GiftsModule {}
