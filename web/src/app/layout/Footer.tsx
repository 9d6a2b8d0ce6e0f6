import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COPYRIGHT_YEARS, siteName } from '../../config/site';
import { currentLang } from '../../i18n/i18n';

/** Customer service asks the API and opens the private-message panel: fetched after the first render. */
const SupportButton = lazy(() =>
  import('../../features/community/support/SupportButton').then((module) => ({ default: module.SupportButton })),
);

export function Footer() {
  const { t } = useTranslation('layout');
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav className="footer__links" aria-label={t('footer.agreements')}>
          <Link to="/about-user?tabI=0">{t('footer.userAgreement')}</Link>
          <Link to="/about-user?tabI=1">{t('footer.privacy')}</Link>
          <Link to="/about-user?tabI=2">{t('footer.streamerAgreement')}</Link>
          <Link to="/about-user?tabI=3">{t('footer.rechargeAgreement')}</Link>
          <Link to="/feedback">{t('footer.feedback')}</Link>
          <Link to="/downLoad">{t('footer.download')}</Link>
          <Suspense fallback={null}>
            <SupportButton className="footer__support" />
          </Suspense>
        </nav>
        <p className="footer__statement">{t('footer.statement')}</p>
        <p className="footer__copy">
          © {COPYRIGHT_YEARS} {siteName(currentLang())}
        </p>
      </div>
    </footer>
  );
}
