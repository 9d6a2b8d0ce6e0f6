import { RoomRole } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { Db, PageInput, Prisma } from '@arena/shared';
import { ModerationLogFilter, ModerationLogRepository } from './moderation-log.repository';

export const MODERATION_ACTIONS = [
  'taboo',
  'relieve_taboo',
  'shield',
  'relieve_shield',
  'appoint',
  'dismiss',
  'seal',
  'unseal',
  'kickout',
  'chat_modes',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export interface ModerationEntry {
  roomId: number;
  actorId: number;
  actorRole: RoomRole;
  action: ModerationAction;
  targetUserId?: number;
  detail?: Record<string, unknown>;
}

/** The audit log of moderation: every action is written here, administrators read it. */
@Injectable()
export class ModerationLog {
  constructor(private readonly entries: ModerationLogRepository) {}

  /** Answers the written row (the kick-out list shows it as it was written). */
  write(entry: ModerationEntry, tx?: Db) {
    return this.entries.insert(
      {
        roomId: entry.roomId,
        actorId: entry.actorId,
        actorRole: entry.actorRole,
        action: entry.action,
        targetUserId: entry.targetUserId ?? null,
        detail: (entry.detail ?? {}) as Prisma.InputJsonObject,
      },
      tx,
    );
  }

  /** Newest first, filtered by room, action and target. */
  async page(filter: ModerationLogFilter, page: PageInput) {
    const [rows, total] = await Promise.all([
      this.entries.list(filter, (page.page - 1) * page.limit, page.limit),
      this.entries.count(filter),
    ]);
    return { rows, total };
  }
}
