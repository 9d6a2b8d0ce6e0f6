import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, fields, Input, pageOf, PageInput, withMessage } from '@arena/shared';
import { z } from 'zod';
import { BroadcastRecordOutput, EndOutput, OnAirOutput, RecordsInput, StartInput } from './broadcasts.schemas';
import { BroadcastsService } from './broadcasts.service';

type StartInput = z.output<typeof StartInput>;
const RecordingInput = z.object({ broadcast_id: fields.id() });

/** A streamer goes on and off the air from the web page or the mobile app. */
@Controller('broadcasts')
export class BroadcastsController {
  constructor(private readonly broadcasts: BroadcastsService) {}

  @Endpoint({
    summary: 'Start broadcasting from the web, optionally with a new title (Live/startRoom)',
    auth: 'streamer',
    input: StartInput,
    output: OnAirOutput,
  })
  @Get('start')
  async start(@Input() input: StartInput, @CurrentUser() user: AuthUser) {
    return withMessage('live.started', await this.broadcasts.start(user, 'web', input.title));
  }

  @Endpoint({
    summary: 'Start broadcasting from the mobile app (Live/mobileStartRoom)',
    auth: 'streamer',
    input: StartInput,
    output: OnAirOutput,
  })
  @Post('start-mobile')
  async startMobile(@Input() input: StartInput, @CurrentUser() user: AuthUser) {
    return withMessage('live.started', await this.broadcasts.start(user, 'mobile', input.title));
  }

  @Endpoint({ summary: 'End the broadcast (Live/endRoom)', auth: 'streamer', output: EndOutput })
  @Get('end')
  async end(@CurrentUser() user: AuthUser) {
    return withMessage('live.ended', await this.broadcasts.end(user));
  }

  @Endpoint({
    summary: "The broadcast records of the caller's room, newest first (GET /api/broadcasts, member tab 3)",
    auth: 'streamer',
    input: RecordsInput,
    output: pageOf(BroadcastRecordOutput),
  })
  @Get()
  records(@Input() input: PageInput, @CurrentUser() user: AuthUser) {
    return this.broadcasts.records(user, input);
  }

  @Endpoint({
    summary:
      "Delete the recording of one of the caller's past broadcasts (POST /api/broadcasts/delete-recording, member tab 3): the record stays, its video goes",
    auth: 'streamer',
    input: RecordingInput,
    output: z.object({ broadcast_id: z.number().int() }),
  })
  @Post('delete-recording')
  async deleteRecording(@Input() input: z.output<typeof RecordingInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.recording_deleted', await this.broadcasts.deleteRecording(user, input.broadcast_id));
  }
}
