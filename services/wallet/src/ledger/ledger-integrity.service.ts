import { Injectable } from '@nestjs/common';
import { PrismaService } from '@arena/shared';
import { yuanText } from './money';

/** What an operator checks first: double entry means every currency sums to zero. */
@Injectable()
export class LedgerIntegrityService {
  constructor(private readonly prisma: PrismaService) {}

  async summary() {
    const [sums, negative, system] = await Promise.all([
      this.prisma.ledgerAccount.groupBy({ by: ['currency'], _sum: { balance: true }, _count: true }),
      this.prisma.ledgerAccount.count({ where: { userId: { not: null }, balance: { lt: 0 } } }),
      this.prisma.ledgerAccount.findMany({ where: { systemCode: { not: null } }, orderBy: { systemCode: 'asc' } }),
    ]);
    return {
      currencies: sums.map((s) => ({ currency: s.currency, accounts: s._count, sum: yuanText(s._sum.balance ?? 0) })),
      negative_user_accounts: negative,
      system_accounts: system.map((a) => ({ code: a.systemCode, balance: yuanText(a.balance) })),
    };
  }
}
