import { Injectable } from '@nestjs/common';
import { StreamerLevel, WealthLevel } from '@arena/shared';
import { LevelsRepository } from './levels.repository';

export interface LevelProgress {
  level: number;
  /** Progress from this level's threshold to the next one, 0-100. */
  percent: number;
  nextExp: number | null;
}

/** How long the level tables are reused: they change only when an operator reseeds them. */
const TABLE_TTL_MS = 60_000;

/** Wealth levels (diamonds spent, 1:1) and streamer levels, from the seeded level tables. */
@Injectable()
export class LevelsService {
  private wealthTable?: { rows: Promise<WealthLevel[]>; at: number };

  constructor(private readonly tables: LevelsRepository) {}

  /** Read on every Member/info: kept in memory for a minute instead of a query per request. */
  wealthLevels(): Promise<WealthLevel[]> {
    if (!this.wealthTable || Date.now() - this.wealthTable.at > TABLE_TTL_MS) {
      const rows = this.tables.wealthLevels();
      this.wealthTable = { rows, at: Date.now() };
      rows.catch(() => (this.wealthTable = undefined));
    }
    return this.wealthTable.rows;
  }

  streamerLevels(): Promise<StreamerLevel[]> {
    return this.tables.streamerLevels();
  }

  async wealthProgress(exp: number): Promise<LevelProgress> {
    const levels = await this.wealthLevels();
    return progress(
      exp,
      levels.map((l) => ({ level: l.level, exp: Number(l.exp) })),
    );
  }
}

/** Where `exp` sits on a ladder of thresholds (sorted ascending). */
export function progress(exp: number, ladder: { level: number; exp: number }[]): LevelProgress {
  let index = -1;
  for (let i = 0; i < ladder.length; i++) if (exp >= ladder[i].exp) index = i;
  if (index === -1) return { level: 0, percent: 0, nextExp: ladder[0]?.exp ?? null };
  const current = ladder[index];
  const next = ladder[index + 1];
  if (!next) return { level: current.level, percent: 100, nextExp: null };
  const percent = Math.floor(((exp - current.exp) / (next.exp - current.exp)) * 100);
  return { level: current.level, percent: Math.min(100, Math.max(0, percent)), nextExp: next.exp };
}
