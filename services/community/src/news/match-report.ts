/**
 * A match report written from a finished match's result (score, half-time, goals and minutes or top
 * scorers, cards, turning points, statistics, table positions and how they moved), in zh, en and vi.
 * Plain text; paragraphs split by blank lines. The seed writes its reports with it, and the community
 * writes one when the score engine finishes a match (`news/match-reports.ts`).
 */
type Lang = 'zh' | 'en' | 'vi';
export type Names = Record<Lang, string>;

export interface MatchResult {
  matchId: number;
  sport: 'football' | 'basketball';
  competition: { names: Names };
  home: { names: Names };
  away: { names: Names };
  startTime: Date;
  score: { home: number; away: number };
  halfTime: { home: number; away: number };
  scorers: { minute: number; side: 'home' | 'away'; kind: string; player: Names | null; points: number }[];
  cards: { home: number; away: number };
  /** Table places after the match: among recent results (the seed), or in the season's table. */
  position: { home: number; away: number };
  /** The season table's places before the match: the report tells how they moved. */
  positionBefore?: { home: number; away: number };
  /** Moments that turned the match: sendings-off, equalisers, a lead changing hands. */
  turningPoints?: TurningPoint[];
  /** Whole-match statistics by key (possession, shots, shots_on_target, corners / rebounds, assists...). */
  stats?: Record<string, { home: number; away: number }>;
}

export interface TurningPoint {
  minute: number;
  side: 'home' | 'away';
  kind: 'red' | 'equaliser' | 'lead_change';
  player: Names | null;
}

export interface Written {
  title: Names;
  summary: Names;
  body: Names;
}

const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const date = (d: Date, lang: Lang) =>
  lang === 'zh'
    ? `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`
    : lang === 'vi'
      ? `ngày ${d.getUTCDate()}/${d.getUTCMonth() + 1}`
      : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

