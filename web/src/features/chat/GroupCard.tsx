import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import type { GroupView } from './groups-api';
import './groups-words';

/** A group chat with its first members' faces: open it when I am in, else join it. */
export function GroupCard({
  group,
  onOpen,
  onJoin,
  joining,
}: {
  group: GroupView;
  onOpen?: () => void;
  onJoin?: () => void;
  joining?: boolean;
}) {
  const { t } = useTranslation('groups');
  return (
    <li className="gb-group" data-testid="gb-group" data-group={group.group_id}>
      <span className="gb-group__faces" aria-hidden="true">
        {group.members.slice(0, 3).map((member) => (
          <Avatar key={member.id} src={member.avatar} name={member.user_nickname || '?'} size={24} />
        ))}
      </span>
      <span className="gb-person__body">
        <span className="gb-person__name">{group.name}</span>
        <span className="muted small">{t('members', { count: group.member_count })}</span>
      </span>
      {group.is_member
        ? onOpen && (
            <button type="button" className="btn btn--ghost btn--small" onClick={onOpen}>
              {t('open')}
            </button>
          )
        : onJoin && (
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={joining}
              onClick={onJoin}
              data-testid="gb-join"
            >
              {t('join')}
            </button>
          )}
    </li>
  );
}
