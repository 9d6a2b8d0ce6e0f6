import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/api';
import { loginDialog } from '../../features/auth/login-dialog';
import { ReplayChat } from '../../features/live/player/ReplayChat';
import { useSession } from '../../features/auth/use-session';
import { CommentsPanel } from '../../features/video/CommentsPanel';
import { DanmakuOverlay } from '../../features/danmaku/DanmakuOverlay';
import { useVideoDanmaku } from '../../features/video/danmaku/use-video-danmaku';
import { VideoDanmakuComposer } from '../../features/video/danmaku/VideoDanmakuComposer';
import { VideoGrid } from '../../features/video/VideoGrid';
import { videoKeys } from '../../features/video/video-keys';
import { currentLang } from '../../i18n/i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { confirmDialog, toast } from '../../ui/feedback';
import { Icon } from '../../ui/Icon';
import '../../features/video/video.css';

const VideoPlayer = lazy(() =>
  import('../../features/live/player/VideoPlayer').then((module) => ({ default: module.VideoPlayer })),
);

/** One video (query id): the site's player with its danmaku, likes and favourites, comments, and related videos. */
export default function VideoPlayerPage() {
  const { t } = useTranslation('video');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { token } = useSession();
  const lang = currentLang();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [videoElement, setVideoElement] = useState<HTMLVideoElement | null>(null);
  const info = useQuery({
    queryKey: videoKeys.info(id, lang, Boolean(token)),
    queryFn: () => api.post('/api/Video/getVideoInfo', { id }),
    enabled: valid,
    retry: false,
  });
  const video = info.data;
  const danmaku = useVideoDanmaku(valid ? id : 0, videoElement);
  const related = useQuery({
    queryKey: videoKeys.featured(lang, { classification_id: video?.classification_id, exclude_id: id }),
    queryFn: () =>
      api.get('/api/video/videoList', { classification_id: video?.classification_id, exclude_id: id, limit: 6 }),
    enabled: Boolean(video),
  });

  // A view counts once per viewer per 30 minutes: the server decides, the page only reports it.
  useEffect(() => {
    if (valid) void api.post('/api/Video/addView', { id }).catch(() => undefined);
  }, [id, valid]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: videoKeys.video(id) });
  const like = useMutation({ mutationFn: () => api.post('/api/Video_user/likes', { id }), onSuccess: refresh });
  const favorite = useMutation({ mutationFn: () => api.post('/api/Video_user/favorites', { id }), onSuccess: refresh });
  const remove = useMutation({
    mutationFn: async () =>
      (await confirmDialog({
        message: t('player.deleteConfirm'),
        okText: t('player.delete'),
        cancelText: t('comments.cancel'),
      }))
        ? api.post('/api/Video_user/delete', { id })
        : null,
    onSuccess: (done) => {
      if (!done) return;
      toast.success(t('player.deleted'));
      void queryClient.invalidateQueries({ queryKey: videoKeys.all });
      void navigate('/video-list');
    },
  });
  const needLogin = (action: () => void) => () => (token ? action() : loginDialog.open());

  if (!valid || info.isError) {
    return (
      <div className="page">
        <EmptyState icon="film" title={t('player.notFound')} description={t('player.notFoundText')}>
          <Link to="/video-list" className="btn btn--primary">
            {t('player.back')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page video-page">
      <div className="video-page__main">
        <div className="video-page__player" data-testid="video-player">
          {video && (
            <Suspense fallback={null}>
              <VideoPlayer
                hls={video.url}
                live={false}
                poster={video.poster || undefined}
                storyboard={video.storyboard || undefined}
                onVideo={setVideoElement}
              >
                <DanmakuOverlay source={danmaku.timeline} paused={danmaku.paused} />
              </VideoPlayer>
            </Suspense>
          )}
        </div>
        {video && <VideoDanmakuComposer danmaku={danmaku} loggedIn={Boolean(token)} />}
        {video && (
          <section className="video-info" data-testid="video-info">
            <h1 className="video-info__title">{video.title}</h1>
            <p className="muted small">
              {video.source === 'replay' && <span className="badge video-info__badge">{t('player.replayOf')}</span>}{' '}
              {t('player.views', { n: formatNumber(video.views, lang) })} ·{' '}
              {formatDate(new Date(video.created_at), lang)} · {video.classification_name}
            </p>
            <div className="video-info__bar">
              <Link to={`/persona?id=${video.uid}`} className="video-info__author">
                <Avatar src={video.avatar} name={video.user_nickname} size={36} />
                <span>{video.user_nickname}</span>
              </Link>
              <span className="video-info__actions">
                <button
                  type="button"
                  className={`btn ${video.is_like ? 'btn--primary' : 'btn--outline'}`}
                  aria-pressed={video.is_like === 1}
                  disabled={like.isPending}
                  onClick={needLogin(() => like.mutate())}
                  data-testid="video-like"
                >
                  <Icon name="heart" size={16} /> {video.is_like ? t('player.liked') : t('player.like')} {video.likes}
                </button>
                <button
                  type="button"
                  className={`btn ${video.is_favorite ? 'btn--primary' : 'btn--outline'}`}
                  aria-pressed={video.is_favorite === 1}
                  disabled={favorite.isPending}
                  onClick={needLogin(() => favorite.mutate())}
                  data-testid="video-favorite"
                >
                  <Icon name="star" size={16} /> {video.is_favorite ? t('player.favorited') : t('player.favorite')}{' '}
                  {video.favorites}
                </button>
                {video.room_id && (
                  <Link to={`/live?id=${video.room_id}`} className="btn btn--ghost">
                    <Icon name="tv" size={16} /> {t('player.openRoom')}
                  </Link>
                )}
                {video.is_mine === 1 && (
                  <button
                    type="button"
                    className="btn btn--ghost"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate()}
                    data-testid="video-delete"
                  >
                    {t('player.delete')}
                  </button>
                )}
              </span>
            </div>
            {video.description && <p className="video-info__description">{video.description}</p>}
          </section>
        )}
        {video && (
          <ErrorRegion name="videoComments">
            <CommentsPanel videoId={id} count={video.comments} />
          </ErrorRegion>
        )}
      </div>
      <aside className="video-page__side">
        {video?.source === 'replay' && <ReplayChat target={{ id }} video={videoElement} />}
        <section className="section">
          <h2 className="section__title">{t('player.related')}</h2>
          <VideoGrid videos={related.data} placeholders={4} failed={related.isError} narrow />
        </section>
      </aside>
    </div>
  );
}