export function writeMatchReport(r: MatchResult): Written {
  const h = r.home.names;
  const a = r.away.names;
  const c = r.competition.names;
  const [hs, as] = [r.score.home, r.score.away];
  const draw = hs === as;
  const homeWon = hs > as;
  const winner = homeWon ? h : a;
  const loser = homeWon ? a : h;
  const [ws, ls] = homeWon ? [hs, as] : [as, hs];
  const score = `${hs}-${as}`;
  const half = `${r.halfTime.home}-${r.halfTime.away}`;
  const football = r.sport === 'football';

  const title: Names = draw
    ? {
        zh: `${c.zh}：${h.zh}${score}战平${a.zh}`,
        en: `${h.en} and ${a.en} draw ${score} in the ${c.en}`,
        vi: `${c.vi}: ${h.vi} hòa ${a.vi} ${score}`,
      }
    : {
        zh: `${c.zh}：${winner.zh}${ws}-${ls}击败${loser.zh}`,
        en: `${winner.en} beat ${loser.en} ${ws}-${ls} in the ${c.en}`,
        vi: `${c.vi}: ${winner.vi} thắng ${loser.vi} ${ws}-${ls}`,
      };

  const goals = r.scorers.filter((s) => s.kind !== 'points');
  const lastGoal = goals.at(-1);
  const decider =
    !draw && lastGoal && lastGoal.side === (homeWon ? 'home' : 'away') && ws - ls === 1 ? lastGoal : undefined;
  const who = (s: { player: Names | null; side: 'home' | 'away' }, lang: Lang) =>
    s.player?.[lang] ?? (s.side === 'home' ? h[lang] : a[lang]);
  const summary: Names = {
    zh: `${date(r.startTime, 'zh')}，${h.zh}主场迎战${a.zh}，${football ? '半场' : '上半场'}比分${half}，最终${score}。${decider ? `${who(decider, 'zh')}第${decider.minute}分钟的进球决定了比赛。` : ''}`,
    en: `${h.en} hosted ${a.en} on ${date(r.startTime, 'en')}: ${half} at half-time, ${score} at the end.${decider ? ` ${who(decider, 'en')}'s goal in the ${ordinal(decider.minute)} minute decided it.` : ''}`,
    vi: `N${date(r.startTime, 'vi').slice(1)}, ${h.vi} tiếp ${a.vi} trên sân nhà, tỷ số hiệp một ${half}, chung cuộc ${score}.${decider ? ` Bàn thắng phút ${decider.minute} của ${who(decider, 'vi')} đã định đoạt trận đấu.` : ''}`,
  };

  const kind = (k: string, lang: Lang) =>
    k === 'penalty'
      ? { zh: '（点球）', en: ' (penalty)', vi: ' (phạt đền)' }[lang]
      : k === 'own_goal'
        ? { zh: '（乌龙球）', en: ' (own goal)', vi: ' (phản lưới)' }[lang]
        : '';
  const team = (side: 'home' | 'away', lang: Lang) => (side === 'home' ? h[lang] : a[lang]);
  const scoringLines = (lang: Lang) =>
    football
      ? goals.map((g) => `${g.minute}' ${who(g, lang)}${kind(g.kind, lang)} · ${team(g.side, lang)}`).join('\n')
      : r.scorers
          .map(
            (s) =>
              ({
                zh: `${team(s.side, 'zh')}：${who(s, 'zh')}全场${s.points}分`,
                en: `${team(s.side, 'en')}: ${who(s, 'en')} ${s.points} points`,
                vi: `${team(s.side, 'vi')}: ${who(s, 'vi')} ghi ${s.points} điểm`,
              })[lang],
          )
          .join('\n');

  const opening: Names = draw
    ? {
        zh: `${c.zh}，${h.zh}与${a.zh}握手言和，双方最终以${score}收场。`,
        en: `Nothing separated ${h.en} and ${a.en} in the ${c.en}: the match ended ${score}.`,
        vi: `Tại ${c.vi}, ${h.vi} và ${a.vi} chia điểm với tỷ số ${score}.`,
      }
    : {
        zh: `${c.zh}，${winner.zh}以${ws}-${ls}战胜${loser.zh}${homeWon ? '，拿下主场胜利' : '，客场全取胜果'}。`,
        en: `${winner.en} beat ${loser.en} ${ws}-${ls} in the ${c.en}${homeWon ? ', a win in front of their own fans' : ', a win on the road'}.`,
        vi: `Tại ${c.vi}, ${winner.vi} đánh bại ${loser.vi} ${ws}-${ls}${homeWon ? ' ngay trên sân nhà' : ' trên sân khách'}.`,
      };
  const flow: Names = football
    ? {
        zh: `上半场结束时比分为${half}。全场比赛${h.zh}吃到${r.cards.home}张牌，${a.zh}吃到${r.cards.away}张牌。`,
        en: `It was ${half} at the break. ${h.en} picked up ${r.cards.home} card${r.cards.home === 1 ? '' : 's'}, ${a.en} ${r.cards.away}.`,
        vi: `Hết hiệp một tỷ số là ${half}. ${h.vi} nhận ${r.cards.home} thẻ, ${a.vi} nhận ${r.cards.away} thẻ.`,
      }
    : {
        zh: `上半场打完比分为${half}，下半场${homeWon ? h.zh : a.zh}在关键时刻把握住了机会。`,
        en: `It was ${half} at half-time; in the second half ${homeWon ? h.en : a.en} made the key plays when it mattered.`,
        vi: `Hết hiệp một tỷ số là ${half}; sang hiệp hai ${homeWon ? h.vi : a.vi} tận dụng tốt những thời điểm quyết định.`,
      };
  const before = r.positionBefore;
  const moved = (side: 'home' | 'away', lang: Lang) => {
    const [was, now] = [before?.[side] ?? 0, r.position[side]];
    const name = side === 'home' ? h[lang] : a[lang];
    if (!was || was === now)
      return { zh: `${name}排名第${now}`, en: `${name} stay ${ordinal(now)}`, vi: `${name} giữ vị trí thứ ${now}` }[
        lang
      ];
    return now < was
      ? {
          zh: `${name}从第${was}升至第${now}`,
          en: `${name} climb from ${ordinal(was)} to ${ordinal(now)}`,
          vi: `${name} vươn từ hạng ${was} lên hạng ${now}`,
        }[lang]
      : {
          zh: `${name}从第${was}降至第${now}`,
          en: `${name} drop from ${ordinal(was)} to ${ordinal(now)}`,
          vi: `${name} tụt từ hạng ${was} xuống hạng ${now}`,
        }[lang];
  };
  const table: Names = before
    ? {
        zh: `积分榜上，${moved('home', 'zh')}，${moved('away', 'zh')}。`,
        en: `In the table, ${moved('home', 'en')} and ${moved('away', 'en')}.`,
        vi: `Trên bảng xếp hạng, ${moved('home', 'vi')}, ${moved('away', 'vi')}.`,
      }
    : {
        zh: `赛后，${h.zh}在近期积分榜上排名第${r.position.home}，${a.zh}排名第${r.position.away}。`,
        en: `After the match ${h.en} sit ${ordinal(r.position.home)} and ${a.en} ${ordinal(r.position.away)} in the recent form table.`,
        vi: `Sau trận, ${h.vi} đứng thứ ${r.position.home} và ${a.vi} đứng thứ ${r.position.away} trên bảng phong độ gần đây.`,
      };
  const turning = (t: TurningPoint, lang: Lang) => {
    const side = team(t.side, lang);
    const actor = t.player ? t.player[lang] : side;
    if (t.kind === 'red')
      return {
        zh: `第${t.minute}分钟，${side}的${actor}被红牌罚下`,
        en: `${actor} of ${side} was sent off in the ${ordinal(t.minute)} minute`,
        vi: `Phút ${t.minute}, ${actor} bên phía ${side} nhận thẻ đỏ`,
      }[lang];
    if (t.kind === 'equaliser')
      return {
        zh: `第${t.minute}分钟，${actor}为${side}扳平比分`,
        en: `${actor} levelled it for ${side} in the ${ordinal(t.minute)} minute`,
        vi: `Phút ${t.minute}, ${actor} gỡ hòa cho ${side}`,
      }[lang];
    return {
      zh: `第${t.minute}分钟，${actor}帮助${side}反超比分`,
      en: `${actor} put ${side} ahead in the ${ordinal(t.minute)} minute`,
      vi: `Phút ${t.minute}, ${actor} giúp ${side} vượt lên dẫn trước`,
    }[lang];
  };
  const turningPoints = r.turningPoints ?? [];
  const turns: Names = {
    zh: turningPoints.length ? `比赛转折：${turningPoints.map((t) => turning(t, 'zh')).join('；')}。` : '',
    en: turningPoints.length ? `Turning points: ${turningPoints.map((t) => turning(t, 'en')).join('; ')}.` : '',
    vi: turningPoints.length ? `Bước ngoặt: ${turningPoints.map((t) => turning(t, 'vi')).join('; ')}.` : '',
  };
  const STAT_NAMES: Record<string, Names> = {
    possession: { zh: '控球率', en: 'Possession', vi: 'Kiểm soát bóng' },
    shots: { zh: '射门', en: 'Shots', vi: 'Sút bóng' },
    shots_on_target: { zh: '射正', en: 'Shots on target', vi: 'Sút trúng đích' },
    corners: { zh: '角球', en: 'Corners', vi: 'Phạt góc' },
    fouls: { zh: '犯规', en: 'Fouls', vi: 'Phạm lỗi' },
    field_goals: { zh: '投篮命中', en: 'Field goals', vi: 'Ném rổ thành công' },
    three_pointers: { zh: '三分命中', en: 'Three-pointers', vi: 'Ném ba điểm' },
    rebounds: { zh: '篮板', en: 'Rebounds', vi: 'Bắt bóng bật bảng' },
    assists: { zh: '助攻', en: 'Assists', vi: 'Kiến tạo' },
    turnovers: { zh: '失误', en: 'Turnovers', vi: 'Mất bóng' },
  };
  const statLines = (lang: Lang) =>
    Object.entries(r.stats ?? {})
      .filter(([key, v]) => STAT_NAMES[key] && v.home + v.away > 0)
      .map(
        ([key, v]) =>
          `${STAT_NAMES[key][lang]} ${v.home}${key === 'possession' ? '%' : ''} - ${v.away}${key === 'possession' ? '%' : ''}`,
      )
      .join('\n');
  const statsHeading: Names = { zh: '技术统计', en: 'Statistics', vi: 'Thống kê' };
  const heading: Names = football
    ? { zh: '进球', en: 'Goals', vi: 'Bàn thắng' }
    : { zh: '得分王', en: 'Top scorers', vi: 'Ghi điểm nhiều nhất' };
  const body = {} as Names;
  for (const lang of ['zh', 'en', 'vi'] as const) {
    const lines = scoringLines(lang);
    const stats = statLines(lang);
    body[lang] = [
      opening[lang],
      flow[lang],
      turns[lang],
      lines ? `${heading[lang]}\n${lines}` : '',
      stats ? `${statsHeading[lang]}\n${stats}` : '',
      r.position.home && r.position.away ? table[lang] : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  return { title, summary, body };
}
