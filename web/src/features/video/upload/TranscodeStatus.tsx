import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { useLiveMessages } from '../../../realtime/live';
import { videoKeys } from '../video-keys';
import { UploadProgress } from './UploadProgress';

/** How often the page reads the video while it transcodes (the pushes usually come first). */
const POLL_MS = 2000;

/**
 * An uploaded video's transcoding: progress pushed to the uploader's sockets, read again every
 * POLL_MS in case a push is missed; then a link to play it, or why it failed.
 */
export function TranscodeStatus({ videoId }: { videoId: number }) {
  const { t } = useTranslation('video');
  const lang = currentLang();
  const queryClient = useQueryClient();
  const [pushed, setPushed] = useState<number>(0);
  const info = useQuery({
    queryKey: videoKeys.info(videoId, lang, true),
    queryFn: () => api.post('/api/Video/getVideoInfo', { id: videoId }),
    refetchInterval: (query) => (query.state.data?.status === 'transcoding' ? POLL_MS : false),
  });
  useLiveMessages((message) => {
    if (message.code !== 200 || message.type !== 'videoTranscode' || message.data.video_id !== videoId) return;
    if (message.data.status === 'transcoding') setPushed(message.data.progress);
    else void queryClient.invalidateQueries({ queryKey: videoKeys.video(videoId) });
  });
  const video = info.data;
  if (!video || video.status === 'transcoding') {
    const progress = Math.max(pushed, video?.progress ?? 0);
    return <UploadProgress label={t('upload.transcoding')} fraction={progress / 100} testId="transcode-progress" />;
  }
  if (video.status === 'failed')
    return (
      <p className="upload-form__error" role="alert" data-testid="transcode-failed">
        {video.failure_reason}
      </p>
    );
  return (
    <div className="upload-done" data-testid="transcode-ready">
      <p>{t('upload.ready')}</p>
      <Link to={`/video-player?id=${videoId}`} className="btn btn--primary" data-testid="upload-play">
        {t('upload.play')}
      </Link>
    </div>
  );
}
