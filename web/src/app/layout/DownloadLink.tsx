import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 2v14h10V4H7zm5 15a1 1 0 1 0 0 2 1 1 0 0 0 0-2z"
      />
    </svg>
  );
}

/** What the top bar shows until the popover's chunk is there: the same label, as a link to the download page. */
export function DownloadLink() {
  const { t } = useTranslation('layout');
  return (
    <div className="download">
      <Link to="/downLoad" className="topbar__icon-link" aria-label={t('download.title')}>
        <PhoneIcon />
        <span>{t('download.title')}</span>
      </Link>
    </div>
  );
}
