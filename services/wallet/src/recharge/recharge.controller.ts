import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, fields, Input } from '@arena/shared';
import { z } from 'zod';
import { PAY_TYPES, PayType, RechargeOrdersService } from './recharge-orders.service';
import { RechargePackagesService } from './recharge-packages.service';
import { RechargeOrderOutput, RechargePackageOutput } from './recharge.schemas';

const PayUrlInput = z.object({
  id: fields.id(),
  type: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : String(v)),
    z.enum(Object.keys(PAY_TYPES) as [PayType]),
  ),
});

@Controller('recharge')
export class RechargeController {
  constructor(
    private readonly packs: RechargePackagesService,
    private readonly orders: RechargeOrdersService,
  ) {}

  @Endpoint({
    summary: 'Recharge packages at 1 yuan = 10 diamonds (chargerules/getList)',
    output: z.array(RechargePackageOutput),
  })
  @Post('packages')
  packages() {
    return this.packs.offered();
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
