import { Injectable } from '@nestjs/common';
import { Db, Identity, PrismaService } from '@arena/shared';

/** `account.identities`: real-name verifications, one per user and one per id number. */
@Injectable()
export class IdentityRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByUser(userId: number, db: Db = this.prisma): Promise<Identity | null> {
    return db.identity.findUnique({ where: { userId } });
  }

  findByIdNumber(idNumber: string, db: Db = this.prisma): Promise<Identity | null> {
    return db.identity.findFirst({ where: { idNumber } });
  }

  /** Fails with a unique violation when the user or the number is taken. */
  async create(userId: number, realName: string, idNumber: string, db: Db = this.prisma): Promise<void> {
    await db.identity.create({ data: { userId, realName, idNumber } });
  }
}
