import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { toast } from '../../ui/feedback';
import { loginDialog } from '../auth/login-dialog';
import { useSession } from '../auth/use-session';
import { UploadProgress } from '../video/upload/UploadProgress';
import { type Circle, usePublish } from './community-queries';
import { ImagePicker, MAX_IMAGES } from './ImagePicker';
import { VideoPicker } from './VideoPicker';

const MAX_LENGTH = 2000;

/**
 * Publishing a post in a circle: text and pictures, or text and one video, uploaded when it is sent
 * (the video with a progress bar). Visitors are asked to log in.
 */
export function Composer({ circles, circleId }: { circles: Circle[]; circleId: number }) {
  const { t } = useTranslation('community');
  const { token } = useSession();
  const publish = usePublish();
  // The circle picked here, until the page's circle changes.
  const [picked, setPicked] = useState<{ forCircle: number; circleId: number } | null>(null);
  const chosen = picked && picked.forCircle === circleId ? picked.circleId : circleId;
  const setChosen = (id: number) => setPicked({ forCircle: circleId, circleId: id });
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [video, setVideo] = useState<File | null>(null);
  /** How much of the video went up while publishing. */
  const [sent, setSent] = useState<number | null>(null);

  if (!token)
    return (
      <div className="composer card composer--guest">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => loginDialog.open()}
          data-testid="composer-login"
        >
          {t('composer.loginToPost')}
        </button>
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return toast.warning(t('composer.chooseCircle'));
    if (!content.trim()) return toast.warning(t('common:completeInfo'));
    const sport = circles.find((circle) => circle.id === chosen)?.sport ?? '';
    publish.mutate(
      { circleId: chosen, sport, content, files, video: video ?? undefined, onVideoProgress: setSent },
      {
        onSuccess: () => {
          setContent('');
          setFiles([]);
          setVideo(null);
        },
        onError: (failure) => {
          // The API's refusals are shown by its client; an upload's refusal or a lost connection here.
          if (!(failure instanceof ApiError)) toast.error(failure.message || t('video.uploadFailed'));
        },
        onSettled: () => setSent(null),
      },
    );
  };

  return (
    <form className="composer card" onSubmit={submit} data-testid="composer">
      <div className="composer__row">
        <label className="sr-only" htmlFor="composer-circle">
          {t('composer.circle')}
        </label>
        <select
          id="composer-circle"
          value={chosen || ''}
          onChange={(event) => setChosen(Number(event.target.value))}
          data-testid="composer-circle"
        >
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
      {sent !== null && (
        <UploadProgress label={t('video.uploading')} fraction={sent} testId="composer-video-progress" />
      )}
      <div className="composer__row composer__row--actions">
        {!video && (
          <ImagePicker
            files={files}
            onChange={setFiles}
            hint={
              publish.isPending && files.length
                ? t('composer.uploading')
                : t('composer.imagesHint', { max: MAX_IMAGES })
            }
          />
        )}
        {!files.length && <VideoPicker file={video} onChange={setVideo} disabled={publish.isPending} />}
        <button type="submit" className="btn btn--primary" disabled={publish.isPending} data-testid="composer-publish">
          {t('composer.publish')}
        </button>
      </div>
    </form>
  );
}
