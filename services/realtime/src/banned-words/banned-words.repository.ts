import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '@arena/shared';

/** `realtime.im_banned_words`: the banned words of room chat and the community. */
@Injectable()
export class BannedWordsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async listWords(db: Db = this.prisma): Promise<string[]> {
    return (await db.imBannedWord.findMany({ select: { word: true } })).map((row) => row.word);
  }
}
