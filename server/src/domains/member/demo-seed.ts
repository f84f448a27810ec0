import type { Seeder } from '../../seed/seed.ts';
import { hashPassword } from '../session/passwords.ts';

/** The demo accounts printed at start-up (main.ts) and documented in the README. */
export const demoMembers = [
  { username: 'demo', password: 'Demo1234', role: 'player' },
  { username: 'agent01', password: 'Demo1234', role: 'agent' },
  { username: 'newbie01', password: 'Demo1234', role: 'player (must change password)' },
] as const;

/**
 * Demo members: a VIP player with a verified mobile number and e-mail (SMS login and both recoveries
 * work on it) and a partly filled profile, an agent with the invitation code TALA2026, and a player that agent created, who must change
 * the password at first login. Their demo money comes from the wallet's seeder (runs after this one).
 */
export const seedDemoMembers: Seeder = async (sql) => {
  const hash = await hashPassword('Demo1234');
  const [agent] = await sql.query<{ id: number }>(
    `INSERT INTO members (account, nickname, password_hash, email, is_agent, affiliate_code, rank_level, language)
     VALUES ('agent01', 'Agent 01', $1, 'agent01@example.com', 1, 'TALA2026', 0, 'EN') RETURNING id`,
    [hash],
  );
  await sql.query(
    `INSERT INTO members (account, nickname, password_hash, mobile, country_dialing_code, email, is_agent, upline_id,
       club_label, member_label, rank_level, language, mobile_verified_at, email_verified_at, profile, first_login, last_login_at)
     VALUES ('demo', 'Demo Player', $1, '9171234567', '63', 'demo@example.com', 0, $2, $3::jsonb, $4::jsonb, 3, 'EN',
       now(), now(), $5::jsonb, false, now() - interval '20 hours')`,
    [
      hash,
      agent!.id,
      JSON.stringify({ labelName: 'VIP 3', color: '#3b2300', color2: '#f5c542', rankLevel: 3 }),
      JSON.stringify([{ labelName: 'VIP', color: '#3b2300', color2: '#f5c542' }]),
      // a profile half filled in, as a player who registered a while ago would have it
      JSON.stringify({ birthday: '1990-05-14', nationality: 'Filipino', placeOfBirth: 'Quezon City', telegram: 'demo_player' }),
    ],
  );
  await sql.query(
    `INSERT INTO members (account, nickname, password_hash, is_agent, upline_id, password_must_change, language)
     VALUES ('newbie01', 'Newbie 01', $1, 0, $2, true, 'EN')`,
    [hash, agent!.id],
  );
};
