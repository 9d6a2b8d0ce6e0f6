import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { toast } from '../../ui/feedback';
import { loginDialog } from '../auth/login-dialog';
import { useSession } from '../auth/use-session';
import { useSendFeedback } from './community-queries';
import { ImagePicker } from './ImagePicker';
import './community.css';

/** Feedback (Universal/feedback): what went wrong, up to 4 screenshots, how to reach the writer. */
export function FeedbackForm() {
  const { t } = useTranslation('community');
  const { token } = useSession();
  const send = useSendFeedback();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [files, setFiles] = useState<File[]>([]);

  if (!token)
    return (
      <div className="composer card composer--guest">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => loginDialog.open()}
          data-testid="feedback-login"
        >
          {t('feedback.login')}
        </button>
      </div>
    );
  if (send.isSuccess)
    return <EmptyState icon="mail" title={t('feedback.thanks')} description={t('feedback.thanksText')} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return toast.warning(t('common:completeInfo'));
    send.mutate({ content, contact, files });
  };

  return (
    <form className="composer card" onSubmit={submit} data-testid="feedback-form">
      <label className="form__label">
        {t('feedback.content')}
        <textarea
          rows={5}
          maxLength={500}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          data-testid="feedback-text"
        />
      </label>
      <label className="form__label">
        {t('feedback.contact')}
        <input
          maxLength={100}
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          data-testid="feedback-contact"
        />
      </label>
      <div className="composer__row composer__row--actions">
        <ImagePicker files={files} onChange={setFiles} />
        <button type="submit" className="btn btn--primary" disabled={send.isPending} data-testid="feedback-send">
          {t('send')}
        </button>
      </div>
    </form>
  );
}
