import { useTranslation } from 'react-i18next';
import { loginDialog } from '../auth/login-dialog';
import { useProfile } from '../auth/use-session';
import { useFollowExpert } from './experts-queries';

/** Follow or unfollow an expert; a visitor is asked to log in first. Hidden on one's own card. */
export function FollowButton({ expertId, following }: { expertId: number; following: boolean }) {
  const { t } = useTranslation('experts');
  const me = useProfile();
  const follow = useFollowExpert();
  if (me?.id === expertId) return null;
  return (
    <button
      type="button"
      className={`btn btn--small ${following ? 'btn--outline' : 'btn--primary'}`}
      data-testid="follow-expert"
      aria-pressed={following}
      disabled={follow.isPending}
      onClick={() => (me ? follow.mutate({ expertId, follow: !following }) : loginDialog.open())}
    >
      {following ? t('following') : t('follow')}
    </button>
  );
}
