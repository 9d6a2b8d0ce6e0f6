import { Controller, Get, Post } from '@nestjs/common';
import { AppError, Endpoint, fields, Input, PrismaService, withMessage } from '@arena/shared';
import { amountField } from '@arena/contracts';
import { z } from 'zod';
import { centsToText } from '../ledger/money';
import { packageView } from '../recharge/recharge-packages';
import { RechargePackageOutput } from '../recharge/recharge.schemas';
import { walletConfig } from '../wallet.config';

/** Money in whole yuan decides the diamonds (1 yuan = 10); `give` is the bonus on top. */
const money = () => amountField().refine((cents) => cents % 100 === 0 && cents <= 100_000_00, 'wallet.package_money_invalid');
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
  constructor(private readonly prisma: PrismaService) {}

  @Endpoint({ summary: 'Every recharge package, enabled or not (admin)', auth: 'admin', output: z.array(RechargePackageOutput.extend({ sort: z.number().int(), enabled: z.boolean() })) })
  @Get()
  async list() {
    const packs = await this.prisma.rechargePackage.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    return packs.map((p) => ({ ...packageView(p), sort: p.sort, enabled: p.enabled }));
  }

  @Endpoint({ summary: 'Create a recharge package (admin)', auth: 'admin', input: PackageInput, output: RechargePackageOutput })
  @Post()
  async create(@Input() input: z.output<typeof PackageInput>) {
    const pack = await this.prisma.rechargePackage.create({
      data: { money: centsToText(input.money), coin: (input.money / 100) * walletConfig().diamondsPerYuan, give: input.give, sort: input.sort, enabled: input.enabled },
    });
    return withMessage('common.ok', packageView(pack));
  }

  @Endpoint({ summary: 'Change a recharge package (admin); orders keep the terms they were made with', auth: 'admin', input: UpdateInput, output: RechargePackageOutput })
  @Post(':id')
  async update(@Input() input: z.output<typeof UpdateInput>) {
    const existing = await this.prisma.rechargePackage.findUnique({ where: { id: input.id } });
    if (!existing) throw AppError.fail('wallet.package_not_found');
    const pack = await this.prisma.rechargePackage.update({
      where: { id: input.id },
      data: {
        ...(input.money !== undefined ? { money: centsToText(input.money), coin: (input.money / 100) * walletConfig().diamondsPerYuan } : {}),
        give: input.give,
        sort: input.sort,
        enabled: input.enabled,
      },
    });
    return withMessage('common.ok', packageView(pack));
  }
}
