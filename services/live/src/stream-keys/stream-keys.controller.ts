import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint } from '@arena/shared';
import { z } from 'zod';
import { StreamKeysService } from './stream-keys.service';

const AddressOutput = z.object({
  room_id: z.number().int(),
  push_url: z.string(),
  key_created_at: z.string().nullable(),
});

@Controller('stream-keys')
export class StreamKeysController {
  constructor(private readonly keys: StreamKeysService) {}

  @Endpoint({
    summary: "The push address of the caller's room and when its key was made (GET /api/stream-keys)",
    auth: 'streamer',
    output: AddressOutput,
  })
  @Get()
  address(@CurrentUser() user: AuthUser) {
    return this.keys.address(user);
  }

  @Endpoint({
    summary: 'Make a new stream key (the old one stops working); shown in this answer only (POST /api/stream-keys)',
    auth: 'streamer',
    output: AddressOutput.extend({ stream_key: z.string() }),
  })
  @Post()
  regenerate(@CurrentUser() user: AuthUser) {
    return this.keys.regenerate(user);
  }
}
