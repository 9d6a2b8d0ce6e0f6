import type { ImMessage, ImMessageBody } from '@arena/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { imClient, inbox, useGroupMessages, useInbox } from '../../realtime/im';
import { Avatar } from '../../ui/Avatar';
import { confirmDialog, toast } from '../../ui/feedback';
import { Composer } from './Composer';
import { groupKeys, groupsApi } from './groups-api';
import { MessageList } from './MessageThread';
import { mergeMessages } from './message-rules';
import './groups-words';

interface Page {
  list: ImMessage[];
  hasMore: boolean;
}

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
  const [messages, setMessages] = useState<ImMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const toBottom = useRef(false);
  const myId = me?.id ?? '';
  const owner = group?.ownerId === myId;

  useEffect(() => {
    inbox.showGroup(groupId);
    return () => inbox.showGroup(null);
  }, [groupId]);

  useEffect(() => {
    if (status !== 'online') return;
    let live = true;
    imClient
      .request<Page>('groupHistory', { groupId })
      .then((page) => {
        if (!live) return;
        toBottom.current = true;
        setMessages((current) => mergeMessages(current, page.list));
        setHasMore(page.hasMore);
      })
      .catch((error: unknown) => live && error instanceof ApiError && toast.error(error.message));
    return () => {
      live = false;
    };
  }, [groupId, status]);

  useLayoutEffect(() => {
    const el = list.current;
    if (el && toBottom.current) el.scrollTop = el.scrollHeight;
    toBottom.current = false;
  }, [messages]);

  useGroupMessages(groupId, (message) => {
    const el = list.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight < 80) toBottom.current = true;
    setMessages((current) => mergeMessages(current, [message]));
  });

  const loadOlder = useCallback(() => {
    const oldest = messages[0];
    if (!hasMore || loading || !oldest) return;
    setLoading(true);
    imClient
      .request<Page>('groupHistory', { groupId, beforeId: oldest.id })
      .then((page) => {
        setMessages((current) => mergeMessages(current, page.list));
        setHasMore(page.hasMore);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [groupId, hasMore, loading, messages]);

  const send = async (body: ImMessageBody): Promise<boolean> => {
    try {
      const message = await imClient.sendGroup(
        groupId,
        body,
        `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
      );
      toBottom.current = true;
      setMessages((current) => mergeMessages(current, [message]));
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError && error.message !== 'offline' ? error.message : tc('offline'));
      return false;
    }
  };

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
      {loading && <div className="im-thread__loading muted small">{tc('loading')}</div>}
      <MessageList messages={messages} me={myId} onNearTop={loadOlder} listRef={list} showNames />
      <Composer onSend={send} disabled={status !== 'online'} />
    </section>
  );
}
