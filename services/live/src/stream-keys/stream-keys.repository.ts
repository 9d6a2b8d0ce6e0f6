import { Injectable } from '@nestjs/common';
import { Db, PrismaService, StreamKey } from '@arena/shared';

/** `live.stream_keys`: the hash of each room's current stream key. */
@Injectable()
export class StreamKeysRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByRoom(roomId: number, db: Db = this.prisma): Promise<StreamKey | null> {
    return db.streamKey.findUnique({ where: { roomId } });
  }

  async roomOfHash(keyHash: string, db: Db = this.prisma): Promise<number | null> {
    const row = await db.streamKey.findUnique({ where: { keyHash }, select: { roomId: true } });
    return row?.roomId ?? null;
  }

  /** Stores the room's new key hash in place of the old one (one statement: two at once cannot collide); answers when it was made. */
  async replace(roomId: number, keyHash: string, db: Db = this.prisma): Promise<Date> {
    const [row] = await db.$queryRaw<{ created_at: Date }[]>`
        INSERT INTO "live"."stream_keys" ("room_id", "key_hash", "created_at") VALUES (${roomId}, ${keyHash}, now())
        ON CONFLICT ("room_id") DO UPDATE SET "key_hash" = EXCLUDED."key_hash", "created_at" = EXCLUDED."created_at"
        RETURNING "created_at"`;
    return row.created_at;
  }
}
