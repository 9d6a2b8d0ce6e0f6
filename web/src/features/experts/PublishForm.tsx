import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatClock, formatDate } from '../../i18n/format';
import { currentLang } from '../../i18n/i18n';
import { type ExpertSport, useComingMatches, usePublishAnalysis } from './experts-queries';

const PICKS = ['home', 'draw', 'away'] as const;

/** An expert's analysis of a coming match of their sport: title, pick, confidence, reasoning. */
export function PublishForm({ sport }: { sport: ExpertSport }) {
  const { t } = useTranslation('experts');
  const lang = currentLang();
  const navigate = useNavigate();
  const matches = useComingMatches(sport);
  const publish = usePublishAnalysis();
  const [matchId, setMatchId] = useState(0);
  const [title, setTitle] = useState('');
  const [pick, setPick] = useState<(typeof PICKS)[number]>('home');
  const [confidence, setConfidence] = useState(3);
  const [content, setContent] = useState('');
  const picks = sport === 'basketball' ? PICKS.filter((p) => p !== 'draw') : PICKS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate(
      { matchId, title, pick, confidence, content },
      {
        onSuccess: (analysis) => {
          void navigate(`/specialist-detail?id=${analysis.id}`);
        },
      },
    );
  };
  const list = matches.data?.list ?? [];
  return (
    <form className="card publish-form" onSubmit={submit} data-testid="publish-form">
      <h2 className="card__title">{t('publish.title')}</h2>
      <p className="muted small">{t('publish.intro')}</p>
      <label className="form__label">
        {t('publish.match')}
        <select value={matchId} onChange={(e) => setMatchId(Number(e.target.value))} required>
          <option value={0} disabled>
            {list.length ? t('publish.chooseMatch') : t('publish.noMatches')}
          </option>
          {list.map((m) => (
            <option key={m.match_id} value={m.match_id}>
              {formatDate(new Date(m.start_time), lang)} {formatClock(new Date(m.start_time), lang)} ·{' '}
              {m.home_team_name} vs {m.away_team_name}
            </option>
          ))}
        </select>
      </label>
      <label className="form__label">
        {t('publish.headline')}
        <input value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} required />
      </label>
      <fieldset className="form__label">
        <legend>{t('publish.pick')}</legend>
        <div className="pick-choices">
          {picks.map((p) => (
            <button
              key={p}
              type="button"
              className={`chip${pick === p ? ' chip--active' : ''}`}
              aria-pressed={pick === p}
              onClick={() => setPick(p)}
            >
              {t(`picks.${p}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <label className="form__label">
        {t('confidence')} · {confidence}/5
        <input
          type="range"
          min={1}
          max={5}
          value={confidence}
          onChange={(e) => setConfidence(Number(e.target.value))}
        />
      </label>
      <label className="form__label">
        {t('publish.content')}
        <textarea
          rows={6}
          maxLength={3000}
          value={content}
          placeholder={t('publish.contentPlaceholder')}
          onChange={(e) => setContent(e.target.value)}
          required
        />
      </label>
      <button type="submit" className="btn btn--primary" disabled={publish.isPending || matchId === 0}>
        {t('publish.submit')}
      </button>
    </form>
  );
}
