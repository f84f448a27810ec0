import type { Seeder } from '../../seed/seed.ts';
import { communityPlayers } from '../games/community-seed.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/**
 * A demo lobby that is not empty on first start: the brand's welcome and a few words from the
 * community players (accounts nobody can log in to), back-dated over the last hour.
 */
export const seedChat: Seeder = async (sql) => {
  const members = await sql.query<{ id: number; account: string }>(
    'SELECT id, account FROM members WHERE account = ANY($1::text[]) ORDER BY id LIMIT 2',
    [communityPlayers],
  );
  const lines: [number | null, string, number][] = [
    [null, 'Welcome to the lobby! Be kind, keep it clean, and never share your password or payment details here.', 60],
  ];
  if (members[0]) lines.push([Number(members[0].id), 'Good evening everyone, who is playing the 9pm draw?', 25]);
  if (members[1]) lines.push([Number(members[1].id), 'Me! Hoping for a lucky seven tonight.', 22]);
  for (const [memberId, text, ago] of lines) {
    await sql.query(
      'INSERT INTO chat_messages (room, member_id, kind, body, created_at) VALUES ($1, $2, $3, $4, $5::timestamptz)',
      ['lobby', memberId, memberId === null ? 'operator' : 'member', text, minutesAgo(ago)],
    );
  }
};
