import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_PUSH_EVENTS, PUSH_EVENTS } from '@tala/contract/core/push';
import { messages } from '@tala/contract/messages';
import { api } from '../../../shared/api/client.ts';
import { applyUnreadCount, refetchBalance } from '../../../shared/api/balance.ts';
import { usePushEvent } from '../../../shared/push/use-push.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { memberCentreKeys } from './keys.ts';

export const MESSAGE_PAGE_SIZE = 10;

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/** One page of the member's inbox, newest first. */
export function useMessages(filter: 'all' | 'unread', page: number) {
  const account = useAccount();
  return useQuery({
    queryKey: memberCentreKeys.messagePage(account, filter, page),
    queryFn: ({ signal }) => api(messages.list, { filter, pageNo: page, pageSize: MESSAGE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Reading, reading all and deleting answer with the new unread count: the header's count takes it
 * at once, and the inbox is asked again.
 */
function useMessageMutation<I>(call: (input: I) => Promise<{ unreadCount: number }>) {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ unreadCount }) => {
      applyUnreadCount(client, unreadCount);
      void client.invalidateQueries({ queryKey: memberCentreKeys.messages(account) });
    },
  });
}

export const useMarkRead = () => useMessageMutation((id: number) => api(messages.read, { id }));
export const useMarkAllRead = () => useMessageMutation(() => api(messages.readAll, {}));
export const useDeleteMessage = () => useMessageMutation((id: number) => api(messages.remove, { id }));

/** While the inbox is shown: a new message (or a reconnect) asks for the list again. */
export function useMessagesLiveUpdate(): void {
  const client = useQueryClient();
  const account = useAccount();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: memberCentreKeys.messages(account) });
    refetchBalance(client);
  };
  usePushEvent(MESSAGE_PUSH_EVENTS.new, refresh);
  usePushEvent(PUSH_EVENTS.hello, refresh);
}
