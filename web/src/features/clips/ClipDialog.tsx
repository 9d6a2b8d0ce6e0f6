import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipFormDialog } from './ClipFormDialog';
import { useLiveClip } from './clip-queries';
import './clips-words';

/** Clip a live room: its last 30 or 60 seconds, titled; then the clip is made and plays here. */
export function ClipDialog({ roomId, onClose }: { roomId: number; onClose: () => void }) {
  const { t } = useTranslation('clips');
  const [seconds, setSeconds] = useState<30 | 60>(30);
  const clip = useLiveClip();
  return (
    <ClipFormDialog
      heading={t('clipTitle')}
      testId="clip-dialog"
      clip={clip}
      onMake={(title) => clip.mutate({ room_id: roomId, seconds, title })}
      onClose={onClose}
    >
      <fieldset className="clip-form__lengths">
        <legend>{t('length')}</legend>
        {([30, 60] as const).map((value) => (
          <label key={value} className={`chip${seconds === value ? ' chip--active' : ''}`}>
            <input
              type="radio"
              name="clip-seconds"
              value={value}
              checked={seconds === value}
              onChange={() => setSeconds(value)}
            />
            {t(value === 30 ? 'last30' : 'last60')}
          </label>
        ))}
      </fieldset>
    </ClipFormDialog>
  );
}
