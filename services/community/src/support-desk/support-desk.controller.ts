import { Controller, Post } from '@nestjs/common';
import { Endpoint, fields, Input, withMessage } from '@arena/shared';
import { z } from 'zod';
import { SupportDeskService } from './support-desk.service';

const SupportInfoOutput = z.object({
  im_id: z.string().describe('The support account, to open a private conversation with'),
  user_id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  opens_at: z.string().describe('HH:MM, platform time'),
  closes_at: z.string().describe('HH:MM, platform time'),
  utc_offset: z.number().int().describe('Hours the platform time is ahead of UTC'),
  is_open: z.union([z.literal(0), z.literal(1)]),
});
const ReplyInput = z.object({ to: fields.id().describe('The user answered'), text: fields.text(500) });

@Controller()
export class SupportDeskController {
  constructor(private readonly desk: SupportDeskService) {}

  @Endpoint({
    summary: 'Customer service: the support account to message, and its hours (user/getKefuInfo)',
    output: SupportInfoOutput,
  })
  @Post('support/info')
  info() {
    return this.desk.info();
  }

  @Endpoint({
    summary: 'Answer a user as the support account (administrators; at /api/admin/support/reply)',
    auth: 'admin',
    input: ReplyInput,
    output: z.object({ id: z.string(), time: z.number() }),
  })
  @Post('admin/support/reply')
  async reply(@Input() input: z.output<typeof ReplyInput>) {
    return withMessage('community.support_replied', await this.desk.reply(input.to, input.text));
  }
}
