import { messages as api } from '@tala/contract/messages';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { assertRealAccount } from '../session/guards.ts';
import type { BalanceContributor } from '../wallet/extras.ts';
import { markAllRead, markRead, messagePage, softDelete, unreadCountOf } from './queries.ts';

/** The unread count on the balance call (the header's message count). */
export const unreadMessagesContributor: BalanceContributor = async (sql, memberId) => ({
  unreadCount: await unreadCountOf(sql, memberId),
});

/** Platform information messages: the member's inbox. Every call touches only the caller's rows. */
export const messagesDomain: Domain = {
  name: 'messages',
  register({ bind, platform }) {
    const { db } = platform;

    bind(api.list, async ({ member, input }) => {
      assertRealAccount(member);
      const [page, unreadCount] = await Promise.all([
        messagePage(db, member.id, { unreadOnly: input.filter === 'unread', pageNo: input.pageNo, pageSize: input.pageSize }),
        unreadCountOf(db, member.id),
      ]);
      return { ...page, totalPages: Math.ceil(page.total / input.pageSize), unreadCount };
    });

    bind(api.unreadCount, async ({ member }) => ({ unreadCount: await unreadCountOf(db, member!.id) }));

    bind(api.read, async ({ member, input }) => {
      assertRealAccount(member);
      if (!(await markRead(db, member.id, input.id))) throw new AppError('MESSAGE_NOT_FOUND', { field: 'id' });
      return { unreadCount: await unreadCountOf(db, member.id) };
    });

    bind(api.readAll, async ({ member }) => {
      assertRealAccount(member);
      await markAllRead(db, member.id);
      return { unreadCount: 0 };
    });

    bind(api.remove, async ({ member, input }) => {
      assertRealAccount(member);
      if (!(await softDelete(db, member.id, input.id))) throw new AppError('MESSAGE_NOT_FOUND', { field: 'id' });
      return { unreadCount: await unreadCountOf(db, member.id) };
    });
  },
};
