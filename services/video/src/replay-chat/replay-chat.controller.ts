import { Controller, Get } from '@nestjs/common';
import { AppError, Ctx, Endpoint, fields, Input, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { ReplayChatRepository } from './replay-chat.repository';

const ReplayInput = z
  .object({ id: fields.id().optional(), broadcast_id: fields.id().optional() })
  .refine((input) => input.id !== undefined || input.broadcast_id !== undefined, {
    message: 'video.replay_unnamed',
  });

const ReplayLineOutput = z.object({
  at_ms: z.number().int().describe('Milliseconds into the recording'),
  kind: z.enum(['chat', 'gift']),
  sender_id: z.string(),
  nickname: z.string(),
  text: z.string().describe('The chat line; for a gift, its name in the caller’s language'),
  gift_image: z.string().optional(),
  gift_count: z.number().int().optional(),
});

/** Chat replay: what a room's chat showed during the broadcast a replay records, played beside it. */
@Controller('replay-chat')
export class ReplayChatController {
  constructor(private readonly lines: ReplayChatRepository) {}

  @Endpoint({
    summary: "A replay's room chat and gifts by their time into the recording (by video id or broadcast id)",
    input: ReplayInput,
    output: z.object({ video_id: z.number().int(), list: z.array(ReplayLineOutput) }),
  })
  @Get()
  async list(@Input() input: z.output<typeof ReplayInput>, @Ctx() ctx: RequestContext) {
    const video =
      input.id !== undefined
        ? await this.lines.videoExists(input.id)
        : await this.lines.videoOfBroadcast(input.broadcast_id as number);
    if (!video) throw AppError.fail('video.not_found');
    const rows = await this.lines.listOf(video.id);
    return {
      video_id: video.id,
      list: rows.map((row) => ({
        at_ms: row.atMs,
        kind: row.kind as 'chat' | 'gift',
        sender_id: row.senderId,
        nickname: row.nickname,
        text:
          row.kind === 'gift'
            ? ((row.giftNames as Record<string, string> | null)?.[ctx.lang] ?? row.giftCode ?? '')
            : row.text,
        ...(row.kind === 'gift' ? { gift_image: row.giftImage ?? '', gift_count: row.giftCount ?? 1 } : {}),
      })),
    };
  }
}
