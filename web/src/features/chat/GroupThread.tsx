import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { imClient, inbox, useGroupMessages, useInbox } from '../../realtime/im';
import { Avatar } from '../../ui/Avatar';
import { confirmDialog, toast } from '../../ui/feedback';
import { Composer } from './Composer';
import { groupKeys, groupsApi } from './groups-api';
import { MessageList } from './MessageThread';
import { type ThreadPage, useThread } from './use-thread';
import './groups-words';

/**
 * One group chat: its newest page, older pages near the top, members' messages as they come (read
 * while shown), sending, adding members, and leaving it (its owner disbands it for everyone).
 */
export function GroupThread({
  groupId,
  onBack,
  onAddMembers,
  onGone,
}: {
  groupId: string;
  onBack?: () => void;
  onAddMembers: () => void;
  onGone: () => void;
}) {
  const { t } = useTranslation('groups');
  const { t: tc } = useTranslation('chat');
  const { me, status, groups } = useInbox();
  const queryClient = useQueryClient();
  const group = groups.find((item) => item.groupId === groupId);
  const myId = me?.id ?? '';
  const owner = group?.ownerId === myId;
  const thread = useThread({
    key: groupId,
    status,
    page: (beforeId) => imClient.request<ThreadPage>('groupHistory', { groupId, beforeId }),
    post: (body, clientId) => imClient.sendGroup(groupId, body, clientId),
  });

  useEffect(() => {
    inbox.showGroup(groupId);
    return () => inbox.showGroup(null);
  }, [groupId]);

  useGroupMessages(groupId, thread.arrived);

  const leave = async () => {
    const ok = await confirmDialog({
      message: owner ? t('disbandConfirm') : t('leaveConfirm'),
      okText: owner ? t('disband') : t('leave'),
      cancelText: t('cancel'),
    });
    if (!ok) return;
    try {
      await groupsApi.leave(groupId);
      toast.success(owner ? t('disbanded') : t('left'));
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      void inbox.reloadGroups();
      onGone();
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.message);
    }
  };

  return (
    <section className="im-thread" data-testid="group-thread" data-group={groupId}>
      <header className="im-thread__header">
        {onBack && (
          <button
            type="button"
            className="im-thread__back"
            onClick={onBack}
            aria-label={tc('back')}
            data-testid="im-back"
          >
            ‹
          </button>
        )}
        <Avatar src="" name={group?.name || '#'} size={28} />
        <span className="im-thread__title">
          {group?.name ?? ''} {group && <span className="muted small">({group.memberCount})</span>}
        </span>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={onAddMembers}
          aria-label={t('addMembers')}
          data-testid="group-add-members"
        >
          +
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => void leave()}
          data-testid="group-leave"
        >
          {owner ? t('disband') : t('leave')}
        </button>
      </header>
      {thread.loading && <div className="im-thread__loading muted small">{tc('loading')}</div>}
      <MessageList
        messages={thread.messages}
        me={myId}
        onNearTop={thread.loadOlder}
        listRef={thread.listRef}
        showNames
      />
      <Composer onSend={thread.send} disabled={status !== 'online'} />
    </section>
  );
}
