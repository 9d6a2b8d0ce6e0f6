import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../i18n/format';
import { currentLang } from '../../i18n/i18n';
import { Avatar } from '../../ui/Avatar';
import { confirmDialog } from '../../ui/feedback';
import { Icon } from '../../ui/Icon';
import { loginDialog } from '../auth/login-dialog';
import { useProfile } from '../auth/use-session';
import { type Post, useDeletePost, useTogglePostLike } from './community-queries';
import { PostVideo } from './PostVideo';
import { ReportButton } from './report/ReportButton';
import './report/report-words';
import './community.css';
import { thumbnailOf } from '../../ui/thumbnail';

/**
 * One post: author, circle, text (shown as text: React escapes it, `pre-wrap` keeps its lines),
 * pictures, likes and comments. In a list the text leads to the post's page.
 */
export function PostCard({ post, linked = true, onDeleted }: { post: Post; linked?: boolean; onDeleted?: () => void }) {
  const { t } = useTranslation('community');
  const { t: words } = useTranslation('report');
  const me = useProfile();
  const like = useTogglePostLike();
  const remove = useDeletePost();
  const lang = currentLang();
  const detail = `/circle-detail?id=${post.id}`;

  const toggleLike = () => (me ? like.mutate(post.id) : loginDialog.open());
  const deletePost = async () => {
    if (
      !(await confirmDialog({ message: t('deletePost'), okText: t('delete'), cancelText: t('common:actions.cancel') }))
    )
      return;
    remove.mutate(post.id, { onSuccess: onDeleted });
  };

  return (
    <article className={`post card${post.is_hidden ? ' post--hidden' : ''}`} data-testid="post" data-post-id={post.id}>
      <header className="post__head">
        <Link to={`/persona?id=${post.uid}`} className="post__author">
          <Avatar src={post.avatar} name={post.user_nickname} size={36} />
          <span className="post__name">{post.user_nickname}</span>
        </Link>
        <span className="post__meta muted small">
          <Link to={`/circle?id=${post.circle_id}`}>{post.circle_name}</Link> ·{' '}
          <time dateTime={post.create_time}>{formatRelativeTime(new Date(post.create_time), new Date(), lang, t)}</time>
        </span>
      </header>
      {post.is_hidden === 1 && (
        <p className="hidden-note small" data-testid="post-hidden">
          <Icon name="eye" size={14} /> {words('hidden')}
        </p>
      )}
      {linked ? (
        <Link to={detail} className="post__text post__text--link" data-testid="post-text">
          {post.content}
        </Link>
      ) : (
        <p className="post__text" data-testid="post-text">
          {post.content}
        </p>
      )}
      {post.images.length > 0 && (
        <div className={`post__images post__images--${Math.min(post.images.length, 4)}`}>
          {post.images.map((src, n) => (
            <a key={`${src}-${n}`} href={src} target="_blank" rel="noreferrer" className="post__image">
              <img src={thumbnailOf(src)} alt={t('picture', { n: n + 1 })} loading="lazy" data-testid="post-image" />
            </a>
          ))}
        </div>
      )}
      {post.video && <PostVideo video={post.video} />}
      <footer className="post__actions">
        <button
          type="button"
          className={`post__action${post.is_like ? ' post__action--on' : ''}`}
          aria-pressed={post.is_like === 1}
          onClick={toggleLike}
          disabled={like.isPending}
          data-testid="post-like"
        >
          <Icon name="heart" size={16} /> {post.is_like ? t('unlike') : t('like')}{' '}
          <span className="num">{post.like_count}</span>
        </button>
        <Link to={detail} className="post__action" data-testid="post-comments">
          <Icon name="chat" size={16} /> {t('comments', { count: post.comment_count })}
        </Link>
        <ReportButton kind="post" id={post.id} ownerId={post.uid} className="post__action post__action--end" />
        {me?.id === post.uid && (
          <button
            type="button"
            className="post__action post__action--end"
            onClick={() => void deletePost()}
            disabled={remove.isPending}
            data-testid="post-delete"
          >
            {t('delete')}
          </button>
        )}
      </footer>
    </article>
  );
}
