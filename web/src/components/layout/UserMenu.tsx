import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredUser } from '../../api/session';
import { signOut } from '../../auth/sign-out';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { Avatar } from '../../ui/Avatar';
import { RechargeButton } from '../wallet/RechargeButton';
import { SignInStrip } from './SignInStrip';

/** The avatar and its hover panel (tap on touch screens): profile summary, sign-in, tasks and links. */
export function UserMenu({ user }: { user: StoredUser }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const lang = currentLang();
  const host = useRef<HTMLDivElement>(null);

  // Touch screens have no hover: a tap opens the panel and a tap elsewhere closes it.
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: PointerEvent) => {
      if (!host.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    return () => document.removeEventListener('pointerdown', onOutside);
  }, [open]);

  return (
    <div
      ref={host}
      className={`popover-host user-menu${open ? ' popover-host--open' : ''}`} onPointerEnter={(e) => e.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setOpen(false)}>
      <button type="button" className="user-menu__trigger" aria-label={user.user_nickname} aria-expanded={open} onClick={() => setOpen(true)} data-testid="user-avatar">
        <Avatar src={user.avatar} name={user.user_nickname} size={32} />
      </button>
      {open && (
        <div className="popover popover--user" data-testid="user-panel">
          <div className="user-card">
            <Avatar src={user.avatar} name={user.user_nickname} size={48} />
            <div className="user-card__body">
              <div className="user-card__name" data-testid="user-nickname">
                {user.user_nickname}
              </div>
              <div className="muted small">{t('user.daysJoined', { count: Number(user.create_time_str) })}</div>
            </div>
          </div>
          <div className="level">
            <span className="level__badge">Lv.{user.userlevel}</span>
            <div className="level__bar" role="progressbar" aria-valuenow={user.exp_percent} aria-valuemin={0} aria-valuemax={100}>
              <span style={{ width: `${Math.min(100, Math.max(0, user.exp_percent))}%` }} />
            </div>
            <span className="muted small">Lv.{user.userlevel + 1}</span>
          </div>
          <div className="user-card__gold">
            <span>{t('user.gold')}</span>
            <strong className="num" data-testid="user-gold">
              {formatNumber(user.gold, lang)}
            </strong>
            <RechargeButton className="btn btn--primary btn--small" testId="panel-recharge" />
          </div>
          <SignInStrip />
          <div className="user-links">
            <Link to="/member?type=0">{t('user.activityCentre')}</Link>
            <Link to="/member?type=8">{t('user.mySpace')}</Link>
            {/* A viewer's tab 3 is their watch history; a streamer's also holds their broadcasts. */}
            <Link to="/member?type=3">{t(user.is_anchor === 1 ? 'user.broadcastRecord' : 'user.watchHistory')}</Link>
            <Link to="/member?type=10">{t('member:tabs.wallet')}</Link>
          </div>
          <button type="button" className="btn btn--ghost btn--block" onClick={() => void signOut()} data-testid="logout-button">
            {t('auth.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
