import { isAgentCode, roleName } from '@tala/contract/core/roles';
import type { MemberInfo } from '@tala/contract/member';
import type { MemberRow } from './queries.ts';

/** '+63 ******4567' */
export function maskMobile(dialingCode: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  const tail = mobile.slice(-4);
  return `${dialingCode ? `+${dialingCode} ` : ''}${'*'.repeat(Math.max(2, mobile.length - 4))}${tail}`;
}

/** 'd***@example.com' */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

const str = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);

/** The member as spec §3 describes it (member info). */
export function toMemberInfo(m: MemberRow): MemberInfo {
  const club = m.club_label;
  return {
    id: m.id,
    account: m.account,
    nickname: m.nickname || m.account,
    type: roleName(m.is_agent),
    toUpline: m.upline_id !== null,
    clubLabel: club?.labelName
      ? {
          labelName: club.labelName,
          color: str(club.color, '#1f2937'),
          color2: str(club.color2, '#fbbf24'),
          rankLevel: Number(club.rankLevel ?? m.rank_level),
        }
      : null,
    memberLabel: (Array.isArray(m.member_label) ? m.member_label : [])
      .filter((l) => typeof l?.labelName === 'string')
      .map((l) => ({ labelName: l.labelName!, color: str(l.color, '#1f2937'), color2: str(l.color2, '#fbbf24') })),
    rank: m.rank_level,
    isAgent: m.is_agent,
    language: m.language.toUpperCase(),
    affiliateCode: isAgentCode(m.is_agent) ? m.affiliate_code : null,
    mobile: maskMobile(m.country_dialing_code, m.mobile),
    email: maskEmail(m.email),
    createdAt: new Date(m.created_at).toISOString(),
  };
}
