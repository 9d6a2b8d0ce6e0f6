import { COMPETITIONS, Sport } from '../src/fixtures/names';
import { Fixture, planMatch, PlannedEvent } from '../src/fixtures/match-plan';
import { kickOffs, pairing, TEAMS_PER_COMPETITION } from '../src/fixtures/schedule';
import { planStats } from '../src/fixtures/stat-plan';
import { eventStats, periodOfMinute } from '../src/matches/stat-keys';
import { tally } from '../src/matches/tally';

const SEED = 15;
const NOW = Date.UTC(2026, 10, 27, 12);

/** The seed's fixtures of ten days (every competition every two hours, teams paired as the seed pairs them). */
function seededFixtures(sport: Sport): Fixture[] {
  const fixtures: Fixture[] = [];
  COMPETITIONS.forEach((competition, index) => {
    if (competition.sport !== sport) return;
    const team = (n: number) => index * TEAMS_PER_COMPETITION + n + 1;
    for (const time of kickOffs(index, NOW, -5, 4)) {
      const [home, away] = pairing(TEAMS_PER_COMPETITION, Math.floor(time.getTime() / (2 * 3_600_000)));
      fixtures.push({ id: fixtures.length + 1 + index * 10_000, homeTeamId: team(home), awayTeamId: team(away) });
    }
  });
  return fixtures;
}

/** The match as the writer records it: its events in order, each with its sequence number. */
const recorded = (events: PlannedEvent[]) => events.map((e, i) => ({ ...e, seq: i + 1 }));
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const count = (events: PlannedEvent[], type: string, side?: string) => events.filter((e) => e.type === type && (!side || e.side === side)).length;

