import { Injectable } from '@nestjs/common';
import { StreamerLevel, Db, PrismaService, WealthLevel } from '@arena/shared';

/** `account.wealth_levels` and `account.anchor_levels`: the seeded level tables, lowest first. */
@Injectable()
export class LevelsRepository {
  constructor(private readonly prisma: PrismaService) {}

  wealthLevels(db: Db = this.prisma): Promise<WealthLevel[]> {
    return db.wealthLevel.findMany({ orderBy: { level: 'asc' } });
  }

  streamerLevels(db: Db = this.prisma): Promise<StreamerLevel[]> {
    return db.streamerLevel.findMany({ orderBy: { level: 'asc' } });
  }
}
