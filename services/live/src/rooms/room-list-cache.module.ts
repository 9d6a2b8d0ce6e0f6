import { Module } from '@nestjs/common';
import { RoomListCache } from './room-list-cache';

/** The one RoomListCache of the process, for the lists that read it and every writer of rooms. */
@Module({ providers: [RoomListCache], exports: [RoomListCache] })
export class RoomListCacheModule {}
