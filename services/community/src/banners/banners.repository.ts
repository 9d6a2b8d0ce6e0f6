import { Injectable } from '@nestjs/common';
import { CommunityBanner, Db, PrismaService } from '@arena/shared';

/** `community_banner`: the home page's carousel. */
@Injectable()
export class BannersRepository {
  constructor(private readonly prisma: PrismaService) {}

  listEnabled(db: Db = this.prisma): Promise<CommunityBanner[]> {
    return db.communityBanner.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }
}
