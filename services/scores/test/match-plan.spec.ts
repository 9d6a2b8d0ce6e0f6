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
const count = (events: PlannedEvent[], type: string, side?: string) =>
  events.filter((e) => e.type === type && (!side || e.side === side)).length;

describe("the built-in provider's matches follow real distributions (a seeded fortnight of fixtures)", () => {
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
    const wrong: string[] = [];
    const check = (ok: boolean, what: string) => void (ok || wrong.push(what));
    results.forEach((r, i) => {
      const result = `match ${matches[i].fixture.id}: ${r.homeScore}-${r.awayScore} (${r.homeHalfScore}-${r.awayHalfScore})`;
      check(Math.max(r.homeScore, r.awayScore) <= 6, result);
      check(r.homeHalfScore <= r.homeScore && r.awayHalfScore <= r.awayScore, `${result}: half time past full time`);
    });
    expect(goals.filter((g) => g >= 7).length / goals.length).toBeLessThan(0.04);
    const draws = results.filter((r) => r.homeScore === r.awayScore).length / results.length;
    expect(draws).toBeGreaterThan(0.15);
    expect(draws).toBeLessThan(0.35);

    const goalEvents = matches.flatMap(({ events }) =>
      events.filter((e) => ['goal', 'penalty', 'own_goal'].includes(e.type)),
    );
    for (const e of goalEvents) check(e.minute >= 1 && e.minute <= 90, `a goal at ${e.minute}'`);
    // A little more than half the goals after the break; the last minute of each half holds its stoppage time.
    const secondHalf = goalEvents.filter((e) => periodOfMinute('football', e.minute) === 2).length / goalEvents.length;
    expect(secondHalf).toBeGreaterThan(0.5);
    expect(secondHalf).toBeLessThan(0.62);
    expect(goalEvents.filter((e) => e.minute === 90).length).toBeGreaterThan(
      goalEvents.filter((e) => e.minute === 89).length,
    );
    expect(count(goalEvents, 'penalty') / goalEvents.length).toBeLessThan(0.15);
    expect(count(goalEvents, 'own_goal') / goalEvents.length).toBeLessThan(0.06);

    for (const { fixture, events } of matches) {
      const result = tally(recorded(events), 45);
      const name = `match ${fixture.id}`;
      // The half-time score is the goals of the first half; the score at every event is the goals before it.
      const firstHalf = eventStats('football', events).filter((s) => s.key === 'goals' && s.period === 1);
      check(
        result.homeHalfScore === (firstHalf.find((s) => s.side === 'home')?.value ?? 0),
        `${name}: home half-time score`,
      );
      check(
        result.awayHalfScore === (firstHalf.find((s) => s.side === 'away')?.value ?? 0),
        `${name}: away half-time score`,
      );
      const running = [0, 0];
      recorded(events).forEach((e) => {
        if (['goal', 'penalty', 'own_goal'].includes(e.type))
          running[(e.side === 'home') !== (e.type === 'own_goal') ? 0 : 1]++;
        check(result.scoreOf.get(e.seq)?.join('-') === running.join('-'), `${name}: score at ${e.minute}'`);
      });
      for (const side of ['home', 'away'] as const) {
        const subs = events.filter((x) => x.type === 'substitution' && x.side === side);
        check(count(events, 'red', side) <= 1, `${name}: two reds`);
        check(subs.length >= 3 && subs.length <= 5 && subs.every((e) => e.minute > 45), `${name}: substitutions`);
      }
      // The statistics agree with the events: goals are shots on target, cards are fouls, possession adds up.
      const stats = planStats('football', SEED, fixture, 90);
      const value = (period: number, side: string, key: string) =>
        stats.find((s) => s.period === period && s.side === side && s.key === key)?.value ?? 0;
      for (const period of [1, 2]) {
        check(value(period, 'home', 'possession') + value(period, 'away', 'possession') === 100, `${name}: possession`);
        for (const side of ['home', 'away'] as const) {
          const inPeriod = events.filter((e) => e.side === side && periodOfMinute('football', e.minute) === period);
          check(
            value(period, side, 'shots_on_target') >= count(inPeriod, 'goal') + count(inPeriod, 'penalty'),
            `${name}: goals past shots on target`,
          );
          check(
            value(period, side, 'shots_on_target') <= value(period, side, 'shots'),
            `${name}: shots on target past shots`,
          );
          check(
            value(period, side, 'fouls') >= count(inPeriod, 'yellow') + count(inPeriod, 'red'),
            `${name}: cards past fouls`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
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
    const wrong: string[] = [];
    const check = (ok: boolean, what: string) => void (ok || wrong.push(what));
    for (const { fixture, events } of matches) {
      const name = `match ${fixture.id}`;
      const scoring = events.filter((e) => e.type === 'points');
      check(
        scoring.every((e) => [1, 2, 3].includes(e.points)),
        `${name}: a score worth ${scoring.map((e) => e.points).find((p) => ![1, 2, 3].includes(p))}`,
      );
      check(
        events.every((e) => e.minute >= 0 && e.minute <= 48),
        `${name}: past 48'`,
      );
      const result = tally(recorded(events), 24);
      check(result.homeScore !== result.awayScore, `${name}: a draw`);
      const total = result.homeScore + result.awayScore;
      check(total > 140 && total < 300, `${name}: ${result.homeScore}-${result.awayScore}`);
      totals.push(total);
      // The quarters add up to the total, and every quarter has points of both sides.
      const quarters = eventStats('basketball', events).filter((s) => s.key === 'points');
      const stats = planStats('basketball', SEED, fixture, 48);
      const sum = (side: string, key: string) =>
        stats.filter((s) => s.side === side && s.key === key).reduce((all, s) => all + s.value, 0);
      for (const side of ['home', 'away'] as const) {
        const score = side === 'home' ? result.homeScore : result.awayScore;
        const ofSide = quarters.filter((s) => s.side === side);
        check(
          ofSide
            .map((s) => s.period)
            .sort()
            .join() === '1,2,3,4' && ofSide.every((s) => s.value >= 6),
          `${name}: a quarter without points`,
        );
        check(ofSide.reduce((all, s) => all + s.value, 0) === score, `${name}: quarters past the total`);
        // Field goals, threes and free throws of the statistics are the points events.
        check(
          2 * sum(side, 'field_goals') + sum(side, 'three_pointers') + sum(side, 'free_throws') === score,
          `${name}: shooting statistics`,
        );
        check(sum(side, 'assists') <= sum(side, 'field_goals'), `${name}: assists past field goals`);
      }
      threes += scoring.filter((e) => e.points === 3).length;
      fieldGoals += scoring.filter((e) => e.points >= 2).length;
      freeThrowPoints += scoring.filter((e) => e.points === 1).length;
    }
    expect(wrong).toEqual([]);
    expect(mean(totals)).toBeGreaterThanOrEqual(180);
    expect(mean(totals)).toBeLessThanOrEqual(240);
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
      const day = (seed: number) =>
        JSON.stringify(fixtures.map((f) => [planMatch(sport, seed, f), planStats(sport, seed, f, 90)]));
      expect(day(SEED)).toBe(day(SEED));
      expect(day(SEED + 1)).not.toBe(day(SEED));
    }
  });
});
