import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CircleList } from '../../features/community/CircleList';
import { Composer } from '../../features/community/Composer';
import { PostCard } from '../../features/community/PostCard';
import { type Circle, useCircles, useFeed, useJoinCircle } from '../../features/community/community-queries';
import { loginDialog } from '../../features/auth/login-dialog';
import { useSession } from '../../features/auth/use-session';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import '../../features/community/community.css';

/** The community: circles (query id: one circle), its feed newest or hottest first, and publishing a post. */
export default function CirclePage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const circleId = Number(params.get('id')) || 0;
  const circles = useCircles();
  const list = circles.data?.list ?? [];
  const circle = list.find((c) => c.id === circleId);
  return (
    <div className="page">
      <PageHeader title={t('circle.title')} subtitle={t('circle.subtitle')} />
      <div className="circle-layout">
        <ErrorRegion name="circles">
          {circles.isPending ? (
            <div className="skeleton-list" aria-busy="true" />
          ) : (
            <CircleList circles={list} activeId={circleId} />
          )}
        </ErrorRegion>
        <div>
          {circle && <CircleHead circle={circle} />}
          <Composer circles={list} circleId={circleId} />
          <ErrorRegion name="feed">
            <Feed key={circleId} circleId={circleId} />
          </ErrorRegion>
        </div>
      </div>
    </div>
  );
}

function CircleHead({ circle }: { circle: Circle }) {
  const { t } = useTranslation('community');
  const { token } = useSession();
  const join = useJoinCircle();
  const toggle = () => (token ? join.mutate({ circleId: circle.id, join: !circle.is_joined }) : loginDialog.open());
  return (
    <section className="circle-head card" data-testid="circle-head">
      <img className="circle-head__icon" src={circle.icon} alt="" width={52} height={52} />
      <div className="circle-head__body">
        <h2 className="circle-head__name">{circle.name}</h2>
        <p className="muted small">
          {circle.intro} · {t('members', { count: circle.member_count })} ·{' '}
          {t('postsCount', { count: circle.post_count })}
        </p>
      </div>
      <button
        type="button"
        className={`btn ${circle.is_joined ? 'btn--ghost' : 'btn--primary'} btn--small`}
        onClick={toggle}
        disabled={join.isPending}
        aria-pressed={circle.is_joined === 1}
        data-testid="circle-join"
      >
        {circle.is_joined ? t('joined') : t('join')}
      </button>
    </section>
  );
}

function Feed({ circleId }: { circleId: number }) {
  const { t } = useTranslation('community');
  const [order, setOrder] = useState<'new' | 'hot'>('new');
  const [page, setPage] = useState(1);
  const feed = useFeed(circleId, order, page);
  return (
    <>
      <div className="feed-tools">
        <div className="segmented" role="group">
          {(['new', 'hot'] as const).map((key) => (
            <button
              key={key}
              type="button"
              className={order === key ? 'active' : ''}
              aria-pressed={order === key}
              onClick={() => {
                setOrder(key);
                setPage(1);
              }}
              data-testid={`feed-${key}`}
            >
              {t(`order.${key}`)}
            </button>
          ))}
        </div>
      </div>
      {feed.isPending ? (
        <div className="skeleton-list" aria-busy="true" />
      ) : !feed.data?.list.length ? (
        <EmptyState icon="chat" title={t('noPosts')} description={t('noPostsText')} />
      ) : (
        <div className="feed" data-testid="feed">
          {feed.data.list.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
      {feed.data && <Pager page={page} total={feed.data.total} limit={feed.data.limit} onChange={setPage} />}
    </>
  );
}
