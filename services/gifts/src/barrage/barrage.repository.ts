import { Injectable } from '@nestjs/common';
import { BarrageStyle, Db, PrismaService } from '@arena/shared';

/** `gifts.barrage_styles`: the styles a paid danmaku can be drawn in. */
@Injectable()
export class BarrageRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The styles offered, in the order they are shown. */
  listEnabledStyles(db: Db = this.prisma): Promise<BarrageStyle[]> {
    return db.barrageStyle.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  findStyle(id: number, db: Db = this.prisma): Promise<BarrageStyle | null> {
    return db.barrageStyle.findUnique({ where: { id } });
  }

  findStyleOrThrow(id: number, db: Db = this.prisma): Promise<BarrageStyle> {
    return db.barrageStyle.findUniqueOrThrow({ where: { id } });
  }
}
