import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/api';
import { confirmDialog, toast } from '../../../../ui/feedback';
import { liveKeys } from '../../live-keys';

const copy = (text: string) => navigator.clipboard?.writeText(text).catch(() => undefined);

/** The push address; the stream key is shown once, right after it is made (the old one stops working). */
export function PushAddressCard() {
  const { t } = useTranslation('live');
  const [key, setKey] = useState<string | null>(null);
  const address = useQuery({ queryKey: liveKeys.streamAddress, queryFn: () => api.get('/api/stream-keys') });
  // A first key replaces nothing, so it needs no confirmation; a new one stops the old one at once.
  const hasKey = Boolean(address.data?.key_created_at);
  const regenerate = useMutation({
    mutationFn: async () => {
      const sure =
        !hasKey ||
        (await confirmDialog({
          message: t('studio.push.confirm'),
          okText: t('studio.push.regenerate'),
          cancelText: t('studio.cancel'),
        }));
      return sure ? api.post('/api/stream-keys') : null;
    },
    onSuccess: (made) => {
      if (!made) return;
      setKey(made.stream_key);
      void address.refetch();
    },
  });
  return (
    <section className="card studio-card" data-testid="studio-push">
      <h2 className="card__title">{t('studio.push.title')}</h2>
      <div className="studio-field">
        <span className="muted small">{t('studio.push.address')}</span>
        <code className="studio-code">{address.data?.push_url ?? '…'}</code>
        {address.data && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void copy(address.data.push_url).then(() => toast.success(t('studio.copied')))}
          >
            {t('studio.copy')}
          </button>
        )}
      </div>
      <div className="studio-field">
        <span className="muted small">{t('studio.push.key')}</span>
        {key ? (
          <>
            <code className="studio-code" data-testid="stream-key">
              {key}
            </code>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => void copy(key).then(() => toast.success(t('studio.copied')))}
            >
              {t('studio.copy')}
            </button>
          </>
        ) : (
          <span className="muted">{hasKey ? t('studio.push.hidden') : t('studio.push.none')}</span>
        )}
      </div>
      {key && <p className="apply-rejected">{t('studio.push.onlyOnce')}</p>}
      <details className="push-settings" data-testid="push-settings">
        <summary>{t('studio.push.settingsTitle')}</summary>
        <ul>
          {(['video', 'audio', 'keyframe', 'bitrate', 'obs'] as const).map((item) => (
            <li key={item}>{t(`studio.push.settings.${item}`)}</li>
          ))}
        </ul>
      </details>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => regenerate.mutate()}
        disabled={regenerate.isPending || !address.data}
        data-testid="stream-key-new"
      >
        {t(hasKey || key ? 'studio.push.regenerate' : 'studio.push.generate')}
      </button>
    </section>
  );
}
