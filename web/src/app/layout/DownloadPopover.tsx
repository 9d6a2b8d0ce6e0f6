import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_QR_CODES } from '../../config/site';

/** The app download popover: Android and iOS QR codes from site settings, and the install guides. */
export function DownloadPopover() {
  const { t } = useTranslation('layout');
  const codes = [
    { key: 'android', label: t('download.android'), src: APP_QR_CODES.android },
    { key: 'ios', label: t('download.ios'), src: APP_QR_CODES.ios },
  ];
  return (
    <div className="popover-host download">
      <Link to="/downLoad" className="topbar__icon-link" aria-label={t('download.title')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 2v14h10V4H7zm5 15a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" />
        </svg>
        <span>{t('download.title')}</span>
      </Link>
      <div className="popover" role="dialog" aria-label={t('download.title')}>
        <div className="qr-pair">
          {codes.map((code) => (
            <figure key={code.key} className="qr">
              {code.src ? <img src={code.src} alt={code.label} width={112} height={112} /> : <div className="qr__empty">{t('download.qrPending')}</div>}
              <figcaption>{code.label}</figcaption>
            </figure>
          ))}
        </div>
        <Link to="/downLoad" className="popover__link">
          {t('download.guide')} ›
        </Link>
      </div>
    </div>
  );
}