describe('the built-in provider\'s matches follow real distributions (a seeded fortnight of fixtures)', () => {
  it('football: about 2.5-3 goals a match, plausible results, goals at real minutes, half-time within full time', () => {
    const matches = seededFixtures('football').map((f) => ({ fixture: f, events: planMatch('football', SEED, f) }));
    expect(matches.length).toBeGreaterThan(300);
    const results = matches.map(({ events }) => tally(recorded(events), 45));
    const goals = results.map((r) => r.homeScore + r.awayScore);
    expect(mean(goals)).toBeGreaterThanOrEqual(2.3);
    expect(mean(goals)).toBeLessThanOrEqual(3.2);
    const goalless = goals.filter((g) => g === 0).length / goals.length;
    expect(goalless).toBeGreaterThan(0.03);
    expect(goalless).toBeLessThan(0.15);
    // Home advantage, and nothing a fan would laugh at.
    expect(mean(results.map((r) => r.homeScore))).toBeGreaterThan(mean(results.map((r) => r.awayScore)));
    for (const r of results) {
      expect(Math.max(r.homeScore, r.awayScore)).toBeLessThanOrEqual(6);
      expect(r.homeScore + r.awayScore).toBeLessThanOrEqual(10);
      expect(r.homeHalfScore).toBeLessThanOrEqual(r.homeScore);
      expect(r.awayHalfScore).toBeLessThanOrEqual(r.awayScore);
    }
    expect(goals.filter((g) => g >= 7).length / goals.length).toBeLessThan(0.04);
    const draws = results.filter((r) => r.homeScore === r.awayScore).length / results.length;
    expect(draws).toBeGreaterThan(0.15);
    expect(draws).toBeLessThan(0.35);

    const goalEvents = matches.flatMap(({ events }) => events.filter((e) => ['goal', 'penalty', 'own_goal'].includes(e.type)));
    for (const e of goalEvents) {
      expect(e.minute).toBeGreaterThanOrEqual(1);
      expect(e.minute).toBeLessThanOrEqual(90);
    }
    // A little more than half the goals after the break; the last minute of each half holds its stoppage time.
    const secondHalf = goalEvents.filter((e) => periodOfMinute('football', e.minute) === 2).length / goalEvents.length;
    expect(secondHalf).toBeGreaterThan(0.5);
    expect(secondHalf).toBeLessThan(0.62);
    expect(goalEvents.filter((e) => e.minute === 90).length).toBeGreaterThan(goalEvents.filter((e) => e.minute === 89).length);
    expect(count(goalEvents, 'penalty') / goalEvents.length).toBeLessThan(0.15);
    expect(count(goalEvents, 'own_goal') / goalEvents.length).toBeLessThan(0.06);

    for (const { fixture, events } of matches) {
      const result = tally(recorded(events), 45);
      // The half-time score is the goals of the first half; the score at every event is the goals before it.
      const firstHalf = eventStats('football', events).filter((s) => s.key === 'goals' && s.period === 1);
      expect(result.homeHalfScore).toBe(firstHalf.find((s) => s.side === 'home')?.value ?? 0);
      expect(result.awayHalfScore).toBe(firstHalf.find((s) => s.side === 'away')?.value ?? 0);
      recorded(events).forEach((e, i) => {
        const before = tally(recorded(events.slice(0, i + 1)), 45);
        expect(result.scoreOf.get(e.seq)).toEqual([before.homeScore, before.awayScore]);
      });
      for (const side of ['home', 'away'] as const) {
        expect(count(events, 'red', side)).toBeLessThanOrEqual(1);
        expect(count(events, 'substitution', side)).toBeGreaterThanOrEqual(3);
        expect(count(events, 'substitution', side)).toBeLessThanOrEqual(5);
        for (const e of events.filter((x) => x.type === 'substitution' && x.side === side)) expect(e.minute).toBeGreaterThan(45);
      }
      // The statistics agree with the events: goals are shots on target, cards are fouls, possession adds up.
      const stats = planStats('football', SEED, fixture, 90);
      const value = (period: number, side: string, key: string) => stats.find((s) => s.period === period && s.side === side && s.key === key)?.value ?? 0;
      for (const period of [1, 2]) {
        expect(value(period, 'home', 'possession') + value(period, 'away', 'possession')).toBe(100);
        for (const side of ['home', 'away'] as const) {
          const inPeriod = events.filter((e) => e.side === side && periodOfMinute('football', e.minute) === period);
          expect(value(period, side, 'shots_on_target')).toBeGreaterThanOrEqual(count(inPeriod, 'goal') + count(inPeriod, 'penalty'));
          expect(value(period, side, 'shots_on_target')).toBeLessThanOrEqual(value(period, side, 'shots'));
          expect(value(period, side, 'fouls')).toBeGreaterThanOrEqual(count(inPeriod, 'yellow') + count(inPeriod, 'red'));
        }
      }
    }
    const cards = matches.map(({ events }) => count(events, 'yellow'));
    expect(mean(cards)).toBeGreaterThan(2.5);
    expect(mean(cards)).toBeLessThan(5);
    const corners = matches.map(({ events }) => count(events, 'corner'));
    expect(mean(corners)).toBeGreaterThan(7);
    expect(mean(corners)).toBeLessThan(12);
  });

  it('basketball: 1-, 2- and 3-point scores in quarters adding up to totals of about 180-240, never a draw', () => {
    const matches = seededFixtures('basketball').map((f) => ({ fixture: f, events: planMatch('basketball', SEED, f) }));
    expect(matches.length).toBeGreaterThan(200);
    const totals: number[] = [];
    let threes = 0;
    let fieldGoals = 0;
    let freeThrowPoints = 0;
    for (const { fixture, events } of matches) {
      const scoring = events.filter((e) => e.type === 'points');
      for (const e of scoring) expect([1, 2, 3]).toContain(e.points);
      for (const e of events) expect(e.minute).toBeLessThanOrEqual(48);
      const result = tally(recorded(events), 24);
      expect(result.homeScore).not.toBe(result.awayScore);
      totals.push(result.homeScore + result.awayScore);
      // The quarters add up to the total, and every quarter has points of both sides.
      const quarters = eventStats('basketball', events).filter((s) => s.key === 'points');
      for (const side of ['home', 'away'] as const) {
        const ofSide = quarters.filter((s) => s.side === side);
        expect(ofSide.map((s) => s.period).sort()).toEqual([1, 2, 3, 4]);
        expect(ofSide.reduce((sum, s) => sum + s.value, 0)).toBe(side === 'home' ? result.homeScore : result.awayScore);
        for (const s of ofSide) expect(s.value).toBeGreaterThanOrEqual(6);
      }
      threes += scoring.filter((e) => e.points === 3).length;
      fieldGoals += scoring.filter((e) => e.points >= 2).length;
      freeThrowPoints += scoring.filter((e) => e.points === 1).length;
      // Field goals, threes and free throws of the statistics are the points events.
      const stats = planStats('basketball', SEED, fixture, 48);
      const sum = (side: string, key: string) => stats.filter((s) => s.side === side && s.key === key).reduce((total, s) => total + s.value, 0);
      for (const side of ['home', 'away'] as const) {
        expect(2 * sum(side, 'field_goals') + sum(side, 'three_pointers') + sum(side, 'free_throws')).toBe(side === 'home' ? result.homeScore : result.awayScore);
        expect(sum(side, 'assists')).toBeLessThanOrEqual(sum(side, 'field_goals'));
      }
    }
    expect(mean(totals)).toBeGreaterThanOrEqual(180);
    expect(mean(totals)).toBeLessThanOrEqual(240);
    for (const total of totals) {
      expect(total).toBeGreaterThan(140);
      expect(total).toBeLessThan(300);
    }
    // About a quarter of field goals are threes; free throws are a sixth or so of the points.
    expect(threes / fieldGoals).toBeGreaterThan(0.2);
    expect(threes / fieldGoals).toBeLessThan(0.45);
    const points = totals.reduce((s, t) => s + t, 0);
    expect(freeThrowPoints / points).toBeGreaterThan(0.1);
    expect(freeThrowPoints / points).toBeLessThan(0.25);
  });

  it('the same seed gives the same matches and statistics; another seed other ones', () => {
    for (const sport of ['football', 'basketball'] as const) {
      const fixtures = seededFixtures(sport).slice(0, 40);
      const day = (seed: number) => JSON.stringify(fixtures.map((f) => [planMatch(sport, seed, f), planStats(sport, seed, f, 90)]));
      expect(day(SEED)).toBe(day(SEED));
      expect(day(SEED + 1)).not.toBe(day(SEED));
    }
  });
});
