import type { BindOptions } from '../http/bind.ts';
import type { Domain } from '../http/app.ts';
import { decryptBody } from '../http/crypto.ts';
import type { Job } from '../jobs/runner.ts';
import type { Seeder } from '../seed/seed.ts';
import { salaryExtras } from './agent/contracts.ts';
import { contractJobs } from './agent/job.ts';
import { commissionJob } from './agent/commission.ts';
import { rebateJob } from './agent/rebate.ts';
import { agentOps } from './agent/ops.ts';
import { agentDomain } from './agent/routes.ts';
import { seedAgentCommissionDay, seedAgentTeam } from './agent/seeder.ts';
import { captchaDomain } from './captcha/routes.ts';
import { challengeDomain } from './challenge/routes.ts';
import { depositExpiryJob } from './deposit/job.ts';
import { crashTableJob } from './games/crash-job.ts';
import { cashierOps } from './deposit/ops.ts';
import { depositDomain } from './deposit/routes.ts';
import { seedDepositChannels } from './deposit/seeder.ts';
import { feedbackOps } from './feedback/ops.ts';
import { feedbackDomain } from './feedback/routes.ts';
import { gamesDomain } from './games/routes.ts';
import { helpOps } from './help/ops.ts';
import { helpDomain } from './help/routes.ts';
import { seedHelp } from './help/seeder.ts';
import { seedCommunityMembers, seedCommunityPlay } from './games/community-seed.ts';
import { gamesOps } from './games/ops.ts';
import { seedGames } from './games/seeder.ts';
import { seedDemoMembers } from './member/demo-seed.ts';
import { seedDemoReferrals } from './member/demo-referrals.ts';
import { referralOps } from './member/referral-ops.ts';
import { referralRewardJob, seedReferralRule } from './member/referral-reward.ts';
import { memberDomain } from './member/routes.ts';
import { messageOps } from './messages/ops.ts';
import { messagesDomain, unreadMessagesContributor } from './messages/routes.ts';
import { seedDemoMessages } from './messages/seeder.ts';
import { deliveryJob } from './notify/deliver.ts';
import { notifyDomain } from './notify/routes.ts';
import { lotteryJob } from './lottery/job.ts';
import { lotteryOps } from './lottery/ops.ts';
import { lotteryDomain } from './lottery/routes.ts';
import { seedDemoLotteryBets } from './lottery/demo-bets.ts';
import { seedLottery, seedLotteryHistory } from './lottery/seeder.ts';
import { payoutDomain } from './payout/routes.ts';
import { pointsEarnJob } from './points/job.ts';
import { pointsOps } from './points/ops.ts';
import { pointsDomain } from './points/routes.ts';
import { seedPoints } from './points/seeder.ts';
import { seedPayoutProviders } from './payout/seeder.ts';
import { promoOps } from './promotions/ops.ts';
import { promotionsBalance, promotionsDomain } from './promotions/routes.ts';
import { seedDemoPromotionPlay, seedPromotionRules } from './promotions/seeder.ts';
import { pushDomain } from './push/routes.ts';
import { registerDomain } from './register/routes.ts';
import { responsibleOps } from './responsible/ops.ts';
import { responsibleDomain } from './responsible/routes.ts';
import type { OpsCommand } from './ops-command.ts';
import { keysOps } from './session/ops.ts';
import { sessionDomain } from './session/routes.ts';
import { resolveMember } from './session/tokens.ts';
import { maintenanceOps, regionOps, settingOps } from './system/ops.ts';
import { isModuleEnabled } from './system/queries.ts';
import { systemDomain } from './system/routes.ts';
import { seedSystem } from './system/seeder.ts';
import { uploadsPurgeJob } from './uploads/job.ts';
import { uploadsOps } from './uploads/ops.ts';
import { uploadsDomain } from './uploads/routes.ts';
import { forgetBalanceExtras, type BalanceContributor, type ContractContributor } from './wallet/extras.ts';
import { walletDomain } from './wallet/routes.ts';
import { seedDemoPayout } from './withdraw/seeder.ts';
import { seedBrandTimeZone, seedDemoBalances, seedUplineTransfer } from './wallet/seeder.ts';
import { withdrawReceiptJob } from './withdraw/job.ts';
import { withdrawDomain } from './withdraw/routes.ts';
import { vipRankJob } from './vip/job.ts';
import { vipDomain } from './vip/routes.ts';
import { seedVipLevels } from './vip/seeder.ts';
import { chatOps } from './chat/ops.ts';
import { chatDomain } from './chat/routes.ts';
import { seedChat } from './chat/seeder.ts';
import { missionsOps } from './missions/ops.ts';
import { missionsBalance, missionsDomain } from './missions/routes.ts';
import { seedMissions } from './missions/seeder.ts';
import { bingoDrawJob } from './games/bingo-job.ts';

