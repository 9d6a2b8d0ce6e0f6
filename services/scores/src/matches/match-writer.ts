import { Injectable } from '@nestjs/common';
import { AppError, Db, Transactions } from '@arena/shared';
import { LENGTH } from '../fixtures/match-plan';
import { CompetitionKind, Sport } from '../fixtures/names';
import { LibraryRepository } from '../library/library.repository';
import { seasonOf } from '../seasons/seasons';
import { SeasonsRepository } from '../seasons/seasons.repository';
import { Correction, MatchEventsRepository } from './match-events.repository';
import { MatchListCache } from './match-list-cache';
import { MatchStatsRepository } from './match-stats.repository';
import { MatchesRepository } from './matches.repository';
import { eventStats, FROM_EVENTS, periodsOf, PROVIDED, STAT_KEYS, StatKey, StatSide, StatValue } from './stat-keys';
import { tally } from './tally';

export interface NewEvent {
  minute: number;
  type: string;
  side: 'home' | 'away' | null;
  playerName?: string;
  playerId?: number;
  points?: number;
  period?: number;
}

/** An administrator's statistic of a period: both sides at once. */
export interface StatInput {
  key: StatKey;
  home: number;
  away: number;
}

const STATUS_ORDER = ['upcoming', 'live', 'finished'];
const statId = (s: { period: number; side: string; key: string }) => `${s.period}:${s.side}:${s.key}`;

/**
 * Every change of a match goes through here, one transaction holding the match's row lock:
 * each new event takes the next sequence number, a correction takes one more, the minute and
 * status only move forward, and the score, cards and corners are recomputed from the events.
 */
@Injectable()
export class MatchWriter {
  constructor(
    private readonly transactions: Transactions,
    private readonly matches: MatchesRepository,
    private readonly matchEvents: MatchEventsRepository,
    private readonly matchStats: MatchStatsRepository,
    private readonly library: LibraryRepository,
    private readonly seasons: SeasonsRepository,
    private readonly lists: MatchListCache,
  ) {}

  /** A match administrators play by their pushes (the replay leaves it alone); answers its id. */
  async create(
    sport: Sport,
    competitionId: number,
    homeTeamId: number,
    awayTeamId: number,
    startTime: Date,
  ): Promise<number> {
    if (homeTeamId === awayTeamId) throw AppError.fail('scores.same_team');
    const teams = await this.library.listTeamsIn([homeTeamId, awayTeamId], competitionId, sport);
    if (teams.length !== 2) throw AppError.fail('scores.team_not_in_competition');
    const competition = await this.library.findCompetitionOrThrow(competitionId);
    const seasonId = await this.seasons.idOf(competition.id, seasonOf(competition.kind as CompetitionKind, startTime));
    const match = await this.matches.create({
      sport,
      competitionId,
      seasonId,
      homeTeamId,
      awayTeamId,
      startTime,
      replay: false,
    });
    await this.lists.invalidate();
    return match.id;
  }

