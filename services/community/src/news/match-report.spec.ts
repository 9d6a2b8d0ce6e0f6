import { MatchResult, writeMatchReport } from './match-report';

const names = (en: string, zh: string, vi: string) => ({ en, zh, vi });
const result: MatchResult = {
  matchId: 7,
  sport: 'football',
  competition: { names: names('Eastern Premier League', '东方超级联赛', 'Giải Ngoại hạng Phương Đông') },
  home: { names: names('Green Hill FC', '青山联', 'Đồi Xanh FC') },
  away: { names: names('White River United', '白河联', 'Sông Trắng United') },
  startTime: new Date('2026-11-26T12:00:00Z'),
  score: { home: 2, away: 1 },
  halfTime: { home: 0, away: 1 },
  scorers: [
    { minute: 30, side: 'away', kind: 'goal', player: names('Jun Wu', '吴俊', 'Ngô Tuấn'), points: 1 },
    { minute: 61, side: 'home', kind: 'penalty', player: names('Hai Li', '李海', 'Lý Hải'), points: 1 },
    { minute: 88, side: 'home', kind: 'goal', player: names('An Lin', '林安', 'Lâm An'), points: 1 },
  ],
  cards: { home: 1, away: 3 },
  position: { home: 1, away: 4 },
};

describe('a match report written from a result', () => {
  it('names the result, the decisive goal, every scorer with the minute and the table, in three languages', () => {
    const report = writeMatchReport(result);
    expect(report.title).toEqual({
      en: 'Green Hill FC beat White River United 2-1 in the Eastern Premier League',
      zh: '东方超级联赛：青山联2-1击败白河联',
      vi: 'Giải Ngoại hạng Phương Đông: Đồi Xanh FC thắng Sông Trắng United 2-1',
    });
    expect(report.summary.en).toBe(
      "Green Hill FC hosted White River United on 26 November: 0-1 at half-time, 2-1 at the end. An Lin's goal in the 88th minute decided it.",
    );
    expect(report.summary.vi.startsWith('Ngày 26/11')).toBe(true);
    expect(report.body.en.split('\n')).toEqual(
      expect.arrayContaining([
        "30' Jun Wu · White River United",
        "61' Hai Li (penalty) · Green Hill FC",
        "88' An Lin · Green Hill FC",
      ]),
    );
    expect(report.body.zh).toContain('赛后，青山联在近期积分榜上排名第1，白河联排名第4。');
    expect(report.body.en).toContain('Green Hill FC sit 1st and White River United 4th');
  });

  it('calls a level score a draw', () => {
    const report = writeMatchReport({ ...result, score: { home: 1, away: 1 }, scorers: result.scorers.slice(0, 2) });
    expect(report.title.en).toBe('Green Hill FC and White River United draw 1-1 in the Eastern Premier League');
    expect(report.title.zh).toBe('东方超级联赛：青山联1-1战平白河联');
  });
});
