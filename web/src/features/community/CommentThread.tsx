import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../i18n/format';
import { currentLang } from '../../i18n/i18n';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';
import { confirmDialog } from '../../ui/feedback';
import { Icon } from '../../ui/Icon';
import { Pager } from '../../ui/Pager';
import { loginDialog } from '../auth/login-dialog';
import { useProfile } from '../auth/use-session';
import { type Comment, useAddComment, useComments, useDeleteComment, useToggleCommentLike } from './community-queries';
import { ReportButton } from './report/ReportButton';
import './report/report-words';

type Reply = Omit<Comment, 'replies'>;

/** A post's comments, newest first, each with its replies; a reply names whom it answers. */
export function CommentThread({ postId }: { postId: number }) {
  const { t } = useTranslation('community');
  const me = useProfile();
  const [page, setPage] = useState(1);
  const [replyTo, setReplyTo] = useState<Reply | null>(null);
  const comments = useComments(postId, page);

  return (
    <section className="section comments" data-testid="comments">
      <h2 className="section__title">{t('comment')}</h2>
      {me ? (
        <CommentForm postId={postId} replyTo={replyTo} onDone={() => setReplyTo(null)} />
      ) : (
        <button type="button" className="btn btn--ghost" onClick={() => loginDialog.open()}>
          {t('loginToComment')}
        </button>
      )}
      {comments.isPending ? (
        <div className="skeleton-list" aria-busy="true" />
      ) : !comments.data?.list.length ? (
        <EmptyState icon="chat" title={t('noComments')} compact />
      ) : (
        <ul className="comments__list">
          {comments.data.list.map((comment) => (
            <li key={comment.id} className="comment-item">
              <CommentRow comment={comment} onReply={setReplyTo} />
              {comment.replies.length > 0 && (
                <ul className="comments__replies">
                  {comment.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentRow comment={reply} onReply={setReplyTo} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {comments.data && (
        <Pager page={page} total={comments.data.total} limit={comments.data.limit} onChange={setPage} />
      )}
    </section>
  );
}

function CommentRow({ comment, onReply }: { comment: Reply; onReply: (comment: Reply) => void }) {
  const { t } = useTranslation('community');
  const { t: words } = useTranslation('report');
  const me = useProfile();
  const like = useToggleCommentLike();
  const remove = useDeleteComment();
  const lang = currentLang();
  const deleteComment = async () => {
    if (
      await confirmDialog({ message: t('deleteComment'), okText: t('delete'), cancelText: t('common:actions.cancel') })
    )
      remove.mutate(comment.id);
  };
  return (
    <div className="comment" data-testid="comment">
      <Link to={`/persona?id=${comment.uid}`} aria-label={comment.user_nickname}>
        <Avatar src={comment.avatar} name={comment.user_nickname} size={30} />
      </Link>
      <div className="comment__body">
        <p className="comment__head small">
          <strong>{comment.user_nickname}</strong>
          {comment.reply_to && <span className="muted"> ▸ {comment.reply_to}</span>}
          <span className="muted"> · {formatRelativeTime(new Date(comment.create_time), new Date(), lang, t)}</span>
        </p>
        {comment.is_hidden === 1 && (
          <p className="hidden-note small" data-testid="comment-hidden">
            <Icon name="eye" size={14} /> {words('hidden')}
          </p>
        )}
        <p className="comment__text">{comment.content}</p>
        <div className="comment__actions small">
          <button
            type="button"
            className={`post__action${comment.is_like ? ' post__action--on' : ''}`}
            aria-pressed={comment.is_like === 1}
            onClick={() => (me ? like.mutate(comment.id) : loginDialog.open())}
            data-testid="comment-like"
          >
            <Icon name="heart" size={14} /> <span className="num">{comment.like_count}</span>
          </button>
          <button
            type="button"
            className="post__action"
            onClick={() => (me ? onReply(comment) : loginDialog.open())}
            data-testid="comment-reply"
          >
            {t('reply')}
          </button>
          <ReportButton kind="comment" id={comment.id} ownerId={comment.uid} />
          {me?.id === comment.uid && (
            <button
              type="button"
              className="post__action"
              onClick={() => void deleteComment()}
              disabled={remove.isPending}
            >
              {t('delete')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

function CommentForm({ postId, replyTo, onDone }: { postId: number; replyTo: Reply | null; onDone: () => void }) {
  const { t } = useTranslation('community');
  const add = useAddComment();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(
      { post_id: postId, content: text, parent_id: replyTo?.id },
      {
        onSuccess: () => {
          setText('');
          onDone();
        },
      },
    );
  };
  return (
    <form className="comment-form" onSubmit={submit} data-testid="comment-form">
      {replyTo && (
        <p className="small muted">
          {t('replyTo', { name: replyTo.user_nickname })}{' '}
          <button type="button" className="btn btn--ghost btn--small" onClick={onDone}>
            ×
          </button>
        </p>
      )}
      <div className="field">
        <label className="sr-only" htmlFor={`comment-${postId}`}>
          {t('commentPlaceholder')}
        </label>
        <input
          id={`comment-${postId}`}
          value={text}
          maxLength={500}
          placeholder={replyTo ? t('replyTo', { name: replyTo.user_nickname }) : t('commentPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          data-testid="comment-input"
        />
        <button
          type="submit"
          className="btn btn--primary"
          disabled={add.isPending || !text.trim()}
          data-testid="comment-send"
        >
          {t('send')}
        </button>
      </div>
    </form>
  );
}
