import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { Avatar } from '../../ui/Avatar';
import { toast } from '../../ui/feedback';
import { groupKeys, groupsApi, type Person } from './groups-api';
import './groups-words';

/** Whether I follow them (the follow button's state). */
const iFollow = (person: Person) => person.relation === 'following' || person.relation === 'mutual';

/** A person with how they relate to me, a follow button and, when given, a message button. */
export function PersonRow({ person, onMessage }: { person: Person; onMessage?: (person: Person) => void }) {
  const { t } = useTranslation('groups');
  const queryClient = useQueryClient();
  const follow = useMutation({
    mutationFn: () => groupsApi.toggleFollow(person.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    onError: (error) => error instanceof ApiError && toast.error(error.message),
  });
  return (
    <li className="gb-person" data-testid="gb-person" data-user={person.id}>
      <Avatar src={person.avatar} name={person.user_nickname || '?'} size={36} />
      <span className="gb-person__body">
        <span className="gb-person__name">{person.user_nickname}</span>
        <span className="muted small">
          {person.relation !== 'none' && <span className="gb-tag">{t(`relation.${person.relation}`)}</span>}
          {person.is_anchor === 1 && <span className="gb-tag gb-tag--anchor">{t('streamer')}</span>}
        </span>
      </span>
      {onMessage && (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => onMessage(person)}>
          {t('message')}
        </button>
      )}
      <button
        type="button"
        className={`btn btn--small ${iFollow(person) ? 'btn--ghost' : 'btn--primary'}`}
        disabled={follow.isPending}
        onClick={() => follow.mutate()}
        data-testid="gb-follow"
      >
        {iFollow(person) ? t('following') : t('follow')}
      </button>
    </li>
  );
}
