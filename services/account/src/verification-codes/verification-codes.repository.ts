import { Injectable } from '@nestjs/common';
import { CodePurpose, Db, PrismaService, VerificationCode } from '@arena/shared';

/** Whom a code is for, and what for. */
export interface CodeTarget {
  countryCode: string;
  mobile: string;
  purpose: CodePurpose;
}

/** `account.verification_codes`: the codes sent, hashed, with their tries and use. */
@Injectable()
export class VerificationCodesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(target: CodeTarget, codeHash: string, expiresAt: Date, db: Db = this.prisma): Promise<void> {
    await db.verificationCode.create({ data: { ...target, codeHash, expiresAt } });
  }

  /** The newest code of the target that is neither used nor expired at `now`. */
  findLatestLive(target: CodeTarget, now: Date, db: Db = this.prisma): Promise<VerificationCode | null> {
    return db.verificationCode.findFirst({
      where: { ...target, consumedAt: null, expiresAt: { gt: now } },
      orderBy: { createdAt: 'desc' },
    });
  }

  /** Takes one of the code's tries unless it is used or out of them; answers whether it did (1 or 0). */
  async takeAttempt(id: number, maxAttempts: number, db: Db = this.prisma): Promise<number> {
    const { count } = await db.verificationCode.updateMany({
      where: { id, consumedAt: null, attempts: { lt: maxAttempts } },
      data: { attempts: { increment: 1 } },
    });
    return count;
  }

  /** Marks the code used unless it already is; answers whether it did (1 or 0). */
  async consume(id: number, at: Date, db: Db = this.prisma): Promise<number> {
    const { count } = await db.verificationCode.updateMany({
      where: { id, consumedAt: null },
      data: { consumedAt: at },
    });
    return count;
  }
}
