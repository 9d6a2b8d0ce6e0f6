import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/api';
import { currentLang } from '../../../../i18n/i18n';
import { formatDate } from '../../../../i18n/format';
import { Avatar } from '../../../../ui/Avatar';
import { toast } from '../../../../ui/feedback';
import { Pager } from '../../../../ui/Pager';
import { liveKeys } from '../../live-keys';

const PAGE_SIZE = 10;
/** The service's limit: short enough to sit beside a nickname in the danmaku. */
const BADGE_NAME_MAX = 6;

/** The streamer's fan group: its badge name (member/setBadgeName) and members (live/groupList). */
export function FanGroupCard({ streamerId }: { streamerId: number }) {
  const { t } = useTranslation('live');
  const lang = currentLang();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const group = useQuery({
    queryKey: liveKeys.fanGroup(streamerId),
    queryFn: () => api.post('/api/Live_streaming/getFansGroupInfo', { anchor_id: streamerId }),
  });
  const members = useQuery({
    queryKey: liveKeys.fanMembers(page),
    queryFn: () => api.post('/api/live/groupList', { page, limit: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
  const [name, setName] = useState<string | null>(null);
  const shown = name ?? group.data?.badge_name ?? '';
  const rename = useMutation({
    mutationFn: () => api.post('/api/member/setBadgeName', { badge_name: shown.trim() }),
    onSuccess: (answer) => {
      queryClient.setQueryData(liveKeys.fanGroup(streamerId), answer);
      setName(null);
      toast.success(t('studio.fans.renamed'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!shown.trim()) return toast.warning(t('studio.fans.nameNeeded'));
    rename.mutate();
  };

  return (
    <section className="card studio-card" data-testid="studio-fans">
      <h2 className="card__title">{t('studio.fans.title')}</h2>
      <form className="studio-inline" onSubmit={submit} noValidate>
        <span className="chat-badge chat-badge--fan" aria-hidden="true">
          {shown || '…'}
        </span>
        {/* Not editable until the saved name is in: it would replace what is being typed (the cursor too). */}
        <input
          value={shown}
          maxLength={BADGE_NAME_MAX}
          disabled={group.isPending}
          aria-label={t('studio.fans.badgeName')}
          placeholder={t('studio.fans.badgeName')}
          onChange={(e) => setName(e.target.value)}
          data-testid="fan-badge-name"
        />
        <button
          type="submit"
          className="btn btn--primary"
          disabled={rename.isPending || name === null}
          data-testid="fan-badge-save"
        >
          {t('studio.fans.save')}
        </button>
      </form>
      <p className="muted small">{t('studio.fans.members', { count: group.data?.members ?? 0 })}</p>
      {members.data?.total === 0 && <p className="muted">{t('studio.fans.none')}</p>}
      <ul className="live-list live-list--flat">
        {members.data?.list.map((fan) => (
          <li key={fan.uid} className="live-list__row" data-testid="fan-row">
            <Avatar src={fan.avatar} name={fan.user_nickname} size={32} />
            <span className="reserve-row__body">
              <span className="reserve-row__title">{fan.user_nickname}</span>
              <span className="reserve-row__meta">
                {t('studio.fans.joined', { date: formatDate(new Date(fan.joined_at), lang) })}
                {fan.wearing ? ` · ${t('studio.fans.wearing')}` : ''}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <Pager page={page} total={members.data?.total ?? 0} limit={PAGE_SIZE} onChange={setPage} />
    </section>
  );
}
