import { Injectable } from '@nestjs/common';
import { Db, PrismaService, RoomChatModes } from '@arena/shared';

/** A mode left out keeps its stored value (a new row: its default). */
export interface ChatModesData {
  slowSeconds?: number;
  followersOnly?: boolean;
  followersMinMinutes?: number;
  fansOnly?: boolean;
  emoteOnly?: boolean;
  updatedBy: number;
}

/** `live.room_chat_modes`: one row per room that was ever configured. */
@Injectable()
export class ChatModesRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByRoom(roomId: number, db: Db = this.prisma): Promise<RoomChatModes | null> {
    return db.roomChatModes.findUnique({ where: { roomId } });
  }

  save(roomId: number, modes: ChatModesData, db: Db = this.prisma): Promise<RoomChatModes> {
    return db.roomChatModes.upsert({ where: { roomId }, create: { roomId, ...modes }, update: modes });
  }
}
