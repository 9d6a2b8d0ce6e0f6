import { Controller, Get, Post } from '@nestjs/common';
import { AppError, Endpoint, fields, Input, pageOf } from '@arena/shared';
import { z } from 'zod';
import { PlaybackService } from './playback.service';

const RoomInput = z.object({ room_id: fields.id() });
const ConvertInput = z.object({ room_id: fields.id().optional(), broadcast_id: fields.id().optional() });
const PlaybackListInput = z.object({ room_id: fields.id(), page: fields.page(), limit: fields.limit(50, 15) });

const LiveUrlOutput = z.object({
  room_id: z.number().int(),
  is_live: z.union([z.literal(0), z.literal(1)]),
  hls: z.string(),
  flv: z.string().describe('HTTP-FLV, the low-latency mode'),
});
const ConvertOutput = z.object({
  url: z.string(),
  format: z.literal('hls'),
  kind: z.enum(['live', 'recording']),
  flv: z.string().describe('HTTP-FLV of a live room, empty for a recording'),
});
const RecordingOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  started_at: z.string(),
  ended_at: z.string(),
  duration_seconds: z.number().int(),
  url: z.string(),
});

/** The addresses a player needs; the media service serves what they point at. */
@Controller('playback')
export class PlaybackController {
  constructor(private readonly playback: PlaybackService) {}

  @Endpoint({
    summary: "A room's live stream address (HLS) and whether it is on the air (Live/getLiveUrl)",
    input: RoomInput,
    output: LiveUrlOutput,
  })
  @Get('live-url')
  liveUrl(@Input() input: z.output<typeof RoomInput>) {
    return this.playback.liveUrl(input.room_id);
  }

  @Endpoint({
    summary:
      'The playable address of a room (its live stream) or of a past broadcast (its recording) (live/convertURL)',
    input: ConvertInput,
    output: ConvertOutput,
    missingKey: 'live.convert_needs_target',
  })
  @Post('convert')
  convert(@Input() input: z.output<typeof ConvertInput>) {
    if (input.broadcast_id) return this.playback.recording(input.broadcast_id);
    if (!input.room_id) throw AppError.fail('live.convert_needs_target');
    return this.playback.liveStream(input.room_id);
  }

  @Endpoint({
    summary: 'Recorded past broadcasts of a room, newest first (Live_streaming/getLivePlaybackList)',
    input: PlaybackListInput,
    output: pageOf(RecordingOutput),
  })
  @Post('recordings')
  recordings(@Input() input: z.output<typeof PlaybackListInput>) {
    return this.playback.recordings(input.room_id, input);
  }
}
