import { Injectable } from '@nestjs/common';
import { PaidDanmakuStyle, Db, PrismaService } from '@arena/shared';

/** `gifts.barrage_styles`: the styles a paid danmaku can be drawn in. */
@Injectable()
export class PaidDanmakuRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The styles offered, in the order they are shown. */
  listEnabledStyles(db: Db = this.prisma): Promise<PaidDanmakuStyle[]> {
    return db.paidDanmakuStyle.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  findStyle(id: number, db: Db = this.prisma): Promise<PaidDanmakuStyle | null> {
    return db.paidDanmakuStyle.findUnique({ where: { id } });
  }

  findStyleOrThrow(id: number, db: Db = this.prisma): Promise<PaidDanmakuStyle> {
    return db.paidDanmakuStyle.findUniqueOrThrow({ where: { id } });
  }
}
