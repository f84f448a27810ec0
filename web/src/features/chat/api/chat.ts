import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { chat, SUPPORT_ROOM, type ChatMessage } from '@tala/contract/chat';
import { isLocalePack, type LocalePack } from '@tala/contract/languages';
import { api } from '../../../shared/api/client.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { lastIdOf, mergeMessages } from '../model/merge.ts';

/** Query keys of the chat; they name the account, so one player never sees another's cache. */
const chatKeys = {
  // the language's lobby is part of the rooms (and of their unread count): keyed by it under these
  rooms: (account: string) => ['chat', account, 'rooms'] as const,
  room: (account: string, room: string) => ['chat', account, 'room', room] as const,
  unread: (account: string) => ['chat', account, 'unread'] as const,
  support: (account: string) => ['chat', account, 'support'] as const,
};

/** A room as the panel holds it: oldest first, and whether older messages exist on the server. */
export interface RoomState {
  list: ChatMessage[];
  hasMore: boolean;
}

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/** The site's language: the server seats the member in that language's lobby. */
function useLanguage(): LocalePack | undefined {
  const { i18n } = useTranslation();
  return isLocalePack(i18n.language) ? i18n.language : undefined;
}

/** The rooms the member may enter, with unread counts. */
export function useChatRooms() {
  const account = useAccount();
  const language = useLanguage();
  return useQuery({
    queryKey: [...chatKeys.rooms(account), language],
    queryFn: async ({ signal }) => (await api(chat.rooms, { language }, { signal })).rooms,
  });
}

/**
 * Unread messages over the member's rooms (the side menu's chat entry). Fetched when the entry shows
 * and when the window regains focus, not on every message of a busy lobby; reading a room refreshes it.
 */
export function useChatUnread(enabled: boolean) {
  const account = useAccount();
  const language = useLanguage();
  return useQuery({
    queryKey: [...chatKeys.unread(account), language],
    queryFn: async ({ signal }) => (await api(chat.unreadCount, { language }, { signal })).unreadCount,
    enabled,
    staleTime: 30_000,
  });
}

/**
 * The member's customer-service conversation: whether he is served as VIP (rank above 4) and the
 * operators' unread answers (the side menu's customer-service entry).
 */
export function useSupport(enabled: boolean) {
  const account = useAccount();
  return useQuery({
    queryKey: chatKeys.support(account),
    queryFn: async ({ signal }) => api(chat.support, {}, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** The latest page of a room; later pages are merged into the same cache entry. */
export function useRoomMessages(room: string | null) {
  const account = useAccount();
  return useQuery({
    queryKey: chatKeys.room(account, room ?? ''),
    queryFn: async ({ signal }): Promise<RoomState> => api(chat.history, { room: room!, limit: 30 }, { signal }),
    enabled: room !== null,
    // new messages arrive by push; a reopened panel fetches the latest again
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}

/** Actions on a room's cached messages: newer (after a push or reconnect), older (scrolling back), own sends. */
export function useRoomActions(room: string | null) {
  const client = useQueryClient();
  const account = useAccount();
  const key = chatKeys.room(account, room ?? '');
  const merge = (incoming: readonly ChatMessage[], hasMore?: boolean) =>
    client.setQueryData<RoomState>(key, (old) =>
      old ? { list: mergeMessages(old.list, incoming), hasMore: hasMore ?? old.hasMore } : old,
    );

  return {
    /** Fetches what follows the newest message held (all of it, page by page). */
    async fetchNewer() {
      if (!room) return;
      for (let i = 0; i < 10; i++) {
        const state = client.getQueryData<RoomState>(key);
        if (!state) return;
        const page = await api(chat.history, { room, after: lastIdOf(state.list), limit: 50 });
        merge(page.list);
        if (!page.hasMore) return;
      }
    },
    async fetchOlder() {
      const state = client.getQueryData<RoomState>(key);
      if (!room || !state?.list.length) return;
      const page = await api(chat.history, { room, before: state.list[0]!.id, limit: 30 });
      merge(page.list, page.hasMore);
    },
    add: (message: ChatMessage) => merge([message]),
    /** An operator deleted a message: it leaves the list. */
    remove: (id: number) =>
      client.setQueryData<RoomState>(key, (old) => (old ? { ...old, list: old.list.filter((m) => m.id !== id) } : old)),
    refreshRooms: () => client.invalidateQueries({ queryKey: chatKeys.rooms(account) }),
  };
}

export function useSendChat() {
  return useMutation({
    mutationFn: (input: { room: string; text: string }) => api(chat.send, input),
  });
}

/** Marks a room read up to an id and puts the answered counts into the rooms cache. */
export function useMarkRead() {
  const client = useQueryClient();
  const account = useAccount();
  const language = useLanguage();
  return async (room: string, lastId: number) => {
    const { unread } = await api(chat.read, { room, lastId, language });
    client.setQueryData([...chatKeys.rooms(account), language], (rooms: { code: string; unread: number }[] | undefined) =>
      rooms?.map((r) => (r.code === room ? { ...r, unread } : r)),
    );
    void client.invalidateQueries({ queryKey: chatKeys.unread(account) });
    if (room === SUPPORT_ROOM) void client.invalidateQueries({ queryKey: chatKeys.support(account) });
  };
}
