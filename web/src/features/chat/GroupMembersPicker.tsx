import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { inbox } from '../../realtime/im';
import { Avatar } from '../../ui/Avatar';
import { toast } from '../../ui/feedback';
import { contactsOf, groupKeys, groupsApi, type Person } from './groups-api';
import './groups-words';

/** Longest group name (group/addgroup). */
const NAME_MAX = 30;

/**
 * Picks people from the address book (or found by search) for a new group chat, with its name, or
 * to add to an existing one (its members are left out).
 */
export function GroupMembersPicker({
  groupId,
  onBack,
  onDone,
}: {
  /** Adding to this group; creating a new one when absent. */
  groupId?: string;
  onBack: () => void;
  onDone: (groupId: string) => void;
}) {
  const { t } = useTranslation('groups');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<Map<number, Person>>(new Map());
  const typed = keyword.trim();
  const book = useQuery({ queryKey: groupKeys.book, queryFn: groupsApi.addressBook });
  const search = useQuery({
    queryKey: groupKeys.search(typed),
    queryFn: () => groupsApi.search(typed),
    enabled: typed.length > 0,
  });
  const members = new Set(book.data?.groups.find((group) => group.group_id === groupId)?.member_ids ?? []);
  const candidates = (typed ? (search.data?.list ?? []) : contactsOf(book.data)).filter((p) => !members.has(p.id));

  const submit = useMutation({
    mutationFn: () =>
      groupId ? groupsApi.addMembers(groupId, [...picked.keys()]) : groupsApi.create(name, [...picked.keys()]),
    onSuccess: (group) => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      void inbox.reloadGroups();
      toast.success(groupId ? t('added') : t('created'));
      onDone(group.group_id);
    },
    onError: (error) => error instanceof ApiError && toast.error(error.message),
  });

  const toggle = (person: Person) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(person.id)) next.delete(person.id);
      else next.set(person.id, person);
      return next;
    });

  return (
    <form
      className="im-thread gb"
      data-testid="group-picker"
      onSubmit={(event) => {
        event.preventDefault();
        submit.mutate();
      }}
    >
      <header className="im-thread__header">
        <button type="button" className="im-thread__back" onClick={onBack} aria-label={t('back')}>
          ‹
        </button>
        <span className="im-thread__title">{groupId ? t('addMembers') : t('create')}</span>
      </header>
      <div className="gb__body">
        {!groupId && (
          <label className="gb__field">
            <span className="small">{t('name')}</span>
            <input
              className="input"
              value={name}
              maxLength={NAME_MAX}
              placeholder={t('namePlaceholder')}
              onChange={(event) => setName(event.target.value)}
              data-testid="group-name"
            />
          </label>
        )}
        <input
          type="search"
          className="input gb__search"
          placeholder={t('searchPlaceholder')}
          value={keyword}
          maxLength={32}
          onChange={(event) => setKeyword(event.target.value)}
          data-testid="group-picker-search"
        />
        <ul className="gb-list">
          {candidates.map((person) => (
            <li key={person.id} className="gb-person">
              <label className="gb-pick" data-testid="group-pick" data-user={person.id}>
                <input type="checkbox" checked={picked.has(person.id)} onChange={() => toggle(person)} />
                <Avatar src={person.avatar} name={person.user_nickname || '?'} size={32} />
                <span className="gb-person__name">{person.user_nickname}</span>
              </label>
            </li>
          ))}
          {(typed ? search.data : book.data) && candidates.length === 0 && (
            <li className="muted small gb-none">{typed ? t('noUsers') : t('noContacts')}</li>
          )}
        </ul>
      </div>
      <footer className="gb__footer">
        <span className="muted small">{t('picked', { count: picked.size })}</span>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={submit.isPending || (Boolean(groupId) && picked.size === 0)}
          data-testid="group-picker-submit"
        >
          {groupId ? t('add') : t('createSubmit')}
        </button>
      </footer>
    </form>
  );
}
