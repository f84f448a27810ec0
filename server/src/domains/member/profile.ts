import { checkRule, type RegisterRules } from '@tala/contract/register-rules';
import {
  ageOn,
  isPastDate,
  lockedOnceSet,
  minimumAge,
  profileFields,
  profileRules,
  type Profile,
  type ProfileField,
} from '@tala/contract/member';
import type { RegisterRule } from '@tala/contract/system';
import { AppError } from '../../http/app-error.ts';
import type { Member, Platform } from '../../http/context.ts';
import { assertRealAccount } from '../session/guards.ts';
import { brandRules, throwFailure } from './field-errors.ts';
import { profileForUpdate, profileOf, saveProfile, type ProfileRow } from './profile-queries.ts';

/** The registration rules a brand may set for the same field replace the profile's own (spec §5). */
const brandOverridable = new Set<ProfileField>(['idNumber', 'zalo', 'whatsapp', 'line', 'facebook']);

export function ruleOf(rules: RegisterRules, field: ProfileField): RegisterRule {
  const brand = brandOverridable.has(field) ? rules[field] : undefined;
  return brand?.enabled ? { ...brand, required: false } : profileRules[field];
}

const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

export function toProfile(row: ProfileRow): Profile {
  const stored = row.profile ?? {};
  const out = { nickname: row.nickname || row.account } as Profile;
  for (const f of profileFields) if (f !== 'nickname') out[f] = textOf(stored[f]);
  return out;
}

export async function readProfile(platform: Platform, member: Member | null): Promise<Profile> {
  assertRealAccount(member);
  const row = await profileOf(platform.db, member.id);
  if (!row) throw new AppError('SESSION_EXPIRED');
  return toProfile(row);
}

/**
 * Changes the fields given. Every value is checked first (the first failure names its field and
 * nothing is saved); birthday and id number, once set, stay (PROFILE_FIELD_LOCKED).
 */
export async function updateProfile(
  platform: Platform,
  member: Member | null,
  input: Partial<Record<ProfileField, string | undefined>>,
): Promise<Profile> {
  assertRealAccount(member);
  const rules = await brandRules(platform);
  const changes: Partial<Record<ProfileField, string>> = {};
  for (const field of profileFields) {
    const raw = input[field];
    if (raw === undefined) continue;
    const value = raw.trim().replace(/\s+/g, ' ');
    throwFailure(checkRule(field, value, ruleOf(rules, field)));
    changes[field] = value;
  }
  const birthday = changes.birthday;
  if (birthday) {
    const today = new Date();
    if (!isPastDate(birthday, today)) {
      throw new AppError('VALIDATION_FAILED', {
        field: 'birthday',
        value: { key: 'reg_pattern_8', kind: 'pattern', min: 10, max: 10 },
      });
    }
    if (ageOn(birthday, today) < minimumAge) throw new AppError('AGE_UNDER_MINIMUM', { field: 'birthday' });
  }
  return platform.db.tx(async (sql) => {
    const row = await profileForUpdate(sql, member.id);
    if (!row) throw new AppError('SESSION_EXPIRED');
    const current = toProfile(row);
    for (const field of lockedOnceSet) {
      const next = changes[field];
      if (next !== undefined && current[field] !== '' && next !== current[field]) {
        throw new AppError('PROFILE_FIELD_LOCKED', { field });
      }
    }
    const { nickname, ...rest } = { ...current, ...changes };
    const stored: Record<string, unknown> = { ...row.profile };
    for (const [k, v] of Object.entries(rest)) {
      if (v) stored[k] = v;
      else delete stored[k];
    }
    await saveProfile(sql, member.id, nickname, stored);
    return toProfile({ ...row, nickname, profile: stored });
  });
}
