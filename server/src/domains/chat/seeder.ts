import type { Seeder } from '../../seed/seed.ts';
import { communityPlayers } from '../games/community-seed.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** The brand's welcome in each language's lobby (the English lobby is `lobby`). */
const welcome: Record<string, string> = {
  lobby: 'Welcome to the lobby! Be kind, keep it clean, and never share your password or payment details here.',
  'lobby-fil':
    'Maligayang pagdating sa lobby! Maging mabait, panatilihing malinis ang usapan, at huwag ibahagi rito ang iyong password o mga detalye ng bayad.',
  'lobby-id':
    'Selamat datang di lobi! Bersikaplah ramah, jaga percakapan tetap bersih, dan jangan pernah membagikan kata sandi atau detail pembayaran Anda di sini.',
  'lobby-vi':
    'Chào mừng bạn đến sảnh chat! Hãy lịch sự, giữ cuộc trò chuyện lành mạnh và không bao giờ chia sẻ mật khẩu hay thông tin thanh toán ở đây.',
  'lobby-zh': '欢迎来到大厅！请友善交流、文明发言，切勿在此分享您的密码或支付信息。',
};

/**
 * Demo lobbies that are not empty on first start: the brand's welcome in every language's lobby, and
 * in the English one a few words from the community players (accounts nobody can log in to),
 * back-dated over the last hour.
 */
export const seedChat: Seeder = async (sql) => {
  const members = await sql.query<{ id: number; account: string }>(
    'SELECT id, account FROM members WHERE account = ANY($1::text[]) ORDER BY id LIMIT 2',
    [communityPlayers],
  );
  const lines: [string, number | null, string, number][] = Object.entries(welcome).map(([room, text]) => [room, null, text, 60]);
  if (members[0]) lines.push(['lobby', Number(members[0].id), 'Good evening everyone, who is playing the 9pm draw?', 25]);
  if (members[1]) lines.push(['lobby', Number(members[1].id), 'Me! Hoping for a lucky seven tonight.', 22]);
  for (const [room, memberId, text, ago] of lines) {
    await sql.query(
      'INSERT INTO chat_messages (room, member_id, kind, body, created_at) VALUES ($1, $2, $3, $4, $5::timestamptz)',
      [room, memberId, memberId === null ? 'operator' : 'member', text, minutesAgo(ago)],
    );
  }
};
