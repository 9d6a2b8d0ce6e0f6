import { ErrorCode } from '@arena/protocol';
import { useMutation } from '@tanstack/react-query';
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

  const send = useMutation({
    mutationFn: (body: { type: string; content: string; contact: string }) => api.raw('POST', '/api/Universal/feedback', { body }),
    onSuccess: () => {
      toast.success(t('feedback.thanks'));
      setContent('');
    },
    // The community service that takes feedback is not built yet: say so instead of a bare 404.
    onError: (error) => (error instanceof ApiError && error.code === ErrorCode.NOT_FOUND ? underDevelopment() : undefined),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return toast.warning(t('feedback.required'));
    send.mutate({ type: kind, content: content.trim(), contact: contact.trim() });
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
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {t('feedback.submit')}
        </button>
      </form>
    </div>
  );
}
