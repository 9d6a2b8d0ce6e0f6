import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { ApiError } from '../../../api/api-error';
import { currentLang } from '../../../i18n/i18n';
import { useSession } from '../../auth/use-session';
import { useVideoCategories } from '../use-categories';
import { videoKeys } from '../video-keys';
import { TranscodeStatus } from './TranscodeStatus';
import { uploadVideo, UploadRefused } from './tus-upload';
import { UploadProgress } from './UploadProgress';

/** The spec's limit: a video under 50 MB (the service refuses larger ones too). */
const MAX_BYTES = 50 * 1024 * 1024;
const ACCEPT = 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm';

type Stage = { step: 'form' } | { step: 'uploading'; fraction: number } | { step: 'transcoding'; videoId: number };

/**
 * Posting a video: title, category and file; the file goes up resumably with a progress bar, the
 * video is posted, then its transcoding is followed until it can be played.
 */
export function VideoUploadForm() {
  const { t } = useTranslation('video');
  const { token } = useSession();
  const categories = useVideoCategories();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  const abort = useRef<() => void>(undefined);
  useEffect(() => () => abort.current?.(), []);

  const post = useMutation({
    mutationFn: async (chosen: File) => {
      const upload = uploadVideo(
        chosen,
        { token: token ?? '', lang: currentLang() },
        { onProgress: (fraction) => setStage({ step: 'uploading', fraction }) },
      );
      abort.current = upload.abort;
      setStage({ step: 'uploading', fraction: 0 });
      const uploadId = await upload.done;
      abort.current = undefined;
      return api.post('/api/Video_user/insert', {
        title: title.trim(),
        classification_id: Number(categoryId),
        upload_id: uploadId,
      });
    },
    onSuccess: (video) => {
      setStage({ step: 'transcoding', videoId: video.id });
      void queryClient.invalidateQueries({ queryKey: videoKeys.all });
    },
    onError: (failure) => {
      setStage({ step: 'form' });
      setError(
        failure instanceof UploadRefused || failure instanceof ApiError ? failure.message : t('upload.networkFailed'),
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!title.trim()) return setError(t('upload.needTitle'));
    if (!categoryId) return setError(t('upload.needCategory'));
    if (!file) return setError(t('upload.needFile'));
    if (file.size >= MAX_BYTES) return setError(t('upload.tooLarge'));
    post.mutate(file);
  };

  if (stage.step === 'transcoding') return <TranscodeStatus videoId={stage.videoId} />;
  const busy = stage.step === 'uploading';
  return (
    <form className="form upload-form" onSubmit={submit} noValidate data-testid="video-upload-form">
      <label className="form__label">
        <span>{t('upload.title')}</span>
        <input
          maxLength={100}
          value={title}
          disabled={busy}
          onChange={(event) => setTitle(event.target.value)}
          data-testid="upload-title"
        />
      </label>
      <label className="form__label">
        <span>{t('upload.category')}</span>
        <select
          value={categoryId}
          disabled={busy}
          onChange={(event) => setCategoryId(event.target.value)}
          data-testid="upload-category"
        >
          <option value="">{t('upload.chooseCategory')}</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className="form__label">
        <span>{t('upload.file')}</span>
        <input
          type="file"
          accept={ACCEPT}
          disabled={busy}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          data-testid="upload-file"
        />
      </label>
      <p className="muted small">{t('upload.hint')}</p>
      {error && (
        <p className="upload-form__error" role="alert" data-testid="upload-error">
          {error}
        </p>
      )}
      {busy && <UploadProgress label={t('upload.uploading')} fraction={stage.fraction} testId="upload-progress" />}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="upload-submit">
        {t('upload.submit')}
      </button>
    </form>
  );
}
