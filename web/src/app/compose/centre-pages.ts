/**
 * The member and agent centres' pages, plugged in from their feature folders. Each page is its own
 * lazy chunk; an entry to a page anywhere on the site shows only once the page is registered here.
 * Menu order and landing pages are fixed in shared/ui/centre/pages.ts; labels are `centre:pages.*`.
 */
import { lazy } from 'react';
import {
  BellIcon,
  ChartIcon,
  CrownIcon,
  LinkIcon,
  ReceiptIcon,
  TicketIcon,
  UserIcon,
  WalletIcon,
} from '../../features/auth/components/account-icons.tsx';
import { DepositIcon } from '../../features/cashier/deposit/components/deposit-icons.tsx';
import { useBalance } from '../../shared/api/balance.ts';
import { registerCentrePage } from '../../shared/ui/centre/pages.ts';
import { ShieldIcon } from '../../shared/ui/icons/icons.tsx';

registerCentrePage({
  centre: 'member',
  key: 'transferFund',
  icon: WalletIcon,
  component: lazy(() => import('../../features/member-centre/components/wallet-page.tsx')),
});

registerCentrePage({
  centre: 'member',
  key: 'personalHistoryCopy',
  icon: TicketIcon,
  component: lazy(() => import('../../features/member-centre/components/betting-record-page.tsx')),
});

registerCentrePage({
  centre: 'member',
  key: 'transactionHistory',
  icon: ReceiptIcon,
  component: lazy(() => import('../../features/member-centre/components/account-record-page.tsx')),
});

registerCentrePage({
  centre: 'member',
  key: 'securityCenter',
  icon: ShieldIcon,
  component: lazy(() => import('./security-centre-page.tsx')),
});

registerCentrePage({
  centre: 'member',
  key: 'depositv2',
  icon: DepositIcon,
  component: lazy(() => import('../../features/cashier/deposit/components/deposit-page.tsx')),
});

registerCentrePage({
  centre: 'member',
  key: 'messageV2',
  icon: BellIcon,
  component: lazy(() => import('../../features/member-centre/components/messages-page.tsx')),
  useBadge: () => useBalance().data?.unreadCount ?? 0,
});

registerCentrePage({
  centre: 'member',
  key: 'profile',
  icon: UserIcon,
  component: lazy(() => import('../../features/member-centre/components/profile-page.tsx')),
});

registerCentrePage({
  centre: 'member',
  key: 'playerRank',
  icon: CrownIcon,
  component: lazy(() => import('../../features/member-centre/components/player-rank-page.tsx')),
});

registerCentrePage({
  centre: 'member',
  key: 'personalProfit',
  icon: ChartIcon,
  component: lazy(() => import('../../features/member-centre/components/profit-page.tsx')),
});

registerCentrePage({
  centre: 'member',
  key: 'referral',
  icon: LinkIcon,
  component: lazy(() => import('../../features/member-centre/components/referral-page.tsx')),
});
