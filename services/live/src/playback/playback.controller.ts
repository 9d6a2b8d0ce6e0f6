import { Controller, Get, Post } from '@nestjs/common';
import { AppError, Endpoint, fields, Input, pageOf, PrismaService } from '@arena/shared';
import { z } from 'zod';
import { liveFlvUrl, liveStreamUrl } from './playback-addresses';

const RoomInput = z.object({ room_id: fields.id() });
const ConvertInput = z.object({ room_id: fields.id().optional(), broadcast_id: fields.id().optional() });
const PlaybackListInput = z.object({ room_id: fields.id(), page: fields.page(), limit: fields.limit(50, 15) });

const LiveUrlOutput = z.object({
  room_id: z.number().int(),
  is_live: z.union([z.literal(0), z.literal(1)]),
  hls: z.string(),
  flv: z.string().describe('HTTP-FLV, the low-latency mode'),
});
const ConvertOutput = z.object({ url: z.string(), format: z.literal('hls'), kind: z.enum(['live', 'recording']), flv: z.string().describe('HTTP-FLV of a live room, empty for a recording') });
const RecordingOutput = z.object({ id: z.number().int(), title: z.string(), started_at: z.string(), ended_at: z.string(), duration_seconds: z.number().int(), url: z.string() });

/** The addresses a player needs; the media service serves what they point at. */
@Controller('playback')
export class PlaybackController {
  constructor(private readonly prisma: PrismaService) {}

  @Endpoint({ summary: 'A room\'s live stream address (HLS) and whether it is on the air (Live/getLiveUrl)', input: RoomInput, output: LiveUrlOutput })
  @Get('live-url')
  async liveUrl(@Input() input: z.output<typeof RoomInput>) {
    const room = await this.prisma.room.findUnique({ where: { id: input.room_id }, select: { id: true, liveSince: true, sealedAt: true } });
    if (!room || room.sealedAt) throw AppError.fail('live.room_not_found');
    const live = Boolean(room.liveSince);
    return { room_id: room.id, is_live: live ? 1 : 0, hls: live ? liveStreamUrl(room.id) : '', flv: live ? liveFlvUrl(room.id) : '' } as const;
  }

  @Endpoint({
    summary: 'The playable address of a room (its live stream) or of a past broadcast (its recording) (live/convertURL)',
    input: ConvertInput,
    output: ConvertOutput,
    missingKey: 'live.convert_needs_target',
  })
  @Post('convert')
  async convert(@Input() input: z.output<typeof ConvertInput>) {
    if (input.broadcast_id) {
      const broadcast = await this.prisma.broadcast.findUnique({ where: { id: input.broadcast_id }, select: { playbackUrl: true } });
      if (!broadcast) throw AppError.fail('live.broadcast_not_found');
      if (!broadcast.playbackUrl) throw AppError.fail('live.no_recording');
      return { url: broadcast.playbackUrl, format: 'hls', kind: 'recording', flv: '' } as const;
    }
    if (!input.room_id) throw AppError.fail('live.convert_needs_target');
    const room = await this.prisma.room.findUnique({ where: { id: input.room_id }, select: { liveSince: true, sealedAt: true } });
    if (!room || room.sealedAt) throw AppError.fail('live.room_not_found');
    if (!room.liveSince) throw AppError.fail('live.not_live');
    return { url: liveStreamUrl(input.room_id), format: 'hls', kind: 'live', flv: liveFlvUrl(input.room_id) } as const;
  }

  @Endpoint({ summary: 'Recorded past broadcasts of a room, newest first (Live_streaming/getLivePlaybackList)', input: PlaybackListInput, output: pageOf(RecordingOutput) })
  @Post('recordings')
  async recordings(@Input() input: z.output<typeof PlaybackListInput>) {
    const where = { roomId: input.room_id, endedAt: { not: null }, playbackUrl: { not: null } };
    const [rows, total] = await Promise.all([
      this.prisma.broadcast.findMany({ where, orderBy: { startedAt: 'desc' }, skip: (input.page - 1) * input.limit, take: input.limit }),
      this.prisma.broadcast.count({ where }),
    ]);
    return {
      list: rows.map((b) => ({
        id: b.id,
        title: b.title,
        started_at: b.startedAt.toISOString(),
        ended_at: (b.endedAt as Date).toISOString(),
        duration_seconds: Math.round(((b.endedAt as Date).getTime() - b.startedAt.getTime()) / 1000),
        url: b.playbackUrl as string,
      })),
      total,
      page: input.page,
      limit: input.limit,
    };
  }
}
