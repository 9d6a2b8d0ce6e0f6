import { Injectable } from '@nestjs/common';
import { Db, PrismaService, ScoreMatchEvent } from '@arena/shared';

/** An event as the score is counted from it. */
export type ScoredEvent = Pick<ScoreMatchEvent, 'seq' | 'type' | 'side' | 'minute' | 'points'>;
/** An event with the score stored beside it, which a recount may change. */
export type TalliedEvent = ScoredEvent & Pick<ScoreMatchEvent, 'id' | 'homeScore' | 'awayScore'>;
/** A player's event as their tally counts it. */
export type PlayerEvent = Pick<ScoreMatchEvent, 'playerId' | 'type' | 'points'>;
/** A new event, with the score it leaves. */
export type NewMatchEvent = Omit<ScoreMatchEvent, 'id' | 'corrected'>;

/** What an administrator changes of a recorded event. */
export interface Correction {
  type?: string;
  side?: 'home' | 'away' | null;
  minute?: number;
  playerName?: string;
}

/** `scores.match_events`: what happened in a match, each event with its sequence number and the score it left. */
@Injectable()
export class MatchEventsRepository {
  constructor(private readonly prisma: PrismaService) {}

  findBySeq(matchId: number, seq: number, db: Db = this.prisma): Promise<ScoreMatchEvent | null> {
    return db.scoreMatchEvent.findUnique({ where: { matchId_seq: { matchId, seq } } });
  }

  /** The events with these sequence numbers, in their order. */
  listBySeqs(matchId: number, seqs: number[], db: Db = this.prisma): Promise<ScoreMatchEvent[]> {
    return db.scoreMatchEvent.findMany({ where: { matchId, seq: { in: seqs } }, orderBy: { seq: 'asc' } });
  }

  listScored(matchId: number, db: Db = this.prisma): Promise<ScoredEvent[]> {
    return db.scoreMatchEvent.findMany({
      where: { matchId },
      select: { seq: true, type: true, side: true, minute: true, points: true },
    });
  }

  listTallied(matchId: number, db: Db = this.prisma): Promise<TalliedEvent[]> {
    return db.scoreMatchEvent.findMany({
      where: { matchId },
      select: {
        id: true,
        seq: true,
        type: true,
        side: true,
        minute: true,
        points: true,
        homeScore: true,
        awayScore: true,
      },
    });
  }

  /** The events of these types of these players. */
  listOfPlayers(playerIds: number[], types: string[], db: Db = this.prisma): Promise<PlayerEvent[]> {
    return db.scoreMatchEvent.findMany({
      where: { playerId: { in: playerIds }, type: { in: types } },
      select: { playerId: true, type: true, points: true },
    });
  }

  /** The events of these types of squad players in a competition's matches. */
  listOfCompetitionPlayers(competitionId: number, types: string[], db: Db = this.prisma): Promise<PlayerEvent[]> {
    return db.scoreMatchEvent.findMany({
      where: { match: { competitionId }, playerId: { not: null }, type: { in: types } },
      select: { playerId: true, type: true, points: true },
    });
  }

  async insertMany(events: NewMatchEvent[], db: Db = this.prisma): Promise<void> {
    await db.scoreMatchEvent.createMany({ data: events });
  }

  /** Applies an administrator's change, the event marked corrected. */
  async correct(id: number, change: Correction, db: Db = this.prisma): Promise<void> {
    await db.scoreMatchEvent.update({
      where: { id },
      data: {
        corrected: true,
        ...(change.type ? { type: change.type } : {}),
        ...(change.side !== undefined ? { side: change.side } : {}),
        ...(change.minute !== undefined ? { minute: change.minute } : {}),
        ...(change.playerName !== undefined ? { playerName: change.playerName } : {}),
      },
    });
  }

  async setScore(id: number, homeScore: number, awayScore: number, db: Db = this.prisma): Promise<void> {
    await db.scoreMatchEvent.update({ where: { id }, data: { homeScore, awayScore } });
  }
}
