import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The top bar's link to the download page; the popover wraps it once its code has arrived. */
export function DownloadLink(props: Omit<ComponentProps<typeof Link>, 'to'>) {
  const { t } = useTranslation('layout');
  return (
    <Link {...props} to="/downLoad" className="topbar__icon-link" aria-label={t('download.title')}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="currentColor" d="M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 2v14h10V4H7zm5 15a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" />
      </svg>
      <span>{t('download.title')}</span>
    </Link>
  );
}
