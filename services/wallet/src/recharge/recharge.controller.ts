import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, fields, Input, PrismaService } from '@arena/shared';
import { z } from 'zod';
import { packageView } from './recharge-packages';
import { PAY_TYPES, PayType, RechargeOrdersService } from './recharge-orders.service';
import { RechargeOrderOutput, RechargePackageOutput } from './recharge.schemas';

const PayUrlInput = z.object({
  id: fields.id(),
  type: z.preprocess((v) => (v === undefined || v === '' ? undefined : String(v)), z.enum(Object.keys(PAY_TYPES) as [PayType])),
});

@Controller('recharge')
export class RechargeController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: RechargeOrdersService,
  ) {}

  @Endpoint({ summary: 'Recharge packages at 1 yuan = 10 diamonds (chargerules/getList)', output: z.array(RechargePackageOutput) })
  @Post('packages')
  async packages() {
    const packs = await this.prisma.rechargePackage.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    return packs.map(packageView);
  }

  @Endpoint({
    summary: 'Create a recharge order; data.url is the payment page to open (chargerules/payUrl)',
    auth: 'user',
    input: PayUrlInput,
    output: RechargeOrderOutput,
    missingKey: 'common.complete_info',
  })
  @Get('orders')
  create(@Input() input: z.output<typeof PayUrlInput>, @CurrentUser() user: AuthUser) {
    return this.orders.create(user.id, input.id, input.type);
  }
}
