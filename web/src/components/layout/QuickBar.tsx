import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginDialog } from '../../auth/login-dialog';
import { useSession } from '../../auth/use-session';
import { Dialog } from '../../ui/Dialog';
import { SignInStrip } from './SignInStrip';

/** The right-hand quick bar: sign-in, download app, feedback, back to top (desktop). */
export function QuickBar() {
  const { t } = useTranslation('layout');
  const { token } = useSession();
  const [signing, setSigning] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 300);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <>
      <aside className="quickbar" aria-label={t('quick.label')}>
        <button type="button" className="quickbar__item" onClick={() => (token ? setSigning(true) : loginDialog.open())}>
          <span aria-hidden="true">📅</span>
          {t('quick.signIn')}
        </button>
        <Link to="/downLoad" className="quickbar__item">
          <span aria-hidden="true">📱</span>
          {t('quick.download')}
        </Link>
        <Link to="/feedback" className="quickbar__item">
          <span aria-hidden="true">✉</span>
          {t('quick.feedback')}
        </Link>
        <button
          type="button"
          className={`quickbar__item${scrolled ? '' : ' quickbar__item--dim'}`}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          data-testid="back-to-top"
        >
          <span aria-hidden="true">▲</span>
          {t('quick.top')}
        </button>
      </aside>
      {signing && (
        <Dialog title={t('quick.signInTitle')} onClose={() => setSigning(false)}>
          <SignInStrip />
        </Dialog>
      )}
    </>
  );
}
