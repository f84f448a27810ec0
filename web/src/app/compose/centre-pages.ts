/**
 * The member and agent centres' pages, plugged in from their feature folders. Each page is its own
 * lazy chunk; an entry to a page anywhere on the site shows only once the page is registered here.
 * Menu order and landing pages are fixed in shared/ui/centre/pages.ts; labels are `centre:pages.*`.
 */
import { lazy } from 'react';
import {
  BellIcon,
  ChartIcon as ProfitIcon,
  CrownIcon,
  LinkIcon,
  ReceiptIcon,
  TicketIcon,
  UserIcon,
  WalletIcon,
} from '../../features/auth/components/account-icons.tsx';
import { DepositIcon } from '../../features/cashier/deposit/components/deposit-icons.tsx';
import { useUplineTransferShown } from '../../features/cashier/upline/api/upline-status.ts';
import { UplineIcon } from '../../features/cashier/upline/components/upline-icon.tsx';
import { WithdrawIcon } from '../../features/cashier/withdraw/components/withdraw-icon.tsx';
import { CoinsIcon } from '../../features/promotions/components/promo-icons.tsx';
import { FlagIcon } from '../../features/missions/components/mission-icons.tsx';
import { useBalance } from '../../shared/api/balance.ts';
import { useModule } from '../../shared/api/system-queries.ts';
import {
  ChartIcon,
  WagesIcon,
  PieIcon,
  ClockIcon,
  BoltIcon,
  DiceIcon,
  TeamTreeIcon,
  TrendIcon,
  UserPlusIcon,
  MegaphoneIcon,
  IncomeIcon,
  LedgerIcon,
  CreditIcon,
} from '../../features/agent-centre/components/agent-icons.tsx';
import { HourglassIcon } from '../../features/member-centre/components/responsible-icon.tsx';
import { registerCentrePage } from '../../shared/ui/centre/pages.ts';
import { GiftIcon, ShieldIcon } from '../../shared/ui/icons/icons.tsx';

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
  key: 'withdraw',
  icon: WithdrawIcon,
  component: lazy(() => import('../../features/cashier/withdraw/components/withdraw-page.tsx')),
});

registerCentrePage({
  centre: 'member',
  key: 'rewardCenter',
  icon: GiftIcon,
  // with the daily sign-in card of the missions feature on top
  component: lazy(() => import('./reward-centre-page.tsx')),
  // the red count: promotions the member can claim now, from the balance call
  useBadge: () => useBalance().data?.availablePromoCount ?? 0,
});

registerCentrePage({
  centre: 'member',
  key: 'bonusDetails',
  icon: CoinsIcon,
  component: lazy(() => import('../../features/promotions/components/bonus-details-page.tsx')),
});

registerCentrePage({
  centre: 'agent',
  key: 'agentTeamOverview',
  icon: ChartIcon,
  component: lazy(() => import('../../features/agent-centre/components/team-overview-page.tsx')),
});

registerCentrePage({
  centre: 'agent',
  key: 'registerCenter',
  icon: UserPlusIcon,
  component: lazy(() => import('../../features/agent-centre/components/register-page.tsx')),
});

registerCentrePage({
  centre: 'agent',
  key: 'downlineManagmentView',
  icon: TeamTreeIcon,
  component: lazy(() => import('../../features/agent-centre/components/downline-page.tsx')),
});

registerCentrePage({
  centre: 'agent',
  key: 'personalHistoryCopy',
  icon: DiceIcon,
  component: lazy(() => import('../../features/agent-centre/components/team-bets-page.tsx')),
});

registerCentrePage({
  centre: 'agent',
  key: 'palStatementsAgentCopy',
  icon: TrendIcon,
  component: lazy(() => import('../../features/agent-centre/components/user-loss-page.tsx')),
});

registerCentrePage({
  centre: 'agent',
  key: 'agentDailyWages2',
  icon: WagesIcon,
  component: lazy(() => import('../../features/agent-centre/components/daily-wages-page.tsx')),
  // absent unless the brand switches it on (spec §2)
  useShown: () => useModule('AGENTSALARY3'),
});

registerCentrePage({
  centre: 'agent',
  key: 'agentDividendRecordCopy2',
  icon: PieIcon,
  component: lazy(() => import('../../features/agent-centre/components/dividend-page.tsx')),
  // absent unless the brand switches it on (spec §2)
  useShown: () => useModule('AGENTCONTRACT3'),
});

registerCentrePage({
  centre: 'agent',
  key: 'agentHourSalary',
  icon: ClockIcon,
  component: lazy(() => import('../../features/agent-centre/components/hour-salary-page.tsx')),
  // absent unless the brand switches it on (spec §2)
  useShown: () => useModule('AGENTHOURSALARY3'),
});

registerCentrePage({
  centre: 'agent',
  key: 'agentRealtimeSalary',
  icon: BoltIcon,
  component: lazy(() => import('../../features/agent-centre/components/realtime-salary-page.tsx')),
  // absent unless the brand switches it on (spec §2)
  useShown: () => useModule('AGENTREALTIMESALARY3'),
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
  icon: ProfitIcon,
  component: lazy(() => import('../../features/member-centre/components/profit-page.tsx')),
});

registerCentrePage({
  centre: 'member',
  key: 'referral',
  icon: LinkIcon,
  component: lazy(() => import('../../features/member-centre/components/referral-page.tsx')),
});

registerCentrePage({
  centre: 'agent',
  key: 'agentAnnouncement',
  icon: MegaphoneIcon,
  component: lazy(() => import('../../features/agent-centre/components/announcements-page.tsx')),
});

registerCentrePage({
  centre: 'agent',
  key: 'agentRevenueReport',
  icon: IncomeIcon,
  component: lazy(() => import('../../features/agent-centre/components/my-income-page.tsx')),
});

registerCentrePage({
  centre: 'agent',
  key: 'agentDownlineTransactionDetailsCopy',
  icon: LedgerIcon,
  component: lazy(() => import('../../features/agent-centre/components/account-details-page.tsx')),
});

registerCentrePage({
  centre: 'agent',
  key: 'agentCreditReport',
  icon: CreditIcon,
  component: lazy(() => import('../../features/agent-centre/components/credit-report-page.tsx')),
});

registerCentrePage({
  centre: 'member',
  key: 'responsibleGaming',
  icon: HourglassIcon,
  component: lazy(() => import('./responsible-page.tsx')),
});

registerCentrePage({
  centre: 'member',
  key: 'transferUpline',
  icon: UplineIcon,
  component: lazy(() => import('../../features/cashier/upline/components/upline-transfer-page.tsx')),
  // only for a member whose brand and agent allow it: absent otherwise
  useShown: useUplineTransferShown,
});

registerCentrePage({
  centre: 'member',
  key: 'missionLeaderboard',
  icon: FlagIcon,
  component: lazy(() => import('../../features/missions/components/missions-page.tsx')),
  // the red count: running missions the member has not seen yet, from the balance call
  useBadge: () => useBalance().data?.unreadMissionCount ?? 0,
});
