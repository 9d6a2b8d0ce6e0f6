import { PrismaClient } from '@arena/shared';

/** The seeded experts' label on their cards (a running community sets it through accountContracts.setExpertLabel). */
export async function seedExpertLabels(prisma: PrismaClient, userIds: number[]): Promise<void> {
  if (userIds.length) await prisma.user.updateMany({ where: { id: { in: userIds } }, data: { isExpert: true } });
}
