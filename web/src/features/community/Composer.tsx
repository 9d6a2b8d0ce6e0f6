import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/feedback';
import { Icon } from '../../ui/Icon';
import { loginDialog } from '../auth/login-dialog';
import { useSession } from '../auth/use-session';
import { type Circle, usePublish } from './community-queries';

/** The spec: up to 4 pictures, png/jpg, 5M each (the services check them again, by content). */
const MAX_IMAGES = 4;
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg'];
const MAX_LENGTH = 2000;

/** Publishing a post in a circle: text and pictures, uploaded when it is sent. Visitors are asked to log in. */
export function Composer({ circles, circleId }: { circles: Circle[]; circleId: number }) {
  const { t } = useTranslation('community');
  const { token } = useSession();
  const publish = usePublish();
  const [chosen, setChosen] = useState(circleId);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  useEffect(() => setChosen(circleId), [circleId]);

  if (!token)
    return (
      <div className="composer card composer--guest">
        <button type="button" className="btn btn--primary" onClick={() => loginDialog.open()} data-testid="composer-login">
          {t('composer.loginToPost')}
        </button>
      </div>
    );

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
    setFiles(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return toast.warning(t('composer.chooseCircle'));
    if (!content.trim()) return toast.warning(t('common:completeInfo'));
    publish.mutate(
      { circleId: chosen, content, files },
      {
        onSuccess: () => {
          setContent('');
          setFiles([]);
        },
      },
    );
  };

  return (
    <form className="composer card" onSubmit={submit} data-testid="composer">
      <div className="composer__row">
        <label className="sr-only" htmlFor="composer-circle">
          {t('composer.circle')}
        </label>
        <select id="composer-circle" value={chosen || ''} onChange={(event) => setChosen(Number(event.target.value))} data-testid="composer-circle">
          <option value="">{t('composer.circle')}</option>
          {circles.map((circle) => (
            <option key={circle.id} value={circle.id}>
              {circle.name}
            </option>
          ))}
        </select>
      </div>
      <label className="sr-only" htmlFor="composer-text">
        {t('composer.title')}
      </label>
      <textarea
        id="composer-text"
        rows={3}
        maxLength={MAX_LENGTH}
        placeholder={t('composer.placeholder')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        data-testid="composer-text"
      />
      {previews.length > 0 && (
        <ul className="composer__previews">
          {previews.map((url, n) => (
            <li key={url}>
              <img src={url} alt="" />
              <button type="button" className="composer__remove" aria-label={t('composer.removeImage', { n: n + 1 })} onClick={() => setFiles(files.filter((_, i) => i !== n))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="composer__row composer__row--actions">
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
        <span className="muted small composer__hint">{publish.isPending && files.length ? t('composer.uploading') : t('composer.imagesHint', { max: MAX_IMAGES })}</span>
        <button type="submit" className="btn btn--primary" disabled={publish.isPending} data-testid="composer-publish">
          {t('composer.publish')}
        </button>
      </div>
    </form>
  );
}
