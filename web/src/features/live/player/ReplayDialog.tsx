import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog';

const VideoPlayer = lazy(() => import('./VideoPlayer').then((module) => ({ default: module.VideoPlayer })));

/** A past broadcast's recording, played in a dialog (the player loads only when one is opened). */
export function ReplayDialog({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const { t } = useTranslation('live');
  return (
    <Dialog title={title} onClose={onClose} wide>
      <div className="player replay-player" data-testid="recording-player">
        <Suspense fallback={<div className="room-player__state">{t('player.loading')}</div>}>
          <VideoPlayer hls={url} live={false} />
        </Suspense>
      </div>
    </Dialog>
  );
}
