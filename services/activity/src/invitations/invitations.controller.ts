import { Controller, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, fields, Input, withMessage } from '@arena/shared';
import { z } from 'zod';
import { InvitationsService } from './invitations.service';

const ClaimInput = z.object({
  shareCode: fields.text(12),
  /** 1: the caller has just registered with this share code (the only kind so far). */
  type: z.preprocess((v) => (v === undefined || v === '' ? undefined : String(v)), z.enum(['1'])),
});

@Controller('invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Endpoint({
    summary: 'After registering with a share code, reward the inviter once (Activity/shareTasks)',
    auth: 'user',
    input: ClaimInput,
    output: z.object({
      rewarded: z.number().int(),
      inviter_id: z.number().int(),
      lz_num: z.number().int().describe('Diamonds the inviter earned'),
    }),
    missingKey: 'common.complete_info',
  })
  @Post('claim')
  async claim(@Input() input: z.output<typeof ClaimInput>, @CurrentUser() user: AuthUser) {
    return withMessage('activity.share_rewarded', await this.invitations.claim(user.id, input.shareCode));
  }
}
