import { Injectable } from '@nestjs/common';
import { Db, Invitation, PrismaService } from '@arena/shared';

/** `activity.invitations`: who invited whom, with the share code and whether the inviter was paid. */
@Injectable()
export class InvitationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Records the invitation unless the invitee has one. One statement (INSERT ... ON CONFLICT DO NOTHING):
   * the event and the invitee's own claim race to record it, and an upsert (a read, then an insert) let
   * the second fail on the key.
   */
  async insertIfAbsent(
    invitation: { inviteeId: number; inviterId: number; shareCode: string; reward: number },
    db: Db = this.prisma,
  ): Promise<void> {
    await db.invitation.createMany({ data: [invitation], skipDuplicates: true });
  }

  findByInvitee(inviteeId: number, db: Db = this.prisma): Promise<Invitation | null> {
    return db.invitation.findUnique({ where: { inviteeId } });
  }

  findByInviteeOrThrow(inviteeId: number, db: Db = this.prisma): Promise<Invitation> {
    return db.invitation.findUniqueOrThrow({ where: { inviteeId } });
  }

  async markRewarded(inviteeId: number, rewardedAt: Date, db: Db = this.prisma): Promise<void> {
    await db.invitation.update({ where: { inviteeId }, data: { rewardedAt } });
  }
}
