import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginDialog } from '../../features/auth/login-dialog';
import { useProfile, useSession } from '../../features/auth/use-session';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { isUserId, useUserCard } from '../../features/account/user-cards/user-card-query';
import { StreamerWorks } from '../../features/video/StreamerWorks';
import { UserPosts } from '../../features/community/UserPosts';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { ReportButton } from '../../features/community/report/ReportButton';

/** A personal card (query id): the user's public profile, a button to message them, and their posts. */
export default function PersonaPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { token } = useSession();
  const me = useProfile();
  const id = Number(params.get('id'));
  const card = useUserCard(id);

  const message = () => (token ? void navigate(`/chat-chat?id=${id}`) : loginDialog.open());

  return (
    <div className="page">
      <PageHeader title={t('persona.title')} subtitle={isUserId(id) ? t('persona.id', { id }) : undefined} />
      {card.isPending && isUserId(id) && <div className="skeleton-list" />}
      {(card.isError || !isUserId(id)) && (
        <EmptyState icon="user" title={t('empty.persona.title')} description={t('empty.persona.text')} />
      )}
      {card.data && (
        <section className="card profile-card" data-testid="persona-card">
          <Avatar src={card.data.avatar} name={card.data.user_nickname} size={72} />
          <div className="profile-card__body">
            <h2 className="profile-card__name">
              {card.data.user_nickname}{' '}
              {card.data.is_expert === 1 && (
                <Link to={`/specialist-home?id=${card.data.id}`} className="expert-label" data-testid="persona-expert">
                  {t('persona.expert')}
                </Link>
              )}
            </h2>
            <p className="muted small">
              <span className="level__badge">Lv.{card.data.userlevel}</span> ·{' '}
              {t('persona.fans', { count: card.data.fans })} · {t('persona.follows', { count: card.data.follows })}
            </p>
          </div>
          {me?.id !== card.data.id && (
            <div className="profile-card__actions">
              <button type="button" className="btn btn--primary" onClick={message} data-testid="persona-message">
                <Icon name="mail" /> {t('persona.message')}
              </button>
              <ReportButton kind="user" id={card.data.id} ownerId={card.data.id} className="btn btn--ghost" />
            </div>
          )}
        </section>
      )}
      {card.data?.is_anchor === 1 && (
        <ErrorRegion name="streamerWorks">
          <StreamerWorks streamerId={card.data.id} />
        </ErrorRegion>
      )}
      {isUserId(id) && (
        <ErrorRegion name="posts">
          <UserPosts uid={id} title={t('persona.posts')} />
        </ErrorRegion>
      )}
    </div>
  );
}
