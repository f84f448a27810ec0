import { gameRounds } from '@tala/contract/game-rounds';
import { memberCentre } from '@tala/contract/member-centre';
import { member as api } from '@tala/contract/member';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { readSetting } from '../system/settings.ts';
import { resolveLanguage } from '../system/text.ts';
import { betDetail, betTotals, roundVendors } from './betting-record.ts';
import { avatarUrlOf, registerAvatarImage, registerAvatarMedia, setAvatar } from './avatar.ts';
import { changePassword, forgotByEmail, setPasswordByPhone } from './password-flows.ts';
import { readProfile, updateProfile } from './profile.ts';
import { profitReport, referralInfo } from './reports.ts';
import { memberById, setMemberLanguage } from './queries.ts';
import {
  bindEmail,
  bindMobile,
  endOtherSessions,
  securityOverview,
  sendEmailCode,
  sendMobileCode,
  sessionList,
} from './security.ts';
import { toMemberInfo } from './view.ts';

/**
 * Member domain: member info, icon and avatar, password change and recovery, language; the profile
 * and the security centre (bound mobile and e-mail, sessions).
 */
export const memberDomain: Domain = {
  name: 'member',
  register({ app, bind, platform, hooks }) {
    const { db } = platform;
    registerAvatarMedia(app);
    registerAvatarImage({ app, platform, hooks });

    const current = async (id: number) => {
      const row = await memberById(db, id);
      if (!row) throw new AppError('SESSION_EXPIRED');
      return row;
    };

    bind(api.info, async ({ member }) => toMemberInfo(await current(member!.id)));

    bind(api.icon, async ({ member }) => ({ icon: `/media/rank/${(await current(member!.id)).rank_level}.svg` }));

    bind(api.avatar, async ({ member }) => ({ avatarUrl: await avatarUrlOf(db, member!.id) }));
    bind(api.setAvatar, ({ member, input }) => setAvatar(platform, member, input.uploadId));

    bind(api.changePassword, async ({ member, input }) => {
      await changePassword(platform, member, input);
      return { changed: true as const };
    });

    bind(api.forgotByEmail, async ({ input, ip }) => {
      await forgotByEmail(platform, input, ip);
      return { accepted: true as const };
    });

    bind(api.setPasswordByPhone, async ({ input, ip, req }) => setPasswordByPhone(platform, input, { ip, req }));

    bind(api.language, async ({ member, input }) => {
      const language = input.language.toUpperCase();
      const site = await readSetting(db, 'site');
      const known = new Set([...(site?.languages ?? []), 'EN', 'PH', 'TL', 'ID', 'VI', 'CN', 'ZH']);
      if (!known.has(language)) throw new AppError('VALIDATION_FAILED', { field: 'language' });
      await setMemberLanguage(db, member!.id, language);
      return { language };
    });

    bind(api.profile, ({ member }) => readProfile(platform, member));
    bind(api.updateProfile, ({ member, input }) => updateProfile(platform, member, input));
    bind(api.security, ({ member }) => securityOverview(platform, member));
    bind(api.sendMobileCode, ({ member, input, ip }) => sendMobileCode(platform, member, input, ip));
    bind(api.bindMobile, ({ member, input }) => bindMobile(platform, member, input));
    bind(api.sendEmailCode, ({ member, input, ip }) => sendEmailCode(platform, member, input, ip));
    bind(api.bindEmail, ({ member, input }) => bindEmail(platform, member, input));
    bind(api.sessions, ({ member }) => sessionList(platform, member));
    bind(api.endOtherSessions, ({ member }) => endOtherSessions(platform, member));
    bind(memberCentre.profit, ({ member, input }) => profitReport(platform, member, input));
    bind(memberCentre.referral, ({ member }) => referralInfo(platform, member));
    bind(gameRounds.totals, ({ member, input }) => betTotals(db, member!.id, input));
    bind(gameRounds.detail, ({ member, input }) => betDetail(db, member!.id, input, resolveLanguage(input.language)));
    bind(gameRounds.vendors, ({ member, input }) => roundVendors(db, member!.id, resolveLanguage(input.language)));
  },
};
