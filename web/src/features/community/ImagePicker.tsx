import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/feedback';
import { Icon } from '../../ui/Icon';

/** The spec: up to 4 pictures, png/jpg, 5M each (the services check them again, by content). */
export const MAX_IMAGES = 4;
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg'];

/** Pictures chosen for a post or a feedback: previews with a remove button, and the add button. */
export function ImagePicker({
  files,
  onChange,
  hint,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  hint?: string;
}) {
  const { t } = useTranslation('community');
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const addFiles = (picked: FileList | null) => {
    const next = [...files];
    for (const file of Array.from(picked ?? [])) {
      if (!TYPES.includes(file.type)) toast.warning(t('composer.fileType', { name: file.name }));
      else if (file.size > MAX_BYTES) toast.warning(t('composer.fileSize', { name: file.name }));
      else if (next.length >= MAX_IMAGES) {
        toast.warning(t('composer.tooMany', { max: MAX_IMAGES }));
        break;
      } else next.push(file);
    }
    onChange(next);
  };

  return (
    <>
      {previews.length > 0 && (
        <ul className="composer__previews">
          {previews.map((url, n) => (
            <li key={url}>
              <img src={url} alt="" />
              <button
                type="button"
                className="composer__remove"
                aria-label={t('composer.removeImage', { n: n + 1 })}
                onClick={() => onChange(files.filter((_, i) => i !== n))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className={`btn btn--ghost btn--small${files.length >= MAX_IMAGES ? ' is-disabled' : ''}`}>
        <Icon name="attach" size={16} /> {t('composer.addImages')}
        <input
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className="sr-only"
          disabled={files.length >= MAX_IMAGES}
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
          data-testid="composer-files"
        />
      </label>
      <span className="muted small composer__hint">{hint ?? t('composer.imagesHint', { max: MAX_IMAGES })}</span>
    </>
  );
}
