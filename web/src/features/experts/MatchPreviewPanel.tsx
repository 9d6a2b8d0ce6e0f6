import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { currentLang } from '../../i18n/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { AnalysisCard } from './AnalysisCard';
import { type Preview, useMatchAnalyses, usePreview } from './experts-queries';
import './experts.css';

type Side = Preview['home'];

function FormLine({ side }: { side: Side }) {
  const { t } = useTranslation('experts');
  if (!side.form.length) return <p className="muted small">{t('foresight.noForm')}</p>;
  return (
    <ol className="form-line" data-testid="preview-form">
      {side.form.map((f) => (
        <li
          key={f.match_id}
          className="form-line__item"
          title={`${f.opponent_name} ${f.own_score}-${f.opponent_score}`}
        >
          <span className={`form-dot form-dot--${f.result}`}>{t(`foresight.results.${f.result}`)}</span>
          <span className="small num">
            {f.own_score}-{f.opponent_score}
          </span>
          <span className="muted small form-line__opponent">
            {t(`foresight.venue.${f.venue}`)} {f.opponent_name}
          </span>
        </li>
      ))}
    </ol>
  );
}

function SideColumn({ side, sport }: { side: Side; sport: string }) {
  const { t } = useTranslation('experts');
  const notes = side.squad;
  return (
    <div className="preview-side">
      <h4 className="preview-side__name">{side.name}</h4>
      <div className="preview-block">
        <span className="preview-block__label">
          {t('foresight.form')} · {t('foresight.formPoints', { points: side.form_points })}
        </span>
        <FormLine side={side} />
      </div>
      <div className="preview-block">
        <span className="preview-block__label">{t('foresight.table')}</span>
        <span className="small" data-testid="preview-place">
          {side.standing ? t('foresight.place', side.standing) : t('foresight.noPlace')}
        </span>
      </div>
      <div className="preview-block">
        <span className="preview-block__label">{t('foresight.squad')}</span>
        <ul className="squad-notes small">
          <li>{t('foresight.squadSize', { count: notes.size })}</li>
          {notes.top_scorer && <li>{t('foresight.topScorer', notes.top_scorer)}</li>}
          {notes.sent_off.length > 0 && (
            <li className="warn-text">{t('foresight.sentOff', { names: notes.sent_off.join(', ') })}</li>
          )}
          {notes.on_bookings.length > 0 && (
            <li>
              {t('foresight.onBookings', { names: notes.on_bookings.map((b) => `${b.name} (${b.yellow})`).join(', ') })}
            </li>
          )}
          {sport === 'football' && notes.sent_off.length === 0 && (
            <li className="muted">{t('foresight.noSquadNews')}</li>
          )}
        </ul>
      </div>
    </div>
  );
}

/** A coming match opened on /foresight: both teams' form, table places and squad notes, their meetings, the experts' analyses. */
export function MatchPreviewPanel({ matchId }: { matchId: number }) {
  const { t } = useTranslation('experts');
  const lang = currentLang();
  const preview = usePreview(matchId);
  const analyses = useMatchAnalyses(matchId);
  if (preview.isError) throw preview.error;
  if (!preview.data) return <div className="skeleton preview-skeleton" aria-busy="true" />;
  const p = preview.data;
  const h2h = p.head_to_head;
  return (
    <div className="preview" data-testid="match-preview">
      <div className="preview__sides">
        <SideColumn side={p.home} sport={p.match.sport} />
        <SideColumn side={p.away} sport={p.match.sport} />
      </div>
      <div className="preview-block">
        <span className="preview-block__label">
          {t('foresight.headToHead')}
          {h2h.list.length > 0 &&
            ` · ${p.home.name} ${t('foresight.headToHeadSummary', { home: h2h.home_wins, draws: h2h.draws, away: h2h.away_wins })}`}
        </span>
        {h2h.list.length ? (
          <ul className="meetings small" data-testid="preview-h2h">
            {h2h.list.map((m) => (
              <li key={m.match_id}>
                <span className="muted num">{formatDate(new Date(m.start_time), lang)}</span>
                <span className="meetings__teams">
                  {m.home_team_name}{' '}
                  <strong className="num">
                    {m.home_score}-{m.away_score}
                  </strong>{' '}
                  {m.away_team_name}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted small">{t('foresight.noMeetings')}</p>
        )}
      </div>
      <section className="preview-analyses">
        <h4 className="preview-block__label">{t('foresight.analyses')}</h4>
        {analyses.data?.list.length ? (
          analyses.data.list.map((a) => <AnalysisCard key={a.id} analysis={a} />)
        ) : analyses.data ? (
          <EmptyState compact icon="expert" title={t('foresight.noAnalyses')} />
        ) : null}
      </section>
    </div>
  );
}
