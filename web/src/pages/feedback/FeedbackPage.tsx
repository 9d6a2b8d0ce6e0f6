import { ErrorCode } from '@arena/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { ApiError } from '../../api/api-error';
import { toast } from '../../ui/feedback';
import { PageHeader } from '../../ui/PageHeader';
import { underDevelopment } from '../../ui/under-development';

const MAX_CONTENT = 500;
const KINDS = ['bug', 'suggestion', 'content', 'other'] as const;

/** Feedback to the operators (Universal/feedback, a community-service path). */
export default function FeedbackPage() {
  const { t } = useTranslation('pages');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('bug');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return toast.warning(t('feedback.required'));
    setBusy(true);
    try {
      await api.raw('POST', '/api/Universal/feedback', { body: { type: kind, content: content.trim(), contact: contact.trim() } });
      toast.success(t('feedback.thanks'));
      setContent('');
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.NOT_FOUND) await underDevelopment();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title={t('feedback.title')} subtitle={t('feedback.subtitle')} />
      <form className="card form" onSubmit={submit} noValidate>
        <div className="chips" role="radiogroup" aria-label={t('feedback.kind')}>
          {KINDS.map((k) => (
            <button key={k} type="button" role="radio" aria-checked={kind === k} className={`chip${kind === k ? ' chip--active' : ''}`} onClick={() => setKind(k)}>
              {t(`feedback.kinds.${k}`)}
            </button>
          ))}
        </div>
        <label className="form__label">
          {t('feedback.content')}
          <textarea rows={6} maxLength={MAX_CONTENT} value={content} onChange={(e) => setContent(e.target.value)} placeholder={t('feedback.placeholder')} />
          <span className="form__counter num">
            {content.length}/{MAX_CONTENT}
          </span>
        </label>
        <label className="form__label">
          {t('feedback.contact')}
          <input value={contact} maxLength={50} onChange={(e) => setContact(e.target.value)} placeholder={t('feedback.contactPlaceholder')} />
        </label>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('feedback.submit')}
        </button>
      </form>
    </div>
  );
}
