import { PrismaClient } from '@arena/shared';
import { SYSTEM_ACCOUNTS } from '@arena/contracts';
import { CURRENCY_OF } from '../ledger/ledger-accounts';

/** Recharge packages at 1 yuan = 10 diamonds, with a growing bonus (give) on the larger ones. */
export const DEMO_PACKAGES = [
  { money: 6, give: 0 },
  { money: 30, give: 10 },
  { money: 68, give: 30 },
  { money: 128, give: 80 },
  { money: 328, give: 260 },
  { money: 648, give: 650 },
];

/** Idempotent: packages are matched by price, system accounts by code. */
export async function seedWallet(prisma: PrismaClient): Promise<void> {
  for (const [sort, pack] of DEMO_PACKAGES.entries()) {
    const existing = await prisma.rechargePackage.findFirst({ where: { money: pack.money } });
    const data = { money: pack.money, coin: pack.money * 10, give: pack.give, sort };
    if (existing) await prisma.rechargePackage.update({ where: { id: existing.id }, data });
    else await prisma.rechargePackage.create({ data });
  }
  for (const [code, kind] of Object.entries(SYSTEM_ACCOUNTS)) {
    await prisma.ledgerAccount.upsert({
      where: { systemCode: code },
      create: { systemCode: code, kind, currency: CURRENCY_OF[kind] },
      update: {},
    });
  }
}
