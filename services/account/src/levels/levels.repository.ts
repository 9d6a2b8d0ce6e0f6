import { Injectable } from '@nestjs/common';
import { AnchorLevel, Db, PrismaService, WealthLevel } from '@arena/shared';

/** `account.wealth_levels` and `account.anchor_levels`: the seeded level tables, lowest first. */
@Injectable()
export class LevelsRepository {
  constructor(private readonly prisma: PrismaService) {}

  wealthLevels(db: Db = this.prisma): Promise<WealthLevel[]> {
    return db.wealthLevel.findMany({ orderBy: { level: 'asc' } });
  }

  anchorLevels(db: Db = this.prisma): Promise<AnchorLevel[]> {
    return db.anchorLevel.findMany({ orderBy: { level: 'asc' } });
  }
}
