import { Controller, Get, Post } from '@nestjs/common';
import { Endpoint, fields, Input, withMessage } from '@arena/shared';
import { amountField } from '@arena/contracts';
import { z } from 'zod';
import { RechargePackagesService } from '../recharge/recharge-packages.service';
import { RechargePackageOutput } from '../recharge/recharge.schemas';

/** Money in whole yuan decides the diamonds (1 yuan = 10); `give` is the bonus on top. */
const money = () =>
  amountField().refine((cents) => cents % 100 === 0 && cents <= 100_000_00, 'wallet.package_money_invalid');
const PackageInput = z.object({
  money: money(),
  give: fields.int(0, 1_000_000).default(0),
  sort: fields.int(0, 10_000).default(0),
  enabled: fields.bool().default(true),
});
const UpdateInput = z.object({
  id: fields.id(),
  money: money().optional(),
  give: fields.int(0, 1_000_000).optional(),
  sort: fields.int(0, 10_000).optional(),
  enabled: fields.bool().optional(),
});

@Controller('admin/wallet/packages')
export class AdminPackagesController {
  constructor(private readonly packs: RechargePackagesService) {}

  @Endpoint({
    summary: 'Every recharge package, enabled or not (admin)',
    auth: 'admin',
    output: z.array(RechargePackageOutput.extend({ sort: z.number().int(), enabled: z.boolean() })),
  })
  @Get()
  list() {
    return this.packs.all();
  }

  @Endpoint({
    summary: 'Create a recharge package (admin)',
    auth: 'admin',
    input: PackageInput,
    output: RechargePackageOutput,
  })
  @Post()
  async create(@Input() input: z.output<typeof PackageInput>) {
    return withMessage('common.ok', await this.packs.create(input));
  }

  @Endpoint({
    summary: 'Change a recharge package (admin); orders keep the terms they were made with',
    auth: 'admin',
    input: UpdateInput,
    output: RechargePackageOutput,
  })
  @Post(':id')
  async update(@Input() input: z.output<typeof UpdateInput>) {
    const { id, ...changes } = input;
    return withMessage('common.ok', await this.packs.update(id, changes));
  }
}
