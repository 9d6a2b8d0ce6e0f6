import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, pageOf, withMessage } from '@arena/shared';
import { z } from 'zod';
import {
  AdminPaidDanmakuStyleOutput,
  AdminGiftOutput,
  AdminGoodsOutput,
  AuditEntryOutput,
  AuditInput,
  PaidDanmakuStyleCreateInput,
  PaidDanmakuStyleUpdateInput,
  GiftCreateInput,
  GiftUpdateInput,
  GoodsCreateInput,
  GoodsUpdateInput,
  IdInput,
} from './admin.schemas';
import { AdminCatalogueService, CATALOGUES } from './admin-catalogue.service';
import { GiftsAuditLogRepository } from './gifts-audit-log.repository';

type Id = z.output<typeof IdInput>;
const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;

/**
 * Administrators edit the catalogues of the gifts service: `/api/admin/gifts/...` through the edge.
 * Every change is in the audit log (`GET /api/admin/gifts/audit`).
 */
@Controller('admin/gifts')
export class AdminCatalogueController {
  constructor(
    private readonly catalogues: AdminCatalogueService,
    private readonly audit: GiftsAuditLogRepository,
  ) {}

  @Endpoint({ summary: 'Every gift, offered or not, by tier', auth: 'admin', output: z.array(AdminGiftOutput) })
  @Get('gifts')
  gifts() {
    return this.catalogues.list(CATALOGUES.gifts);
  }

  @Endpoint({
    summary: 'Add a gift (artwork at /gifts/<code>.svg unless given)',
    auth: 'admin',
    input: GiftCreateInput,
    output: AdminGiftOutput,
  })
  @Post('gifts')
  async createGift(@Input() input: z.output<typeof GiftCreateInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('gifts.admin_saved', await this.catalogues.create(CATALOGUES.gifts, admin.id, input));
  }

  @Endpoint({
    summary: "Change a gift's price, tier, names, artwork, order or offer",
    auth: 'admin',
    input: GiftUpdateInput,
    output: AdminGiftOutput,
  })
  @Post('gifts/:id/update')
  async updateGift(@Input() input: z.output<typeof GiftUpdateInput>, @CurrentUser() admin: AuthUser) {
    return withMessage(
      'gifts.admin_saved',
      await this.catalogues.update(CATALOGUES.gifts, admin.id, input.id, withoutId(input)),
    );
  }

  @Endpoint({
    summary: 'Take a gift off the bar (sends already made keep it)',
    auth: 'admin',
    input: IdInput,
    output: AdminGiftOutput,
  })
  @Post('gifts/:id/disable')
  async disableGift(@Input() input: Id, @CurrentUser() admin: AuthUser) {
    return withMessage('gifts.admin_disabled', await this.catalogues.disable(CATALOGUES.gifts, admin.id, input.id));
  }

  @Endpoint({
    summary: 'Every paid danmaku style, offered or not',
    auth: 'admin',
    output: z.array(AdminPaidDanmakuStyleOutput),
  })
  @Get('barrage-styles')
  paidDanmakuStyles() {
    return this.catalogues.list(CATALOGUES.paidDanmakuStyles);
  }

  @Endpoint({
    summary: 'Add a paid danmaku style',
    auth: 'admin',
    input: PaidDanmakuStyleCreateInput,
    output: AdminPaidDanmakuStyleOutput,
  })
  @Post('barrage-styles')
  async createPaidDanmakuStyle(
    @Input() input: z.output<typeof PaidDanmakuStyleCreateInput>,
    @CurrentUser() admin: AuthUser,
  ) {
    return withMessage(
      'gifts.admin_saved',
      await this.catalogues.create(CATALOGUES.paidDanmakuStyles, admin.id, input),
    );
  }

  @Endpoint({
    summary: "Change a danmaku style's price, colour, effect, names, order or offer",
    auth: 'admin',
    input: PaidDanmakuStyleUpdateInput,
    output: AdminPaidDanmakuStyleOutput,
  })
  @Post('barrage-styles/:id/update')
  async updatePaidDanmakuStyle(
    @Input() input: z.output<typeof PaidDanmakuStyleUpdateInput>,
    @CurrentUser() admin: AuthUser,
  ) {
    return withMessage(
      'gifts.admin_saved',
      await this.catalogues.update(CATALOGUES.paidDanmakuStyles, admin.id, input.id, withoutId(input)),
    );
  }

  @Endpoint({
    summary: 'Take a danmaku style off the offer',
    auth: 'admin',
    input: IdInput,
    output: AdminPaidDanmakuStyleOutput,
  })
  @Post('barrage-styles/:id/disable')
  async disablePaidDanmakuStyle(@Input() input: Id, @CurrentUser() admin: AuthUser) {
    return withMessage(
      'gifts.admin_disabled',
      await this.catalogues.disable(CATALOGUES.paidDanmakuStyles, admin.id, input.id),
    );
  }

  @Endpoint({
    summary: 'Every goods, offered or not, with its stock',
    auth: 'admin',
    output: z.array(AdminGoodsOutput),
  })
  @Get('goods')
  goods() {
    return this.catalogues.list(CATALOGUES.goods);
  }

  @Endpoint({
    summary: 'Add a goods (artwork at /goods/<code>.svg unless given)',
    auth: 'admin',
    input: GoodsCreateInput,
    output: AdminGoodsOutput,
  })
  @Post('goods')
  async createGoods(@Input() input: z.output<typeof GoodsCreateInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('gifts.admin_saved', await this.catalogues.create(CATALOGUES.goods, admin.id, input));
  }

  @Endpoint({
    summary: "Change a goods' price, stock (null: unlimited), per-user limit, names, order or offer",
    auth: 'admin',
    input: GoodsUpdateInput,
    output: AdminGoodsOutput,
  })
  @Post('goods/:id/update')
  async updateGoods(@Input() input: z.output<typeof GoodsUpdateInput>, @CurrentUser() admin: AuthUser) {
    return withMessage(
      'gifts.admin_saved',
      await this.catalogues.update(CATALOGUES.goods, admin.id, input.id, withoutId(input)),
    );
  }

  @Endpoint({
    summary: 'Take a goods off the shop (exchanges already made keep it)',
    auth: 'admin',
    input: IdInput,
    output: AdminGoodsOutput,
  })
  @Post('goods/:id/disable')
  async disableGoods(@Input() input: Id, @CurrentUser() admin: AuthUser) {
    return withMessage('gifts.admin_disabled', await this.catalogues.disable(CATALOGUES.goods, admin.id, input.id));
  }

  @Endpoint({
    summary: "The audit log of administrators' catalogue changes, newest first, by target",
    auth: 'admin',
    input: AuditInput,
    output: pageOf(AuditEntryOutput),
  })
  @Get('audit')
  async auditLog(@Input() input: z.output<typeof AuditInput>) {
    const { rows, total } = await this.audit.page({ targetType: input.target_type, targetId: input.target_id }, input);
    return {
      list: rows.map((r) => ({
        id: r.id,
        admin_id: r.adminId,
        action: r.action as z.output<typeof AuditEntryOutput>['action'],
        target_type: r.targetType as z.output<typeof AuditEntryOutput>['target_type'],
        target_id: r.targetId,
        before: r.before as Record<string, unknown> | null,
        after: r.after as Record<string, unknown> | null,
        created_at: r.createdAt.toISOString(),
      })),
      total,
      page: input.page,
      limit: input.limit,
    };
  }
}
