import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog';
import { ReplayChat, type ReplayTarget } from './ReplayChat';

const VideoPlayer = lazy(() => import('./VideoPlayer').then((module) => ({ default: module.VideoPlayer })));

/**
 * A past broadcast's recording, played in a dialog (the player loads only when one is opened), with
 * its room chat replayed beside it.
 */
export function ReplayDialog({
  title,
  url,
  chat,
  onClose,
}: {
  title: string;
  url: string;
  chat: ReplayTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('live');
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  return (
    <Dialog title={title} onClose={onClose} wide>
      <div className="replay-dialog">
        <div className="player replay-player" data-testid="recording-player">
          <Suspense fallback={<div className="room-player__state">{t('player.loading')}</div>}>
            <VideoPlayer hls={url} live={false} onVideo={setVideo} />
          </Suspense>
        </div>
        <ReplayChat target={chat} video={video} />
      </div>
    </Dialog>
  );
}
