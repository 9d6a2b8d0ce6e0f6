import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../ui/Tabs';
import '../download/download.css';

const DOCS = ['userAgreement', 'privacy', 'streamerAgreement', 'rechargeAgreement'] as const;
const PARAGRAPHS = [1, 2, 3, 4];

/** The agreements, by query tabI 0-3: user agreement, privacy policy, streamer and recharge agreements. */
export default function AboutUserPage() {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('tabI') ?? 0);
  const index = Number.isInteger(requested) && requested >= 0 && requested < DOCS.length ? requested : 0;
  const doc = DOCS[index];
  return (
    <div className="page">
      <Tabs<number>
        items={DOCS.map((key, i) => ({ key: i, label: t(`about.${key}.title`) }))}
        active={index}
        onChange={(i) => setParams({ tabI: String(i) })}
      >
        <article className="card prose">
          <h1>{t(`about.${doc}.title`)}</h1>
          {PARAGRAPHS.map((n) => (
            <p key={n}>{t(`about.${doc}.p${n}`)}</p>
          ))}
        </article>
      </Tabs>
    </div>
  );
}
