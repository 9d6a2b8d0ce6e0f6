import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';

const VideoPlayer = lazy(() =>
  import('../live/player/VideoPlayer').then((module) => ({ default: module.VideoPlayer })),
);

/** A clip's video in the site's player (loaded when a clip plays). */
export function ClipVideo({ url, poster }: { url: string; poster?: string }) {
  const { t } = useTranslation('live');
  return (
    <div className="player clip-player" data-testid="clip-player">
      <Suspense fallback={<div className="room-player__state">{t('player.loading')}</div>}>
        <VideoPlayer hls={url} live={false} poster={poster} />
      </Suspense>
    </div>
  );
}

/** A clip played in a dialog, without leaving the page. */
export function ClipPlayerDialog({
  clip,
  onClose,
}: {
  clip: { title: string; url: string; poster: string };
  onClose: () => void;
}) {
  return (
    <Dialog title={clip.title} onClose={onClose} wide>
      <ClipVideo url={clip.url} poster={clip.poster} />
    </Dialog>
  );
}
