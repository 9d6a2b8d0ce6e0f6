import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginDialog } from '../../features/auth/login-dialog';
import { useSession } from '../../features/auth/use-session';
import { Icon } from '../../ui/Icon';

const SignInDialog = lazy(() => import('./SignInDialog'));

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
        <button
          type="button"
          className="quickbar__item"
          onClick={() => (token ? setSigning(true) : loginDialog.open())}
        >
          <Icon name="calendar" size={20} />
          {t('quick.signIn')}
        </button>
        <Link to="/downLoad" className="quickbar__item">
          <Icon name="phone" size={20} />
          {t('quick.download')}
        </Link>
        <Link to="/feedback" className="quickbar__item">
          <Icon name="mail" size={20} />
          {t('quick.feedback')}
        </Link>
        <button
          type="button"
          className={`quickbar__item${scrolled ? '' : ' quickbar__item--dim'}`}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          data-testid="back-to-top"
        >
          <Icon name="up" size={20} />
          {t('quick.top')}
        </button>
      </aside>
      {signing && (
        <Suspense fallback={null}>
          <SignInDialog onClose={() => setSigning(false)} />
        </Suspense>
      )}
    </>
  );
}
