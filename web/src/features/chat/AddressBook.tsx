import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { inbox } from '../../realtime/im';
import { EmptyState } from '../../ui/EmptyState';
import { toast } from '../../ui/feedback';
import { GroupCard } from './GroupCard';
import { contactsOf, groupKeys, groupsApi, type Person } from './groups-api';
import { PersonRow } from './PersonRow';
import './groups-words';

type Tab = 'contacts' | 'groups' | 'discover';

/**
 * The address book beside the conversations: people I follow and who follow me, my group chats and
 * public ones to join, streamers to follow, and a search over every user (nickname prefix or id).
 */
export function AddressBook({
  onBack,
  onMessage,
  onOpenGroup,
  onCreate,
}: {
  onBack: () => void;
  onMessage: (person: Person) => void;
  onOpenGroup: (groupId: string) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation('groups');
  const [tab, setTab] = useState<Tab>('contacts');
  const [keyword, setKeyword] = useState('');
  const typed = keyword.trim();
  const queryClient = useQueryClient();
  const book = useQuery({ queryKey: groupKeys.book, queryFn: groupsApi.addressBook });
  const search = useQuery({
    queryKey: groupKeys.search(typed),
    queryFn: () => groupsApi.search(typed),
    enabled: typed.length > 0,
  });
  const people = useQuery({
    queryKey: groupKeys.recommendedUsers,
    queryFn: groupsApi.recommendedUsers,
    enabled: tab === 'discover',
  });
  const groups = useQuery({
    queryKey: groupKeys.recommendedGroups,
    queryFn: groupsApi.recommendedGroups,
    enabled: tab === 'groups',
  });
  const join = useMutation({
    mutationFn: async ({ groupId, me }: { groupId: string; me: number }) => groupsApi.addMembers(groupId, [me]),
    onSuccess: (group) => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      void inbox.reloadGroups();
      onOpenGroup(group.group_id);
    },
    onError: (error) => error instanceof ApiError && toast.error(error.message),
  });
  const me = Number(inbox.get().me?.id ?? 0);

  const contacts = contactsOf(book.data);
  return (
    <section className="im-thread gb" data-testid="address-book">
      <header className="im-thread__header">
        <button type="button" className="im-thread__back" onClick={onBack} aria-label={t('back')} data-testid="gb-back">
          ‹
        </button>
        <span className="im-thread__title">{t('title')}</span>
        <button type="button" className="btn btn--primary btn--small" onClick={onCreate} data-testid="gb-create">
          {t('create')}
        </button>
      </header>
      <div className="gb__body">
        <input
          type="search"
          className="input gb__search"
          placeholder={t('searchPlaceholder')}
          value={keyword}
          maxLength={32}
          onChange={(event) => setKeyword(event.target.value)}
          data-testid="gb-search"
        />
        {typed ? (
          <ul className="gb-list" data-testid="gb-search-results">
            {search.data?.list.map((person) => (
              <PersonRow key={person.id} person={person} onMessage={onMessage} />
            ))}
            {search.data && search.data.list.length === 0 && <li className="muted small gb-none">{t('noUsers')}</li>}
          </ul>
        ) : (
          <>
            <div className="gb__tabs" role="tablist">
              {(['contacts', 'groups', 'discover'] as const).map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  aria-selected={tab === name}
                  className={`gb__tab${tab === name ? ' gb__tab--active' : ''}`}
                  onClick={() => setTab(name)}
                  data-testid={`gb-tab-${name}`}
                >
                  {t(`tabs.${name}`)}
                </button>
              ))}
            </div>
            {tab === 'contacts' &&
              (book.data && contacts.length === 0 ? (
                <EmptyState icon="user" title={t('noContacts')} description={t('noContactsText')} compact />
              ) : (
                <ul className="gb-list" data-testid="gb-contacts">
                  {contacts.map((person) => (
                    <PersonRow key={person.id} person={person} onMessage={onMessage} />
                  ))}
                </ul>
              ))}
            {tab === 'groups' && (
              <>
                <h3 className="gb__heading">{t('myGroups')}</h3>
                <ul className="gb-list" data-testid="gb-my-groups">
                  {book.data?.groups.map((group) => (
                    <GroupCard key={group.group_id} group={group} onOpen={() => onOpenGroup(group.group_id)} />
                  ))}
                  {book.data && book.data.groups.length === 0 && (
                    <li className="muted small gb-none">{t('noGroups')}</li>
                  )}
                </ul>
                <h3 className="gb__heading">{t('recommendedGroups')}</h3>
                <ul className="gb-list" data-testid="gb-recommended-groups">
                  {groups.data?.list.map((group) => (
                    <GroupCard
                      key={group.group_id}
                      group={group}
                      joining={join.isPending}
                      onJoin={() => join.mutate({ groupId: group.group_id, me })}
                    />
                  ))}
                  {groups.data && groups.data.list.length === 0 && (
                    <li className="muted small gb-none">{t('noGroups')}</li>
                  )}
                </ul>
              </>
            )}
            {tab === 'discover' && (
              <ul className="gb-list" data-testid="gb-recommended-users">
                {people.data?.list.map((person) => (
                  <PersonRow key={person.id} person={person} onMessage={onMessage} />
                ))}
                {people.data && people.data.list.length === 0 && (
                  <li className="muted small gb-none">{t('noUsers')}</li>
                )}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
