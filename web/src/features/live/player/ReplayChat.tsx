import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import './replay-chat-words';
import '../chat-line.css';

/** Lines shown at once: the newest before the playback position. */
const SHOWN = 100;

/** A replay video, or the broadcast it records. */
export type ReplayTarget = { id: number } | { broadcast_id: number };

/** The playback position of a video element in milliseconds, following its playing and seeking. */
function usePlaybackMs(video: HTMLVideoElement | null): number {
  const [position, setPosition] = useState(0);
  useEffect(() => {
    if (!video) return;
    const update = () => setPosition(Math.round(video.currentTime * 1000));
    update();
    const events = ['timeupdate', 'seeked', 'loadedmetadata'] as const;
    for (const event of events) video.addEventListener(event, update);
    return () => {
      for (const event of events) video.removeEventListener(event, update);
    };
  }, [video]);
  return position;
}

/**
 * Chat replay: the room's danmaku and gifts of a replayed broadcast, shown beside the recording as
 * they came, in step with the playback position; seeking re-anchors them (the list is what had been
 * said up to that moment).
 */
export function ReplayChat({ target, video }: { target: ReplayTarget; video: HTMLVideoElement | null }) {
  const { t } = useTranslation('replayChat');
  const lang = currentLang();
  const lines = useQuery({
    queryKey: ['replay-chat', target, lang],
    queryFn: () => api.get('/api/replay-chat', target),
    staleTime: Infinity,
  });
  const position = usePlaybackMs(video);
  const list = lines.data?.list ?? [];
  // Lines are sorted by time: the shown ones are those up to the position.
  let end = 0;
  while (end < list.length && list[end].at_ms <= position) end++;
  const shown = list.slice(Math.max(0, end - SHOWN), end);
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    box.current?.scrollTo({ top: box.current.scrollHeight });
  }, [end]);

  return (
    <section className="replay-chat" data-testid="replay-chat" aria-label={t('title')}>
      <h2 className="replay-chat__title">
        {t('title')} <span className="muted small">{list.length > 0 && `${end}/${list.length}`}</span>
      </h2>
      {lines.isError ? (
        <p className="muted small">{t('failed')}</p>
      ) : lines.isSuccess && list.length === 0 ? (
        <p className="muted small">{t('empty')}</p>
      ) : (
        <ol className="replay-chat__lines" ref={box} aria-live="off">
          {lines.isSuccess && end === 0 && <li className="muted small">{t('ahead')}</li>}
          {shown.map((line, index) => (
            <li
              key={`${line.at_ms}-${index + end - shown.length}`}
              className={`chat-line${line.kind === 'gift' ? ' chat-line--gift' : ''}`}
              data-testid="replay-chat-line"
              data-at={line.at_ms}
            >
              <span className="chat-line__nick">{line.nickname}</span>
              {line.kind === 'gift' ? (
                <span className="chat-line__text">
                  {t('gift', { gift: line.text, count: line.gift_count ?? 1 })}
                  {line.gift_image && <img src={line.gift_image} alt="" width={20} height={20} />}
                </span>
              ) : (
                <span className="chat-line__text">{line.text}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
