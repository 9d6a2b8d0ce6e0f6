import type { PrismaClient } from '@arena/shared';

/** Banned words masked in room chat from the first start; administrators extend the table. */
export const DEFAULT_BANNED_WORDS = ['傻逼', '操你妈', '草泥马', 'fuck', 'shit', 'bitch', 'đụ má', 'địt mẹ', 'đéo'];

export async function seedRealtime(prisma: PrismaClient): Promise<void> {
  await prisma.imBannedWord.createMany({ data: DEFAULT_BANNED_WORDS.map((word) => ({ word })), skipDuplicates: true });
}