/*
 * The domain registry: everything the domains contribute to the platform is listed here, as data,
 * and handed to whoever composes it (main.ts, platform.ts, the ops runner, the test harness). No
 * domain reaches into a shared object at start-up to add itself. A new domain adds its entries
 * below; ADR 0007 explains the layers.
 */

/** The binder's hooks: the session domain resolves members and decrypts bodies, the system domain gates modules. */
export const bindHooks: BindOptions = {
  resolveMember,
  decrypt: decryptBody,
  moduleEnabled: (code, platform) => isModuleEnabled(platform.db, code),
  memberCalled: (memberId, platform) => forgetBalanceExtras(platform.db, memberId),
};

/** Counts other domains add to the balance call (unread messages, promotions, unseen missions). */
const balanceContributors: readonly BalanceContributor[] = [promotionsBalance, unreadMessagesContributor, missionsBalance];
/** Salary and dividend contract flags of the consolidated wallet call (agent domain). */
const contractContributors: readonly ContractContributor[] = [salaryExtras];

/** Every domain of the platform, in registration order. */
export const domains: readonly Domain[] = [
  systemDomain,
  sessionDomain,
  challengeDomain,
  captchaDomain,
  notifyDomain,
  memberDomain,
  registerDomain,
  pushDomain,
  walletDomain({ balance: balanceContributors, contract: contractContributors }),
  lotteryDomain,
  gamesDomain,
  payoutDomain,
  depositDomain,
  uploadsDomain,
  helpDomain,
  feedbackDomain,
  withdrawDomain,
  promotionsDomain,
  agentDomain,
  messagesDomain,
  vipDomain,
  responsibleDomain,
  pointsDomain,
  chatDomain,
  missionsDomain,
];

/** First-run data, in order, in one transaction: the brand's system data first, then what builds on it. */
export const seeders: readonly Seeder[] = [
  seedSystem,
  // the brand's clock first: the seeders after it date the demo's days, periods and streaks by it
  seedBrandTimeZone,
  seedDemoMembers,
  seedLottery,
  seedLotteryHistory,
  seedGames,
  seedCommunityMembers,
  seedDemoBalances,
  seedCommunityPlay,
  seedDemoLotteryBets,
  seedPayoutProviders,
  seedDepositChannels,
  seedHelp,
  seedPromotionRules,
  seedAgentTeam,
  seedDemoMessages,
  seedVipLevels,
  seedPoints,
  seedChat,
  seedUplineTransfer,
  seedAgentCommissionDay,
  seedReferralRule,
  seedDemoReferrals,
  seedDemoPromotionPlay,
  seedMissions,
  seedDemoPayout,
];

/** Scheduled work, run by the one job runner of the cluster (each job must be crash-safe: see jobs/runner.ts). */
export const jobs: readonly Job[] = [
  lotteryJob,
  depositExpiryJob,
  uploadsPurgeJob,
  withdrawReceiptJob,
  ...contractJobs,
  rebateJob,
  commissionJob,
  vipRankJob,
  pointsEarnJob,
  deliveryJob,
  referralRewardJob,
  bingoDrawJob,
  crashTableJob,
];

/** Operator commands by name (`npm run ops -- <name> …`), in the order `ops help` lists them. */
export const opsCommands: Readonly<Record<string, OpsCommand>> = {
  maintenance: maintenanceOps,
  region: regionOps,
  setting: settingOps,
  keys: keysOps,
  lottery: lotteryOps,
  games: gamesOps,
  cashier: cashierOps,
  uploads: uploadsOps,
  help: helpOps,
  feedback: feedbackOps,
  promo: promoOps,
  agent: agentOps,
  message: messageOps,
  points: pointsOps,
  chat: chatOps,
  responsible: responsibleOps,
  referral: referralOps,
  missions: missionsOps,
};
