import { bigMatchReason, formOf, formPoints, headToHeadOf, PlayedMatch, squadNotes } from './preview.rules';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 19));
const played = (id: number, n: number, home: number, away: number, score: [number, number]): PlayedMatch => ({
  id,
  startTime: day(n),
  homeTeamId: home,
  awayTeamId: away,
  homeScore: score[0],
  awayScore: score[1],
});

describe('match preview rules', () => {
  const results = [
    played(1, 1, 10, 20, [2, 0]),
    played(2, 3, 30, 10, [1, 1]),
    played(3, 5, 10, 40, [0, 3]),
    played(4, 7, 20, 10, [1, 2]),
    played(5, 9, 10, 50, [4, 4]),
    played(6, 11, 60, 10, [0, 1]),
    played(7, 12, 20, 30, [5, 0]),
  ];

  it('reads a team’s last five results from its own side, latest first', () => {
    const form = formOf(10, results);
    expect(form.map((f) => f.matchId)).toEqual([6, 5, 4, 3, 2]);
    expect(form.map((f) => f.result).join('')).toBe('WDWLD');
    expect(form[0]).toMatchObject({ venue: 'away', opponentId: 60, own: 1, against: 0 });
    expect(form[2]).toMatchObject({ venue: 'away', opponentId: 20, own: 2, against: 1 });
    expect(formPoints(form)).toBe(3 + 1 + 3 + 0 + 1);
  });

  it('has no form for a team without results', () => {
    expect(formOf(99, results)).toEqual([]);
    expect(formPoints([])).toBe(0);
  });

  it('counts meetings for the match’s home and away teams wherever they were played', () => {
    const h2h = headToHeadOf(20, 10, [...results, played(8, 13, 10, 20, [3, 3])]);
    expect(h2h.meetings.map((m) => m.id)).toEqual([8, 4, 1]);
    expect(h2h).toMatchObject({ homeWins: 0, draws: 1, awayWins: 2, homeGoals: 0 + 1 + 3, awayGoals: 2 + 2 + 3 });
  });

  it('keeps the latest meetings only', () => {
    const many = Array.from({ length: 9 }, (_, i) => played(100 + i, i + 1, 1, 2, [i, 0]));
    expect(headToHeadOf(1, 2, many, 6).meetings.map((m) => m.id)).toEqual([108, 107, 106, 105, 104, 103]);
  });

  it('notes the top scorer, who was sent off last time and who is one booking from a ban', () => {
    const notes = squadNotes(
      [
        { id: 1, name: 'Keeper', goals: 0, yellow: 1 },
        { id: 2, name: 'Striker', goals: 7, yellow: 5 },
        { id: 3, name: 'Winger', goals: 7, yellow: 0 },
        { id: 4, name: 'Holder', goals: 1, yellow: 6 },
      ],
      new Set([4, 99]),
    );
    expect(notes.size).toBe(4);
    expect(notes.topScorer).toEqual({ name: 'Striker', goals: 7 });
    expect(notes.sentOff).toEqual(['Holder']);
    expect(notes.onBookings).toEqual([
      { name: 'Holder', yellow: 6 },
      { name: 'Striker', yellow: 5 },
    ]);
    expect(squadNotes([{ id: 1, name: 'A', goals: 0, yellow: 0 }], new Set()).topScorer).toBeNull();
  });
});

describe('big matches (the preview articles)', () => {
  const league = (tableSize: number, homeRank: number | null, awayRank: number | null) =>
    bigMatchReason({ competitionKind: 'league', tableSize, homeRank, awayRank });

  it('takes every cup match, placed or not', () => {
    expect(bigMatchReason({ competitionKind: 'cup', tableSize: 0, homeRank: null, awayRank: null })).toBe('cup');
  });

  it("takes a league match when both teams are in the table's top half", () => {
    expect(league(20, 1, 10)).toBe('top_half');
    expect(league(20, 10, 11)).toBeNull();
    expect(league(20, 3, 18)).toBeNull();
    // An odd table's middle place is not in the top half.
    expect(league(9, 4, 2)).toBe('top_half');
    expect(league(9, 5, 1)).toBeNull();
  });

  it('needs both teams placed and a table of four or more', () => {
    expect(league(20, null, 1)).toBeNull();
    expect(league(20, 2, null)).toBeNull();
    expect(league(3, 1, 1)).toBeNull();
    expect(league(4, 1, 2)).toBe('top_half');
  });
});
