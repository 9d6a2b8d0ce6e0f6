import { BigMatchPreview } from '@arena/contracts';
import { Names, Written } from './match-report';

/**
 * A big match's preview article (decision 054), written some hours before kick-off from the scores
 * service's preview: why the match matters (a cup, or two top-half teams), both teams' form, their
 * past meetings, their table places and top scorers, in zh, en and vi. Plain text; paragraphs split
 * by blank lines, as match reports.
 */
type Lang = keyof Names;
type Side = BigMatchPreview['home'];

const LANGS: Lang[] = ['zh', 'en', 'vi'];
const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const pad = (n: number) => String(n).padStart(2, '0');
/** Kick-off as the seeded matches are scheduled: UTC. */
const kickOff = (d: Date, lang: Lang) => {
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
  if (lang === 'zh') return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${time}`;
  if (lang === 'vi') return `${time} ngày ${d.getUTCDate()}/${d.getUTCMonth() + 1}`;
  return `${d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' })}, ${time}`;
};
const RESULT_LETTERS: Record<Lang, Record<'W' | 'D' | 'L', string>> = {
  zh: { W: '胜', D: '平', L: '负' },
  en: { W: 'W', D: 'D', L: 'L' },
  vi: { W: 'T', D: 'H', L: 'B' },
};
const formLine = (side: Side, lang: Lang) =>
  side.form.map((r) => RESULT_LETTERS[lang][r]).join(lang === 'zh' ? '' : ' ');

export function writeMatchPreview(p: BigMatchPreview): Written {
  const h = p.match.home;
  const a = p.match.away;
  const c = p.match.competition;
  const at = new Date(p.match.start_time);
  const basketball = p.match.sport === 'basketball';
  const each = (write: (lang: Lang) => string): Names =>
    Object.fromEntries(LANGS.map((lang) => [lang, write(lang)])) as Names;

  const title = each((lang) =>
    lang === 'zh'
      ? `赛前前瞻：${h.zh} vs ${a.zh}（${c.zh}）`
      : lang === 'vi'
        ? `Nhận định: ${h.vi} vs ${a.vi} (${c.vi})`
        : `Preview: ${h.en} v ${a.en} (${c.en})`,
  );

  const why = each((lang) => {
    const when = kickOff(at, lang);
    if (p.why === 'cup')
      return lang === 'zh'
        ? `${c.zh}赛事：${h.zh}将于${when}迎战${a.zh}。`
        : lang === 'vi'
          ? `Trận đấu tại ${c.vi}: ${h.vi} tiếp ${a.vi} lúc ${when}.`
          : `A ${c.en} tie: ${h.en} meet ${a.en}, kick-off ${when}.`;
    const [hr, ar] = [p.home.rank ?? 0, p.away.rank ?? 0];
    return lang === 'zh'
      ? `${c.zh}上半区对决：第${hr}名${h.zh}（${p.home.points}分）将于${when}主场迎战第${ar}名${a.zh}（${p.away.points}分），两队都在${p.table_size}支球队的积分榜上半区。`
      : lang === 'vi'
        ? `Đại chiến nửa trên bảng ${c.vi}: ${h.vi} (hạng ${hr}, ${p.home.points} điểm) tiếp ${a.vi} (hạng ${ar}, ${p.away.points} điểm) lúc ${when}; cả hai đều ở nửa trên của bảng ${p.table_size} đội.`
        : `A top-half meeting in the ${c.en}: ${h.en}, ${ordinal(hr)} on ${p.home.points} points, host ${a.en}, ${ordinal(ar)} on ${p.away.points}, kick-off ${when}. Both sit in the top half of the ${p.table_size}-team table.`;
  });

  const form = each((lang) => {
    const one = (names: Names, side: Side) => {
      if (!side.form.length)
        return lang === 'zh'
          ? `${names.zh}本赛季还没有完赛记录。`
          : lang === 'vi'
            ? `${names.vi} chưa có kết quả nào.`
            : `${names.en} have no results yet.`;
      const n = side.form.length;
      return lang === 'zh'
        ? `${names.zh}近${n}场：${formLine(side, lang)}（${side.form_points}分）。`
        : lang === 'vi'
          ? `${n} trận gần nhất của ${names.vi}: ${formLine(side, lang)} (${side.form_points} điểm).`
          : `${names.en}'s last ${n}: ${formLine(side, lang)} (${side.form_points} points).`;
    };
    return `${one(h, p.home)} ${one(a, p.away)}`;
  });

  const meetings = each((lang) => {
    const m = p.head_to_head;
    if (!m.played)
      return lang === 'zh'
        ? `两队此前没有交手记录。`
        : lang === 'vi'
          ? `Hai đội chưa từng gặp nhau.`
          : `The two sides have not met before.`;
    const draws = basketball
      ? ''
      : lang === 'zh'
        ? `，${m.draws}场战平`
        : lang === 'vi'
          ? `, ${m.draws} trận hòa`
          : `, ${m.draws} drawn`;
    return lang === 'zh'
      ? `近${m.played}次交锋，${h.zh}${m.home_wins}胜，${a.zh}${m.away_wins}胜${draws}，总比分${m.home_goals}:${m.away_goals}。`
      : lang === 'vi'
        ? `Trong ${m.played} lần gặp gần nhất, ${h.vi} thắng ${m.home_wins}, ${a.vi} thắng ${m.away_wins}${draws}, tổng tỷ số ${m.home_goals}-${m.away_goals}.`
        : `In their last ${m.played} meetings ${h.en} won ${m.home_wins} and ${a.en} ${m.away_wins}${draws}, ${m.home_goals}-${m.away_goals} on aggregate.`;
  });

  const scorers = each((lang) => {
    const one = (names: Names, side: Side) => {
      const top = side.top_scorer;
      if (!top) return '';
      const unit =
        lang === 'zh'
          ? basketball
            ? '分'
            : '球'
          : lang === 'vi'
            ? basketball
              ? 'điểm'
              : 'bàn'
            : basketball
              ? 'points'
              : 'goals';
      return lang === 'zh'
        ? `${names.zh}头号得分手：${top.name.zh}（${top.goals}${unit}）。`
        : lang === 'vi'
          ? `Cây săn bàn số một của ${names.vi}: ${top.name.vi} (${top.goals} ${unit}).`
          : `${names.en}'s leading scorer: ${top.name.en} (${top.goals} ${unit}).`;
    };
    return [one(h, p.home), one(a, p.away)].filter(Boolean).join(' ');
  });

  const summary = each((lang) => `${why[lang]} ${form[lang]}`);
  const body = each((lang) => [why[lang], form[lang], meetings[lang], scorers[lang]].filter(Boolean).join('\n\n'));
  return { title, summary, body };
}
