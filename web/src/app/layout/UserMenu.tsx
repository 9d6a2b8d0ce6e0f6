import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { StoredUser } from '../../api/session';
import { signOut } from '../../features/auth/sign-out';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { Avatar } from '../../ui/Avatar';
import { useHoverPopover } from '../../ui/use-hover-popover';
import { RechargeButton } from '../../features/wallet/RechargeButton';
import { useActivityCentreUrl } from '../../features/wallet/wallet-queries';
import { SignInStrip } from './SignInStrip';

/**
 * The avatar and its panel (a Radix popover: Escape and a tap outside close it, focus moves into it
 * when opened from the keyboard or a tap and back to the avatar when it closes): profile summary,
 * check-in, tasks and links. A mouse opens it on hover, without taking the focus.
 */
export function UserMenu({ user }: { user: StoredUser }) {
  const { t } = useTranslation('layout');
  const popover = useHoverPopover();
  const lang = currentLang();
  // A link leaves the panel: it closes, not to cover the page it opens (on phones it would stay open).
  const close = () => popover.root.onOpenChange(false);
  const activityUrl = useActivityCentreUrl();
  const navigate = useNavigate();

  return (
    <div className="user-menu" {...popover.host}>
      <Popover.Root {...popover.root}>
        <Popover.Trigger
          className="user-menu__trigger"
          aria-label={user.user_nickname}
          data-testid="user-avatar"
          {...popover.trigger}
        >
          <Avatar src={user.avatar} name={user.user_nickname} size={32} />
        </Popover.Trigger>
        <Popover.Content
          className="popover-panel popover--user"
          side="bottom"
          align="end"
          sideOffset={10}
          collisionPadding={8}
          aria-label={user.user_nickname}
          {...popover.content}
          data-testid="user-panel"
        >
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
            <div
              className="level__bar"
              role="progressbar"
              aria-valuenow={user.exp_percent}
              aria-valuemin={0}
              aria-valuemax={100}
            >
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
            {/^https?:\/\//.test(activityUrl) ? (
              <a
                href={activityUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}
                data-testid="activity-centre-link"
              >
                {t('user.activityCentre')}
              </a>
            ) : (
              <Link to={activityUrl} onClick={close} data-testid="activity-centre-link">
                {t('user.activityCentre')}
              </Link>
            )}
            <Link to="/member?type=8" onClick={close}>
              {t('user.mySpace')}
            </Link>
            {/* A viewer's tab 3 is their watch history; a streamer's also holds their broadcasts. */}
            <Link to="/member?type=3" onClick={close}>
              {t(user.is_anchor === 1 ? 'user.broadcastRecord' : 'user.watchHistory')}
            </Link>
            <Link to="/member?type=10" onClick={close}>
              {t('member:tabs.wallet')}
            </Link>
            <Link to="/goods" onClick={close} data-testid="user-goods-link">
              {t('user.goods')}
            </Link>
          </div>
          <button
            type="button"
            className="btn btn--ghost btn--block"
            onClick={() => void signOut((path) => void navigate(path))}
            data-testid="logout-button"
          >
            {t('auth.logout')}
          </button>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
