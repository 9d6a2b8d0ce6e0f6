import { useTranslation } from 'react-i18next';
import { APP_QR_CODES } from '../../config/site';
import { PageHeader } from '../../ui/PageHeader';
import './download.css';

const PLATFORMS = ['android', 'ios'] as const;

/** App download with install guides; the QR codes come from site settings once they exist. */
export default function DownloadPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('download.title')} subtitle={t('download.subtitle')} />
      <div className="download-grid">
        {PLATFORMS.map((platform) => (
          <section key={platform} className="card download-card">
            <h2 className="card__title">{t(`download.${platform}.name`)}</h2>
            <div className="qr qr--large">
              {APP_QR_CODES[platform] ? (
                <img src={APP_QR_CODES[platform]} alt={t(`download.${platform}.name`)} width={160} height={160} />
              ) : (
                <div className="qr__empty">{t('download.qrPending')}</div>
              )}
            </div>
            <h3 className="download-card__guide">{t('download.guideTitle')}</h3>
            <ol className="steps">
              {[1, 2, 3].map((step) => (
                <li key={step}>{t(`download.${platform}.step${step}`)}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
