import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipFormDialog } from './ClipFormDialog';
import { useRangeClip } from './clip-queries';
import './clips-words';

/** Clip 5 to 120 seconds of a replay: start and end in seconds, titled; then the clip is made and plays here. */
export function RangeClipDialog({
  videoId,
  durationSeconds,
  onClose,
}: {
  videoId: number;
  durationSeconds: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('clips');
  const [start, setStart] = useState(0);
  const [end, setEnd] = useState(Math.min(30, durationSeconds));
  const clip = useRangeClip();
  return (
    <ClipFormDialog
      heading={t('rangeTitle')}
      testId="range-clip-dialog"
      clip={clip}
      onMake={(title) => clip.mutate({ video_id: videoId, start, end, title })}
      onClose={onClose}
    >
      <div className="clip-form__range">
        <label className="clip-form__field">
          <span>{t('start')}</span>
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            max={durationSeconds}
            value={start}
            onChange={(event) => setStart(Number(event.target.value))}
            data-testid="clip-start"
          />
        </label>
        <label className="clip-form__field">
          <span>{t('end')}</span>
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            max={durationSeconds}
            value={end}
            onChange={(event) => setEnd(Number(event.target.value))}
            data-testid="clip-end"
          />
        </label>
      </div>
      <p className="muted small">{t('rangeHint')}</p>
    </ClipFormDialog>
  );
}
