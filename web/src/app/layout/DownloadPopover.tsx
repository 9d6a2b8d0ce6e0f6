import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_QR_CODES } from '../../config/site';
import { useHoverPopover } from '../../ui/use-hover-popover';
import { PhoneIcon } from './DownloadLink';

/**
 * The app download popover (a Radix popover, like the avatar's panel: a mouse opens it on hover; a
 * click, a tap or the keyboard opens it with the focus inside; Escape and a click outside close it):
 * Android and iOS QR codes from site settings, and the install guides.
 */
export default function DownloadPopover() {
  const { t } = useTranslation('layout');
  const popover = useHoverPopover();
  const codes = [
    { key: 'android', label: t('download.android'), src: APP_QR_CODES.android },
    { key: 'ios', label: t('download.ios'), src: APP_QR_CODES.ios },
  ];
  return (
    <div className="download" {...popover.host}>
      <Popover.Root {...popover.root}>
        <Popover.Trigger className="topbar__icon-link" aria-label={t('download.title')} {...popover.trigger} data-testid="download-trigger">
          <PhoneIcon />
          <span>{t('download.title')}</span>
        </Popover.Trigger>
        <Popover.Content
          className="popover-panel popover--download"
          side="bottom"
          align="end"
          sideOffset={10}
          collisionPadding={8}
          aria-label={t('download.title')}
          {...popover.content}
          data-testid="download-panel"
        >
          <div className="qr-pair">
            {codes.map((code) => (
              <figure key={code.key} className="qr">
                {code.src ? <img src={code.src} alt={code.label} width={112} height={112} /> : <div className="qr__empty">{t('download.qrPending')}</div>}
                <figcaption>{code.label}</figcaption>
              </figure>
            ))}
          </div>
          <Link to="/downLoad" className="popover__link" onClick={() => popover.root.onOpenChange(false)}>
            {t('download.guide')} ›
          </Link>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
