import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CommentThread } from '../../features/community/CommentThread';
import { PostCard } from '../../features/community/PostCard';
import { usePost } from '../../features/community/community-queries';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { PageHeader } from '../../ui/PageHeader';

/** One community post (query id) with its comments and replies. */
export default function CircleDetailPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('community');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || 0;
  const post = usePost(id);
  return (
    <div className="page">
      <PageHeader title={t('circleDetail.title')} subtitle={post.data?.circle_name ?? t('circleDetail.subtitle')}>
        {post.data && (
          <Link to={`/circle?id=${post.data.circle_id}`} className="btn btn--ghost btn--small">
            {tc('backToCircle')}
          </Link>
        )}
      </PageHeader>
      {post.isPending && id > 0 ? (
        <div className="skeleton-list" aria-busy="true" />
      ) : !post.data ? (
        <EmptyState icon="chat" title={t('empty.post.title')} description={t('empty.post.text')} />
      ) : (
        <>
          <PostCard
            post={post.data}
            linked={false}
            onDeleted={() => void navigate(`/circle?id=${post.data?.circle_id ?? ''}`)}
          />
          <ErrorRegion name="comments">
            <CommentThread postId={id} />
          </ErrorRegion>
        </>
      )}
    </div>
  );
}
