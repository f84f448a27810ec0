import type { Domain } from '../http/app.ts';
import type { Seeder } from '../seed/seed.ts';
import { opsDomain } from '../ops/routes.ts';
import { captchaDomain } from './captcha/routes.ts';
import { challengeDomain } from './challenge/routes.ts';
import { gamesDomain } from './games/routes.ts';
import { seedCommunityMembers, seedCommunityPlay } from './games/community-seed.ts';
import { seedGames } from './games/seeder.ts';
import { seedDemoMembers } from './member/demo-seed.ts';
import { memberDomain } from './member/routes.ts';
import { notifyDomain } from './notify/routes.ts';
import { lotteryDomain } from './lottery/routes.ts';
import { seedLottery } from './lottery/seeder.ts';
import { pushDomain } from './push/routes.ts';
import { registerDomain } from './register/routes.ts';
import { sessionDomain } from './session/routes.ts';
import { systemDomain } from './system/routes.ts';
import { walletDomain } from './wallet/routes.ts';
import { seedDemoBalances } from './wallet/seeder.ts';

/** Every domain of the platform, in registration order. Add a domain here and its seeder below. */
export const domains: readonly Domain[] = [
  systemDomain,
  sessionDomain,
  challengeDomain,
  captchaDomain,
  notifyDomain,
  memberDomain,
  registerDomain,
  opsDomain,
  pushDomain,
  walletDomain,
  lotteryDomain,
  gamesDomain,
];

/** Demo data of later domains, run after the brand's system data on first start. */
export const seeders: readonly Seeder[] = [
  seedDemoMembers,
  seedLottery,
  seedGames,
  seedCommunityMembers,
  seedDemoBalances,
  seedCommunityPlay,
];
