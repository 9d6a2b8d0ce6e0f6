import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, withMessage } from '@arena/shared';
import { z } from 'zod';
import {
  PlacardInput,
  PlacardOutput,
  PlacardQuery,
  RoomSettingsInput,
  RoomSettingsOutput,
  TitleInput,
} from './streamer-room.schemas';
import { StreamerRoomService } from './streamer-room.service';

@Controller('streamer-room')
export class StreamerRoomController {
  constructor(private readonly rooms: StreamerRoomService) {}

  @Endpoint({
    summary: "The streamer's own room settings (GET /api/streamer-room)",
    auth: 'streamer',
    output: RoomSettingsOutput,
  })
  @Get()
  get(@CurrentUser() user: AuthUser) {
    return this.rooms.get(user);
  }

  @Endpoint({
    summary:
      'Change the room: title, sport type (1..6), category of that type, cover (an uploaded png/jpg), placard; fields not sent keep their value (Live/setLiveInfo, live/updateLive)',
    auth: 'streamer',
    input: RoomSettingsInput,
    output: RoomSettingsOutput,
  })
  @Post('update')
  async update(@Input() input: z.output<typeof RoomSettingsInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.room_saved', await this.rooms.update(user, input));
  }

  @Endpoint({
    summary: 'Change the room title (live/setTitle)',
    auth: 'streamer',
    input: TitleInput,
    output: RoomSettingsOutput,
  })
  @Post('title')
  async title(@Input() input: z.output<typeof TitleInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.room_saved', await this.rooms.update(user, { title: input.title }));
  }

  @Endpoint({
    summary: 'Set the placard, at most 50 characters (Live/setPlacard)',
    auth: 'streamer',
    input: PlacardInput,
    output: RoomSettingsOutput,
  })
  @Post('placard')
  async setPlacard(@Input() input: z.output<typeof PlacardInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.room_saved', await this.rooms.update(user, { placard: input.placard }));
  }

  @Endpoint({ summary: "A room's placard (Live/getPlacard)", input: PlacardQuery, output: PlacardOutput })
  @Get('placard')
  placard(@Input() input: z.output<typeof PlacardQuery>) {
    return this.rooms.placard(input.room_id);
  }
}
