import { useTranslation } from 'react-i18next';
import { FollowList } from '../follows/FollowList';
import { useProfile } from '../../auth/use-session';
import { currentLang } from '../../../i18n/i18n';
import { formatNumber } from '../../../i18n/format';
import { Avatar } from '../../../ui/Avatar';
import { EditProfile } from './EditProfile';
import { PasswordForm } from './PasswordForm';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { VerificationForm } from './VerificationForm';

export function ProfileTab() {
  const { t } = useTranslation('member');
  const user = useProfile();
  const lang = currentLang();
  if (!user) return <div className="skeleton-list" />;
  return (
    <div className="stack">
      <section className="card profile-card">
        <Avatar src={user.avatar} name={user.user_nickname} size={72} />
        <div className="profile-card__body">
          <h1 className="profile-card__name" data-testid="profile-nickname">
            {user.user_nickname}
          </h1>
          <p className="muted small">
            ID {user.id} · {t('profile.daysJoined', { count: Number(user.create_time_str) })}
          </p>
          <div className="level level--wide">
            <span className="level__badge">Lv.{user.userlevel}</span>
            <div className="level__bar">
              <span style={{ width: `${Math.min(100, Math.max(0, user.exp_percent))}%` }} />
            </div>
            <span className="muted small num">{user.exp_percent}%</span>
          </div>
        </div>
        <dl className="profile-card__stats">
          <div>
            <dt>{t('profile.gold')}</dt>
            <dd className="num">{formatNumber(user.gold, lang)}</dd>
          </div>
          <div>
            <dt>{t('profile.balance')}</dt>
            <dd className="num">{formatNumber(user.balances, lang)}</dd>
          </div>
          <div>
            <dt>{t('profile.inviteCode')}</dt>
            <dd className="num">{user.invite_code}</dd>
          </div>
        </dl>
      </section>
      <EditProfile user={user} />
      <div className="grid-2">
        <PasswordForm />
        <PaymentPasswordForm />
      </div>
      <VerificationForm />
      <section className="card">
        <h2 className="card__title">{t('profile.follows')}</h2>
        <FollowList />
      </section>
    </div>
  );
}
