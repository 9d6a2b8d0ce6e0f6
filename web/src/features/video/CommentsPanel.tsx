import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api';
import type { DataOf } from '../../api/typed';
import { currentLang } from '../../i18n/i18n';
import { formatRelativeTime } from '../../i18n/format';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { loginDialog } from '../auth/login-dialog';
import { useSession } from '../auth/use-session';
import { videoKeys } from './video-keys';

type Comment = DataOf<'/api/Video/commentList', 'post'>['list'][number]['reply_list'][number];
const LIMIT = 10;
const MAX_LENGTH = 200;

/** A video's comments, newest first, with replies; posting, replying and liking need a login. */
export function CommentsPanel({ videoId, count }: { videoId: number; count: number }) {
  const { t } = useTranslation('video');
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<{ id: number; name: string }>();
  const threads = useInfiniteQuery({
    queryKey: [...videoKeys.comments(videoId), Boolean(token)],
    queryFn: ({ pageParam }) =>
      api.post('/api/Video/commentList', { video_id: videoId, page: pageParam, limit: LIMIT }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
  const send = useMutation({
    mutationFn: () =>
      api.post('/api/Video_user/comment', { video_id: videoId, content: text, comment_id: replyTo?.id }),
    onSuccess: () => {
      setText('');
      setReplyTo(undefined);
      void queryClient.invalidateQueries({ queryKey: videoKeys.video(videoId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) send.mutate();
  };
  const list = threads.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="section video-comments" data-testid="video-comments">
      <h2 className="section__title">{t('comments.title', { n: count })}</h2>
      {token ? (
        <form className="comment-form" onSubmit={submit}>
          {replyTo && (
            <span className="comment-form__reply">
              {t('comments.replyTo', { name: replyTo.name })}
              <button type="button" className="link-button" onClick={() => setReplyTo(undefined)}>
                {t('comments.cancel')}
              </button>
            </span>
          )}
          <textarea
            className="input comment-form__text"
            value={text}
            maxLength={MAX_LENGTH}
            rows={2}
            placeholder={t('comments.placeholder')}
            aria-label={t('comments.placeholder')}
            onChange={(event) => setText(event.target.value)}
            data-testid="comment-input"
          />
          <span className="comment-form__foot">
            <span className="muted small">
              {text.length}/{MAX_LENGTH}
            </span>
            <button
              type="submit"
              className="btn btn--primary"
              disabled={!text.trim() || send.isPending}
              data-testid="comment-send"
            >
              {t('comments.send')}
            </button>
          </span>
        </form>
      ) : (
        <div className="comment-login">
          <span className="muted">{t('comments.loginToComment')}</span>
          <button type="button" className="btn btn--primary" onClick={() => loginDialog.open()}>
            {t('comments.login')}
          </button>
        </div>
      )}
      {threads.isError ? (
        <EmptyState icon="warning" title={t('comments.failed')} compact />
      ) : threads.isPending ? (
        <div className="skeleton-list" />
      ) : list.length === 0 ? (
        <EmptyState icon="chat" title={t('comments.empty')} description={t('comments.emptyText')} compact />
      ) : (
        <ul className="comment-list">
          {list.map((thread) => (
            <li key={thread.id} className="comment-thread">
              <CommentRow videoId={videoId} comment={thread} onReply={setReplyTo} />
              <Replies videoId={videoId} thread={thread} onReply={setReplyTo} />
            </li>
          ))}
        </ul>
      )}
      {threads.hasNextPage && (
        <button
          type="button"
          className="btn btn--ghost"
          disabled={threads.isFetchingNextPage}
          onClick={() => void threads.fetchNextPage()}
        >
          {t('comments.more')}
        </button>
      )}
    </section>
  );
}

/** The first replies came with the comment; the rest load on demand (Video/commentOneList). */
function Replies({
  videoId,
  thread,
  onReply,
}: {
  videoId: number;
  thread: Comment & { reply_list: Comment[] };
  onReply: (to: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation('video');
  const [open, setOpen] = useState(false);
  const all = useQuery({
    queryKey: videoKeys.replies(videoId, thread.id),
    queryFn: () => api.get('/api/Video/commentOneList', { comment_id: thread.id, limit: 50 }),
    enabled: open,
  });
  const replies = open && all.data ? all.data.list : thread.reply_list;
  if (thread.replies === 0) return null;
  return (
    <div className="comment-replies">
      {replies.map((reply) => (
        <CommentRow key={reply.id} videoId={videoId} comment={reply} onReply={onReply} />
      ))}
      {thread.replies > thread.reply_list.length && (
        <button type="button" className="link-button" onClick={() => setOpen(!open)}>
          {open ? t('comments.hideReplies') : t('comments.moreReplies', { n: thread.replies })}
        </button>
      )}
    </div>
  );
}

function CommentRow({
  videoId,
  comment,
  onReply,
}: {
  videoId: number;
  comment: Comment;
  onReply: (to: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation('video');
  const { token } = useSession();
  const queryClient = useQueryClient();
  const like = useMutation({
    mutationFn: () => api.post('/api/Video_user/commentLikes', { comment_id: comment.id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: videoKeys.comments(videoId) }),
  });
  const lang = currentLang();
  return (
    <div className="comment" data-testid="comment" data-comment-id={comment.id}>
      <Link to={`/persona?id=${comment.uid}`}>
        <Avatar src={comment.avatar} name={comment.user_nickname} size={32} />
      </Link>
      <div className="comment__body">
        <span className="comment__head">
          <span className="comment__name">{comment.user_nickname}</span>
          <span className="muted small">{formatRelativeTime(new Date(comment.created_at), new Date(), lang, t)}</span>
        </span>
        <p className="comment__text">
          {comment.reply_to_name && <span className="comment__to">@{comment.reply_to_name} </span>}
          {comment.content}
        </p>
        <span className="comment__actions">
          <button
            type="button"
            className={`link-button${comment.is_like ? ' link-button--on' : ''}`}
            aria-pressed={comment.is_like === 1}
            disabled={like.isPending}
            onClick={() => (token ? like.mutate() : loginDialog.open())}
            data-testid="comment-like"
          >
            <Icon name="heart" size={14} /> {comment.likes || t('comments.like')}
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => (token ? onReply({ id: comment.id, name: comment.user_nickname }) : loginDialog.open())}
          >
            {t('comments.reply')}
          </button>
        </span>
      </div>
    </div>
  );
}
