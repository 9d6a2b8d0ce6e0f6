import { Injectable } from '@nestjs/common';
import { Db, ImGroup, PrismaService } from '@arena/shared';

/** `realtime.im_groups`: chat groups, never deleted. */
@Injectable()
export class GroupsRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string, db: Db = this.prisma): Promise<ImGroup | null> {
    return db.imGroup.findUnique({ where: { id } });
  }

  /** Fails with a unique violation when the id is taken. */
  async create(id: string, name: string, ownerId: string, db: Db = this.prisma): Promise<void> {
    await db.imGroup.create({ data: { id, name, ownerId } });
  }

  /** Creates the group unless it exists: callers racing find one row. */
  async addIfMissing(id: string, name: string, db: Db = this.prisma): Promise<void> {
    await db.imGroup.createMany({ data: [{ id, name }], skipDuplicates: true });
  }
}
