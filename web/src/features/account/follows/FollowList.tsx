import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { formatNumber, formatRelativeTime } from '../../../i18n/format';
import { Avatar } from '../../../ui/Avatar';
import { EmptyState } from '../../../ui/EmptyState';
import { toast } from '../../../ui/feedback';
import { accountKeys } from '../account-keys';
import './follows.css';

/** User/attentionList answers this page (the account service documents no output schema for it). */
const PAGE_SIZE = 15;

/** The streamers the user follows, with unfollow (Member/attention toggles). */
export function FollowList() {
  const { t } = useTranslation('pages');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const lang = currentLang();
  const follows = useQuery({
    queryKey: accountKeys.followsPage(page),
    queryFn: () => api.get('/api/User/attentionList', { page, limit: PAGE_SIZE }),
  });
  const unfollow = useMutation({
    mutationFn: (streamerId: number) => api.post('/api/Member/attention', { anchor_id: streamerId }),
    onSuccess: () => {
      toast.success(t('follows.unfollowed'));
      void queryClient.invalidateQueries({ queryKey: accountKeys.follows });
    },
  });

  if (follows.isPending) return <div className="skeleton-list" />;
  if (follows.isError) return <EmptyState icon="warning" title={t('follows.failed')} compact />;
  const { list, total } = follows.data;
  if (list.length === 0)
    return (
      <EmptyState icon="heart" title={t('follows.empty')} description={t('follows.emptyText')}>
        <Link to="/anchor?type=0" className="btn btn--primary">
          {t('follows.discover')}
        </Link>
      </EmptyState>
    );
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div>
      <ul className="follow-list" data-testid="follow-list">
        {list.map((streamer) => (
          <li key={streamer.id} className="follow-list__item">
            <Avatar src={streamer.avatar} name={streamer.user_nickname} size={48} />
            <div className="follow-list__body">
              <Link to={`/persona?id=${streamer.id}`} className="follow-list__name">
                {streamer.user_nickname}
              </Link>
              <span className="muted small">
                {t('follows.fans', { value: formatNumber(streamer.fans, lang) })} ·{' '}
                {formatRelativeTime(new Date(streamer.followed_at), new Date(), lang, t)}
              </span>
            </div>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              disabled={unfollow.isPending}
              onClick={() => unfollow.mutate(streamer.id)}
            >
              {t('follows.unfollow')}
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="pager">
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            ‹
          </button>
          <span className="num">
            {page} / {pages}
          </span>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