  /**
   * Records events and/or moves the clock and/or brings the provider's statistics (`stats`: the values
   * as they stand, those an administrator set are kept); answers the new sequence number and the events with theirs.
   */
  async record(
    matchId: number,
    events: NewEvent[],
    clock: { minute?: number; status?: string } = {},
    stats?: readonly StatValue[],
  ) {
    const result = await this.transactions.run(async (tx) => {
      const match = await this.lock(tx, matchId);
      if (match.status === 'finished' && (events.length || (clock.status && clock.status !== 'finished')))
        throw AppError.fail('scores.match_finished');
      let seq = match.seq;
      const named = await this.squadPlayers(tx, match, events);
      const created = events.map((e) => ({
        matchId,
        seq: ++seq,
        minute: e.minute,
        type: e.type,
        side: e.side,
        playerName: e.playerName ?? '',
        playerId: e.playerId ?? named.get(e) ?? null,
        points: e.points ?? 0,
        period: e.period ?? 0,
        homeScore: 0,
        awayScore: 0,
      }));
      const fullTime = created.some((e) => e.type === 'period' && e.period === 0);
      const minute = Math.max(match.minute, clock.minute ?? 0, ...created.map((e) => e.minute));
      const wanted = fullTime ? 'finished' : (clock.status ?? (created.length || minute > 0 ? 'live' : match.status));
      const status = STATUS_ORDER.indexOf(wanted) > STATUS_ORDER.indexOf(match.status) ? wanted : match.status;
      const periodChanges = created.filter((e) => e.type === 'period' && e.period > 0).map((e) => e.period);
      const period = Math.max(match.period, status === 'live' && match.period === 0 ? 1 : 0, ...periodChanges);
      const statsChanged = stats
        ? await this.syncStats(tx, matchId, PROVIDED[match.sport as Sport], stats, false)
        : false;
      if (
        !created.length &&
        !statsChanged &&
        minute === match.minute &&
        status === match.status &&
        period === match.period
      )
        return { seq, changed: false, started: false, finished: false, events: [] as typeof created };
      if (created.length) {
        // Each new event goes in with the score it leaves (a basketball tick may bring dozens), so the retally below finds them right.
        const before = await this.matchEvents.listScored(matchId, tx);
        const { scoreOf } = tally([...before, ...created], LENGTH[match.sport as Sport].total / 2);
        for (const e of created) [e.homeScore, e.awayScore] = scoreOf.get(e.seq) ?? [0, 0];
        await this.matchEvents.insertMany(created, tx);
      }
      if (seq === match.seq) seq++;
      await this.retally(tx, matchId, match.sport as Sport, { seq, minute, status, period });
      const stored = created.length
        ? await this.matchEvents.listBySeqs(
            matchId,
            created.map((e) => e.seq),
            tx,
          )
        : [];
      // Kicked off now: those who reserved it are told (match.started).
      const started = match.status === 'upcoming' && status !== 'upcoming';
      // Ended now: match reports and experts' records are written from it (match.finished).
      const finished = match.status !== 'finished' && status === 'finished';
      return { seq, changed: true, started, finished, events: stored };
    });
    if (result.changed) await this.lists.invalidate();
    return result;
  }

  /** Changes a recorded event; the match takes the next sequence number and every total is recomputed. */
  async correct(matchId: number, eventSeq: number, change: Correction) {
    const result = await this.transactions.run(async (tx) => {
      const match = await this.lock(tx, matchId);
      const event = await this.matchEvents.findBySeq(matchId, eventSeq, tx);
      if (!event) throw AppError.fail('scores.event_not_found');
      await this.matchEvents.correct(event.id, change, tx);
      const seq = match.seq + 1;
      await this.retally(tx, matchId, match.sport as Sport, {
        seq,
        minute: match.minute,
        status: match.status,
        period: match.period,
      });
      return { seq };
    });
    await this.lists.invalidate();
    return result;
  }

  /**
   * An administrator sets (corrects) statistics of one period: kept as set (the provider no longer moves
   * them) and the match takes the next sequence number. Keys counted from events are refused (push or
   * correct the event instead); possession must add up to 100 and shots on target stay within shots.
   */
  async setStats(matchId: number, period: number, lines: readonly StatInput[]) {
    const result = await this.transactions.run(async (tx) => {
      const match = await this.lock(tx, matchId);
      const sport = match.sport as Sport;
      if (period > periodsOf(sport))
        throw AppError.fail('scores.stat_period_invalid', { field: 'period', max: periodsOf(sport) });
      lines.forEach((line, i) => {
        const field = `stats.${i}.key`;
        if (FROM_EVENTS[sport].includes(line.key)) throw AppError.fail('scores.stat_from_events', { field });
        if (!(STAT_KEYS[sport] as readonly StatKey[]).includes(line.key))
          throw AppError.fail('scores.stat_key_invalid', { field });
        if (line.key === 'possession' && line.home + line.away !== 100)
          throw AppError.fail('scores.possession_invalid', { field: `stats.${i}.home` });
      });
      const stored = await this.matchStats.listShots(matchId, period, tx);
      const valueOf = (side: StatSide, key: StatKey) => {
        const line = lines.findLast((l) => l.key === key);
        return line ? line[side] : (stored.find((s) => s.side === side && s.key === key)?.value ?? 0);
      };
      for (const side of ['home', 'away'] as const) {
        if (valueOf(side, 'shots_on_target') > valueOf(side, 'shots')) {
          const index = lines.findLastIndex((l) => l.key === 'shots_on_target' || l.key === 'shots');
          throw AppError.fail('scores.shots_on_target_invalid', { field: `stats.${index}.${side}` });
        }
      }
      const values = lines.flatMap((line) =>
        (['home', 'away'] as const).map((side) => ({ period, side, key: line.key, value: line[side] })),
      );
      await this.syncStats(tx, matchId, [...new Set(lines.map((l) => l.key))], values, true, [period]);
      const seq = match.seq + 1;
      await this.matches.setSeq(matchId, seq, tx);
      return { seq };
    });
    await this.lists.invalidate();
    return result;
  }

