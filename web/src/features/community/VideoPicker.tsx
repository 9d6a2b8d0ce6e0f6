import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/feedback';
import { Icon } from '../../ui/Icon';

/** The spec: one video under 50 MB (the video service reads its content and refuses what is not a video). */
const MAX_BYTES = 50 * 1024 * 1024;
const ACCEPT = 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm';
const TYPES = ['video/mp4', 'video/quicktime', 'video/webm'];

/** One video chosen for a post (instead of pictures): its name with a remove button, or the add button. */
export function VideoPicker({
  file,
  onChange,
  disabled,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('community');
  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (picked.type && !TYPES.includes(picked.type)) return toast.warning(t('video.fileType', { name: picked.name }));
    if (picked.size >= MAX_BYTES) return toast.warning(t('video.fileSize', { name: picked.name }));
    onChange(picked);
  };
  if (file)
    return (
      <span className="composer__video" data-testid="composer-video">
        <Icon name="film" size={16} />
        <span className="composer__video-name">{file.name}</span>
        <button
          type="button"
          className="composer__remove composer__remove--inline"
          aria-label={t('video.remove')}
          disabled={disabled}
          onClick={() => onChange(null)}
        >
          ×
        </button>
      </span>
    );
  return (
    <label className={`btn btn--ghost btn--small${disabled ? ' is-disabled' : ''}`}>
      <Icon name="film" size={16} /> {t('video.add')}
      <input
        type="file"
        accept={ACCEPT}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
        data-testid="composer-video-file"
      />
    </label>
  );
}
