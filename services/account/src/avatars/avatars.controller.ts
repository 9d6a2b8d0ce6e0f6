import { Controller, Get, Header } from '@nestjs/common';
import { Endpoint } from '@arena/shared';
import { z } from 'zod';
import { AvatarsService } from './avatars.service';

@Controller('avatars')
export class AvatarsController {
  constructor(private readonly avatars: AvatarsService) {}

  @Endpoint({
    summary: 'The avatars a user may choose (user/avatarList)',
    output: z.array(z.object({ id: z.number(), url: z.string() })),
  })
  @Get()
  // The same list for everyone, changed only by a reseed: browsers keep it a minute, the edge 10 s.
  @Header('Cache-Control', 'public, max-age=60, s-maxage=10')
  list() {
    return this.avatars.list();
  }
}
