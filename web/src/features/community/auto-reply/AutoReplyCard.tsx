import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { toast } from '../../../ui/feedback';
import { useSession } from '../../auth/use-session';
import { communityKeys } from '../community-keys';

/** The server's limit (member/setAutoReply). */
const MAX_LENGTH = 200;

/** The streamer area's automatic reply to private messages (member/setAutoReply): on or off, and its text. */
export function AutoReplyCard() {
  const token = useSession().token ?? null;
  const key = communityKeys.autoReply(token);
  const current = useQuery({ queryKey: key, queryFn: () => api.get('/api/community/auto-replies/mine') });
  if (!current.data) return <div className="skeleton-list" />;
  // Keyed by what is stored, so a saved (masked) text replaces what was typed.
  return <AutoReplyForm key={`${current.data.is_open}:${current.data.content}`} saved={current.data} queryKey={key} />;
}

function AutoReplyForm({
  saved,
  queryKey,
}: {
  saved: { is_open: 0 | 1; content: string };
  queryKey: ReturnType<typeof communityKeys.autoReply>;
}) {
  const { t } = useTranslation('community');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(saved.is_open === 1);
  const [content, setContent] = useState(saved.content);
  const save = useMutation({
    mutationFn: () => api.post('/api/member/setAutoReply', { is_open: open, content: content.trim() || undefined }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKey, data);
      toast.success(t('autoReply.saved'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="card studio-card" onSubmit={submit} data-testid="studio-auto-reply">
      <h2 className="card__title">{t('autoReply.title')}</h2>
      <p className="muted">{t('autoReply.hint')}</p>
      <label className="studio-field">
        <input
          type="checkbox"
          checked={open}
          onChange={(event) => setOpen(event.target.checked)}
          data-testid="auto-reply-open"
        />
        <span>{t('autoReply.enabled')}</span>
      </label>
      <label className="form__label">
        {t('autoReply.text')}
        <textarea
          rows={3}
          maxLength={MAX_LENGTH}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          data-testid="auto-reply-text"
        />
      </label>
      <button
        type="submit"
        className="btn btn--primary btn--small"
        disabled={save.isPending}
        data-testid="auto-reply-save"
      >
        {t('autoReply.save')}
      </button>
    </form>
  );
}
