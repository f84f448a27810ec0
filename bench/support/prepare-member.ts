/**
 * Prepares a database for the API load bench and prints a session token of the seeded demo member:
 * migrates and seeds (first run), then opens a session the way login does. Run with
 * `node --import tsx bench/support/prepare-member.ts` and DATA_DIR (embedded) or DATABASE_URL set.
 * The server is started on the same database afterwards; a PGlite directory has one user at a time.
 */
import { loadConfig } from '../../server/src/config.ts';
import { createPlatform } from '../../server/src/platform.ts';
import { createSession } from '../../server/src/domains/session/tokens.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const platform = await createPlatform(config);
const [member] = await platform.db.query<{ id: number }>("SELECT id FROM members WHERE account = 'demo'");
if (!member) throw new Error('the demo member was not seeded');
process.stdout.write(`${await createSession(platform.db, member.id, { userAgent: 'bench/api-load' })}\n`);
await platform.push?.close();
await platform.db.close();
