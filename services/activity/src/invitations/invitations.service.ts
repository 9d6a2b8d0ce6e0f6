import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AppError, DomainEvents, ServiceClient } from '@arena/shared';
import { activityConfig } from '../activity.config';
import { RewardsService } from '../rewards/rewards.service';
import { InvitationsRepository } from './invitations.repository';

/** Share rewards: an inviter earns diamonds once per user who registered with their share code. */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly invitations: InvitationsRepository,
    private readonly rewards: RewardsService,
    private readonly services: ServiceClient,
  ) {}

  /** From account's `user.registered`: remember who invited whom and pay the inviter. */
  async record(event: DomainEvents['user.registered']): Promise<void> {
    if (!event.inviterId || event.inviterId === event.userId) return;
    await this.invitations.insertIfAbsent({
      inviteeId: event.userId,
      inviterId: event.inviterId,
      shareCode: (event.shareCode ?? '').toUpperCase().slice(0, 12),
      reward: activityConfig().shareRewardDiamonds,
    });
    await this.payOnce(event.userId);
  }

  /** Activity/shareTasks: the invitee confirms the share code; answers whether the inviter was paid. */
  async claim(inviteeId: number, shareCode: string) {
    const invitation = (await this.invitations.findByInvitee(inviteeId)) ?? (await this.fromAccount(inviteeId));
    if (!invitation) throw AppError.fail('activity.share_not_found');
    if (invitation.shareCode !== shareCode.toUpperCase()) throw AppError.fail('activity.share_code_mismatch');
    await this.payOnce(inviteeId);
    return { rewarded: 1, inviter_id: invitation.inviterId, lz_num: invitation.reward };
  }

  /** The site claims right after registering, often before `user.registered` arrives: ask the account service. */
  private async fromAccount(inviteeId: number) {
    const known = await this.services.call(accountContracts.invitation, { id: inviteeId });
    if (!known.inviter_id) return null;
    await this.record({ userId: inviteeId, inviterId: known.inviter_id, shareCode: known.share_code ?? undefined });
    return this.invitations.findByInvitee(inviteeId);
  }

  private async payOnce(inviteeId: number): Promise<void> {
    const invitation = await this.invitations.findByInviteeOrThrow(inviteeId);
    if (invitation.rewardedAt || invitation.reward <= 0) return;
    // The key makes a second payment for the same invitee a replay, whoever triggers it.
    await this.rewards.pay(
      invitation.inviterId,
      invitation.reward,
      'share',
      `share:${inviteeId}`,
      `invitee ${inviteeId}`,
    );
    await this.invitations.markRewarded(inviteeId, new Date());
  }
}
