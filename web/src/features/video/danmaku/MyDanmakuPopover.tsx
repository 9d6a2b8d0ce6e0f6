import * as Popover from '@radix-ui/react-popover';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { ApiError } from '../../../api/api-error';
import { Icon } from '../../../ui/Icon';
import { toast } from '../../../ui/feedback';
import { formatDuration } from '../duration';
import { videoKeys } from '../video-keys';
import type { DanmakuTimeline } from './danmaku-timeline';

/**
 * The viewer's own lines on the video (wherever they are in the playback), each with its moment and
 * a delete button: a deleted line leaves this screen at once, and the others' by the push.
 */
export function MyDanmakuPopover({ videoId, timeline }: { videoId: number; timeline: DanmakuTimeline }) {
  const { t } = useTranslation('videoDanmaku');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mine = useQuery({
    queryKey: videoKeys.myDanmaku(videoId),
    queryFn: () => api.get('/api/video/danmaku/mine', { video_id: videoId }),
    enabled: open,
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/api/video/danmaku/delete', { id }),
    onSuccess: ({ id }) => {
      timeline.deleted(id);
      toast.success(t('deleted'));
      void queryClient.invalidateQueries({ queryKey: videoKeys.myDanmaku(videoId) });
    },
    onError: (error) => !(error instanceof ApiError) && toast.error(t('deleteFailed')),
  });
  const lines = mine.data?.list ?? [];

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="danmaku-settings__trigger" aria-label={t('mine')} data-testid="my-danmaku">
        <Icon name="chat" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="danmaku-popover my-danmaku"
          side="top"
          sideOffset={8}
          collisionPadding={8}
          data-testid="my-danmaku-list"
        >
          <strong className="my-danmaku__title">{t('mine')}</strong>
          {mine.isPending ? (
            <div className="skeleton-lines" aria-busy="true" />
          ) : mine.isError ? (
            <p className="my-danmaku__empty">{t('loadFailed')}</p>
          ) : lines.length === 0 ? (
            <p className="my-danmaku__empty">{t('mineEmpty')}</p>
          ) : (
            <ul className="my-danmaku__lines">
              {lines.map((line) => (
                <li key={line.id} className="my-danmaku__line">
                  <span className="my-danmaku__at num">{formatDuration(Math.floor(line.at_ms / 1000))}</span>
                  <span
                    className="my-danmaku__text"
                    style={{ color: line.color === '#ffffff' ? undefined : line.color }}
                  >
                    {line.text}
                  </span>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    disabled={remove.isPending && remove.variables === line.id}
                    onClick={() => remove.mutate(line.id)}
                    aria-label={t('deleteLine', { text: line.text })}
                  >
                    {t('delete')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Popover.Arrow className="danmaku-popover__arrow" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