  /**
   * Brings the stored statistics of `keys` to `wanted` (a missing value is 0): the provider's (`byAdmin`
   * false) leave an administrator's values alone and keep shots on target within shots; an
   * administrator's are marked as set. Only `periods` (all when absent) are touched. Answers whether anything changed.
   */
  private async syncStats(
    tx: Db,
    matchId: number,
    keys: readonly StatKey[],
    wanted: readonly StatValue[],
    byAdmin: boolean,
    periods?: number[],
  ): Promise<boolean> {
    const stored = await this.matchStats.listOf(matchId, keys, periods, tx);
    const storedById = new Map(stored.map((s) => [statId(s), s]));
    const target = new Map(wanted.filter((w) => keys.includes(w.key)).map((w) => [statId(w), w]));
    if (!byAdmin) {
      // An administrator's shots stay put while the provider's shots on target grow: never more on target than shots.
      for (const w of target.values()) {
        if (w.key !== 'shots_on_target') continue;
        const shots = storedById.get(statId({ ...w, key: 'shots' }));
        if (shots?.corrected && w.value > shots.value) target.set(statId(w), { ...w, value: shots.value });
      }
    }
    for (const row of stored)
      if (!target.has(statId(row)) && row.value !== 0)
        target.set(statId(row), { period: row.period, side: row.side as StatSide, key: row.key as StatKey, value: 0 });
    let changed = false;
    const created: { matchId: number; period: number; side: string; key: string; value: number; corrected: boolean }[] =
      [];
    for (const w of target.values()) {
      const row = storedById.get(statId(w));
      if (row?.corrected && !byAdmin) continue;
      if ((row?.value ?? 0) === w.value && (!byAdmin || row?.corrected)) continue;
      changed = true;
      // Under the match's row lock nobody else writes its statistics: new rows go in at once (a match's first tick may bring dozens).
      if (!row)
        created.push({ matchId, period: w.period, side: w.side, key: w.key, value: w.value, corrected: byAdmin });
      else await this.matchStats.setValue(row.id, w.value, byAdmin, tx);
    }
    if (created.length) await this.matchStats.insertMany(created, tx);
    return changed;
  }

  /**
   * An administrator names a player by text: when it is a name of the side's squad (in any language),
   * the event is his, so his goals and cards count in the data library.
   */
  private async squadPlayers(
    tx: Db,
    match: { homeTeamId: number; awayTeamId: number },
    events: NewEvent[],
  ): Promise<Map<NewEvent, number>> {
    const named = new Map<NewEvent, number>();
    for (const e of events) {
      const name = e.playerName?.trim();
      if (!name || e.playerId || !e.side) continue;
      const teamId = e.side === 'home' ? match.homeTeamId : match.awayTeamId;
      const playerId = await this.library.findPlayerIdByName(teamId, name, tx);
      if (playerId !== undefined) named.set(e, playerId);
    }
    return named;
  }

  private async lock(tx: Db, matchId: number) {
    if (!(await this.matches.lock(matchId, tx))) throw AppError.fail('scores.match_not_found');
    return this.matches.findByIdOrThrow(matchId, tx);
  }

  private async retally(
    tx: Db,
    matchId: number,
    sport: Sport,
    state: { seq: number; minute: number; status: string; period: number },
  ) {
    const events = await this.matchEvents.listTallied(matchId, tx);
    const { scoreOf, ...totals } = tally(events, LENGTH[sport].total / 2);
    // Goals, corners, cards, substitutions and points by period are counted from the events, corrections included.
    await this.syncStats(tx, matchId, FROM_EVENTS[sport], eventStats(sport, events), false);
    for (const e of events) {
      const [home, away] = scoreOf.get(e.seq) ?? [0, 0];
      if (home !== e.homeScore || away !== e.awayScore) await this.matchEvents.setScore(e.id, home, away, tx);
    }
    await this.matches.setState(matchId, { ...totals, ...state }, tx);
  }
}
