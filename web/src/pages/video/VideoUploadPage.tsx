import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginDialog } from '../../features/auth/login-dialog';
import { useSession } from '../../features/auth/use-session';
import { VideoUploadForm } from '../../features/video/upload/VideoUploadForm';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import '../../features/video/video.css';

/** Posting a video (Video_user/insert after a resumable upload): logged-in members only. */
export default function VideoUploadPage() {
  const { t } = useTranslation('video');
  const { token } = useSession();
  return (
    <div className="page video-upload-page">
      <PageHeader title={t('upload.pageTitle')} subtitle={t('upload.subtitle')}>
        <Link to="/member?type=11" className="btn btn--ghost">
          {t('upload.myVideos')}
        </Link>
      </PageHeader>
      {token ? (
        <section className="section video-upload">
          <VideoUploadForm />
        </section>
      ) : (
        <EmptyState icon="film" title={t('upload.loginTitle')} description={t('upload.loginText')}>
          <button type="button" className="btn btn--primary" onClick={() => loginDialog.open()}>
            {t('upload.login')}
          </button>
        </EmptyState>
      )}
    </div>
  );
}
