import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { PostCard } from './PostCard';
import { useUserPosts } from './community-queries';

/** A user's posts, newest first (anchor_dynamics/userPostList): the persona page. */
export function UserPosts({ uid, title }: { uid: number; title: string }) {
  const { t } = useTranslation('pages');
  const [page, setPage] = useState(1);
  const posts = useUserPosts(uid, page);
  return (
    <section className="section" data-testid="user-posts">
      <h2 className="section__title">{title}</h2>
      {posts.isPending ? (
        <div className="skeleton-list" aria-busy="true" />
      ) : !posts.data?.list.length ? (
        <EmptyState icon="folder" title={t('empty.posts.title')} description={t('empty.posts.text')} compact />
      ) : (
        <div className="feed">
          {posts.data.list.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
      {posts.data && <Pager page={page} total={posts.data.total} limit={posts.data.limit} onChange={setPage} />}
    </section>
  );
}
