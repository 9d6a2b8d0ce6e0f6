import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppQrCode } from '../../features/app-download/AppQrCode';
import { APP_PLATFORMS, type AppPlatform, isAppPlatform, useQrTargets } from '../../features/app-download/qr-targets';
import { install, useInstallOffer } from '../../pwa/install-prompt';
import { toast } from '../../ui/feedback';
import { PageHeader } from '../../ui/PageHeader';
import './download.css';

const STEPS = [1, 2, 3] as const;

/** Installed and opened from the home screen: the page says so instead of offering to install again. */
const standalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true);

/**
 * "Download the app": the site itself installs as an app (web manifest and service worker). The QR
 * codes lead a phone here with `?os=android|ios` (or to the site settings' targets); that phone's
 * steps come first (Chrome: menu → Install app; Safari: Share → Add to Home Screen), with an install
 * button wherever the browser offers one (`beforeinstallprompt`).
 */
export default function DownloadPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const os = params.get('os');
  const chosen: AppPlatform | null = isAppPlatform(os) ? os : null;
  const platforms = chosen ? [chosen, ...APP_PLATFORMS.filter((p) => p !== chosen)] : APP_PLATFORMS;
  const targets = useQrTargets();
  const offer = useInstallOffer();
  const [installed, setInstalled] = useState(standalone);

  const installNow = async () => {
    if (!offer) return;
    if (await install(offer)) {
      setInstalled(true);
      toast.success(t('download.installed'));
    }
  };

  return (
    <div className="page" data-testid="download-page" data-os={chosen ?? ''}>
      <PageHeader title={t('download.title')} subtitle={t('download.subtitle')} />
      {(offer || installed) && (
        <section className="card download-install" data-testid="install-offer">
          {installed ? (
            <p className="download-install__text">{t('download.alreadyInstalled')}</p>
          ) : (
            <>
              <p className="download-install__text">{t('download.installText')}</p>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => void installNow()}
                data-testid="install-button"
              >
                {t('download.installButton')}
              </button>
            </>
          )}
        </section>
      )}
      <div className={`download-grid${chosen ? ' download-grid--chosen' : ''}`}>
        {platforms.map((platform) => (
          <section
            key={platform}
            className={`card download-card${platform === chosen ? ' download-card--chosen' : ''}`}
            data-testid={`download-${platform}`}
          >
            <h2 className="card__title">{t(`download.${platform}.name`)}</h2>
            <div className="qr qr--large">
              <AppQrCode
                target={targets?.[platform] ?? null}
                label={t(`download.${platform}.qr`)}
                size={160}
                platform={platform}
              />
              <p className="muted small">{t(`download.${platform}.scan`)}</p>
            </div>
            <h3 className="download-card__guide">{t(`download.${platform}.guideTitle`)}</h3>
            <ol className="steps" data-testid={`steps-${platform}`}>
              {STEPS.map((step) => (
                <li key={step}>{t(`download.${platform}.step${step}`)}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
