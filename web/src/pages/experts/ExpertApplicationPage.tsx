import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../features/experts/experts-words';
import { loginDialog } from '../../features/auth/login-dialog';
import { useProfile } from '../../features/auth/use-session';
import { countWords, MAX_EXPERIENCE_WORDS } from '../../features/experts/count-words';
import { type ExpertSport, useApplyExpert, useMyApplication } from '../../features/experts/experts-queries';
import { PublishForm } from '../../features/experts/PublishForm';
import { formatDate } from '../../i18n/format';
import { currentLang } from '../../i18n/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

function ApplyForm() {
  const { t } = useTranslation('experts');
  const apply = useApplyExpert();
  const [sport, setSport] = useState<ExpertSport>('football');
  const [text, setText] = useState('');
  const words = countWords(text);
  const tooLong = words > MAX_EXPERIENCE_WORDS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate({ sport, workExperience: text });
  };
  return (
    <form className="card apply-form" onSubmit={submit} data-testid="apply-form">
      <h2 className="card__title">{t('apply.title')}</h2>
      <p className="muted small">{t('apply.intro')}</p>
      <fieldset className="form__label">
        <legend>{t('apply.sport')}</legend>
        <div className="pick-choices">
          {(['football', 'basketball'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className={`chip${sport === s ? ' chip--active' : ''}`}
              aria-pressed={sport === s}
              onClick={() => setSport(s)}
            >
              {t(`sports.${s}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <label className="form__label">
        {t('apply.experience')}
        <textarea
          rows={8}
          value={text}
          placeholder={t('apply.placeholder')}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={tooLong}
          required
        />
      </label>
      <span className={`small ${tooLong ? 'warn-text' : 'muted'}`} data-testid="apply-words">
        {tooLong ? `${t('apply.words', { count: words })} · ${t('apply.tooLong')}` : t('apply.words', { count: words })}
      </span>
      <button type="submit" className="btn btn--primary" disabled={apply.isPending || tooLong}>
        {t('apply.submit')}
      </button>
    </form>
  );
}

/** /specialist-info: the signed-in user's application (form or status) and, for an expert, a new analysis. */
export default function ExpertApplicationPage() {
  const { t } = useTranslation('experts');
  const { t: tp } = useTranslation('pages');
  const me = useProfile();
  const lang = currentLang();
  const mine = useMyApplication();
  if (mine.isError) throw mine.error;
  const header = <PageHeader title={tp('specialist.info')} subtitle={tp('specialist.subtitle')} />;
  if (!me)
    return (
      <div className="page">
        {header}
        <EmptyState icon="lock" title={t('apply.login')} description={t('apply.loginText')}>
          <button type="button" className="btn btn--primary" onClick={() => loginDialog.open()}>
            {t('apply.login')}
          </button>
        </EmptyState>
      </div>
    );
  if (!mine.data)
    return (
      <div className="page">
        {header}
        <div className="skeleton" style={{ height: 320 }} aria-busy="true" />
      </div>
    );
  const { is_expert: isExpert, application } = mine.data;
  const status = isExpert ? 'approved' : application?.status;
  return (
    <div className="page">
      {header}
      {status && (
        <section className="card stack" data-testid="application-status">
          <h2 className="card__title">{t(`apply.status.${status}`)}</h2>
          <p className="muted">
            {t(`apply.statusText.${status}`, {
              date: application ? formatDate(new Date(application.create_time), lang) : '',
              reason: application?.reason || t('apply.noReason'),
            })}
          </p>
          {isExpert && (
            <Link to={`/specialist-home?id=${me.id}`} className="btn btn--outline btn--small">
              {t('apply.openHome')}
            </Link>
          )}
        </section>
      )}
      {isExpert ? (
        <PublishForm sport={(application?.sport ?? 'football') as ExpertSport} />
      ) : (
        status !== 'pending' && <ApplyForm />
      )}
    </div>
  );
}
