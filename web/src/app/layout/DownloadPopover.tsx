import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_QR_CODES } from '../../config/site';
import { HoverPopover } from '../../ui/HoverPopover';
import { DownloadLink } from './DownloadLink';

/**
 * The app download link; hovering it shows the Android and iOS QR codes from site settings and the
 * install guides' link (the download page, where a tap or the keyboard leads, shows the same).
 */
export function DownloadPopover() {
  const { t } = useTranslation('layout');
  const codes = [
    { key: 'android', label: t('download.android'), src: APP_QR_CODES.android },
    { key: 'ios', label: t('download.ios'), src: APP_QR_CODES.ios },
  ];
  return (
    <div className="download">
      <HoverPopover
        className="popover--download"
        label={t('download.title')}
        testId="download-panel"
        triggerActs
        trigger={<DownloadLink />}
      >
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
      </HoverPopover>
    </div>
  );
}
