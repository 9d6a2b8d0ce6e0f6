import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchStats } from './match-stats';
import type { MatchDetail } from './use-match';

/** Paired bars, home against away, for the match or one half (football) or quarter (basketball). */
export function StatBars({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('pages');
  const football = match.sport === 'football';
  const periods = football ? [0, 1, 2] : [0, 1, 2, 3, 4];
  const [period, setPeriod] = useState(0);
  return (
    <section className="stats" data-testid="stat-bars">
      <div className="chips" role="radiogroup" aria-label={t('scores.detail.period')}>
        {periods.map((p) => (
          <button key={p} type="button" role="radio" aria-checked={period === p} className={`chip${period === p ? ' chip--active' : ''}`} onClick={() => setPeriod(p)}>
            {p === 0 ? t('scores.detail.wholeMatch') : t(football ? 'scores.detail.half' : 'scores.quarter', { n: p })}
          </button>
        ))}
      </div>
      {matchStats(match, period).map((line) => {
        const total = line.home + line.away;
        const share = total === 0 ? 50 : (line.home / total) * 100;
        return (
          <div key={line.key} className="stat-bar" data-testid={`stat-${line.key}`}>
            <span className="stat-bar__value num">{line.home}</span>
            <span className="stat-bar__label">{t(`scores.stats.${line.key}`)}</span>
            <span className="stat-bar__value num">{line.away}</span>
            <span className="stat-bar__track" aria-hidden="true">
              <span className="stat-bar__home" style={{ width: `${share}%` }} />
            </span>
          </div>
        );
      })}
    </section>
  );
}
