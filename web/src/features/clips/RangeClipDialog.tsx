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
        <SecondsField label={t('start')} value={start} max={durationSeconds} onChange={setStart} testId="clip-start" />
        <SecondsField label={t('end')} value={end} max={durationSeconds} onChange={setEnd} testId="clip-end" />
      </div>
      <p className="muted small">{t('rangeHint')}</p>
    </ClipFormDialog>
  );
}

/** A moment of the replay, in whole seconds from its start. */
function SecondsField(props: {
  label: string;
  value: number;
  max: number;
  onChange: (seconds: number) => void;
  testId: string;
}) {
  return (
    <label className="clip-form__field">
      <span>{props.label}</span>
      <input
        className="input"
        type="number"
        inputMode="numeric"
        min={0}
        max={props.max}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
        data-testid={props.testId}
      />
    </label>
  );
}
