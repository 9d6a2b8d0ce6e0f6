import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppQrCode } from '../../features/app-download/AppQrCode';
import { APP_PLATFORMS, useQrTargets } from '../../features/app-download/qr-targets';
import { useHoverPopover } from '../../ui/use-hover-popover';
import { PhoneIcon } from './DownloadLink';

/**
 * The app download popover (a Radix popover, like the avatar's panel: a mouse opens it on hover; a
 * click, a tap or the keyboard opens it with the focus inside; Escape and a click outside close it):
 * Android and iOS QR codes (to the install guide of that phone, or the site settings' targets), the
 * install guides and the follow link (the streamers one follows, what the installed app opens to).
 */
export default function DownloadPopover() {
  const { t } = useTranslation('layout');
  const popover = useHoverPopover();
  const targets = useQrTargets();
  const close = () => popover.root.onOpenChange(false);
  return (
    <div className="download" {...popover.host}>
      <Popover.Root {...popover.root}>
        <Popover.Trigger
          className="topbar__icon-link"
          aria-label={t('download.title')}
          {...popover.trigger}
          data-testid="download-trigger"
        >
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
          <p className="popover__lead">{t('download.lead')}</p>
          <div className="qr-pair">
            {APP_PLATFORMS.map((platform) => (
              <figure key={platform} className="qr">
                <AppQrCode
                  target={targets?.[platform] ?? null}
                  label={t(`download.${platform}`)}
                  size={112}
                  platform={platform}
                />
                <figcaption>{t(`download.${platform}`)}</figcaption>
              </figure>
            ))}
          </div>
          <div className="popover__links">
            <Link to="/downLoad" className="popover__link" onClick={close}>
              {t('download.guide')} ›
            </Link>
            <Link to="/attention" className="popover__link" onClick={close} data-testid="download-follow">
              {t('download.follow')} ›
            </Link>
          </div>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
