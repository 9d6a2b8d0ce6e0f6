import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homeShare, isPercent, matchStats } from './match-stats';
import type { MatchDetail } from './use-match';

/**
 * Paired bars, home against away, of the statistics the service keeps by period: the whole match
 * or one half (football) or quarter (basketball); possession in per cent.
 */
export function StatBars({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('pages');
  const football = match.sport === 'football';
  const periods = football ? [0, 1, 2] : [0, 1, 2, 3, 4];
  const [period, setPeriod] = useState(0);
  const lines = matchStats(match.stats, period);
  return (
    <section className="stats" data-testid="stat-bars">
      <div className="chips" role="radiogroup" aria-label={t('scores.detail.period')}>
        {periods.map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={period === p}
            className={`chip${period === p ? ' chip--active' : ''}`}
            onClick={() => setPeriod(p)}
          >
            {p === 0 ? t('scores.detail.wholeMatch') : t(football ? 'scores.detail.half' : 'scores.quarter', { n: p })}
          </button>
        ))}
      </div>
      {lines.length === 0 && <p className="stats__empty">{t('scores.detail.noStats')}</p>}
      {lines.map((line) => {
        const unit = isPercent(line.key) ? '%' : '';
        return (
          <div key={line.key} className="stat-bar" data-testid={`stat-${line.key}`}>
            <span className="stat-bar__value num">{`${line.home}${unit}`}</span>
            <span className="stat-bar__label">{t(`scores.stats.${line.key}`)}</span>
            <span className="stat-bar__value num">{`${line.away}${unit}`}</span>
            <span className="stat-bar__track" aria-hidden="true">
              <span className="stat-bar__home" style={{ width: `${homeShare(line)}%` }} />
            </span>
          </div>
        );
      })}
    </section>
  );
}
