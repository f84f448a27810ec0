import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { playKind, prizeMode } from '@tala/contract/lottery';

/**
 * The demo brand's lottery catalogue (catalogue.json): families with their play types and odds, games
 * with schedules, lobby menus. Seeded once (seeder.ts); afterwards the database is the configuration.
 * Stakes are minor units; odds are payout multipliers including the stake (a 2D pays 95× against a
 * 1-in-100 chance: a 5% margin).
 */
const translated = z.object({ en: z.string().min(1), fil: z.string(), id: z.string(), vi: z.string(), zh: z.string() });

const playTypeSeed = z.object({
  code: z.string().regex(/^[A-Z0-9]{1,16}$/),
  kind: playKind,
  digits: z.number().int().min(1).max(6),
  odds: z.number().gt(1),
  minStake: z.number().int().positive(),
  maxStake: z.number().int().positive(),
  name: translated,
});

const gameSeed = z.object({
  code: z.string().regex(/^[A-Z0-9_]{1,32}$/),
  family: z.string(),
  prizeMode,
  /** A Vietnam lottery game (account type TCG_LOTTO_VN). */
  vn: z.boolean().optional(),
  name: translated,
  /** Weekday codes; default every day. */
  days: z.array(z.number().int().min(1).max(7)).default([1, 2, 3, 4, 5, 6, 7]),
  times: z.array(z.string()).optional(),
  interval: z.number().int().optional(),
  /** Seconds before the draw when betting closes. */
  lock: z.number().int().min(0),
  hot: z.boolean().optional(),
  /** Default: the brand's zone. */
  timeZone: z.string().optional(),
});

const catalogueSchema = z.object({
  families: z.array(z.object({ code: z.string(), name: translated, playTypes: z.array(playTypeSeed).min(1) })),
  games: z.array(gameSeed),
  menus: z.array(z.object({ tag: z.string(), label: translated, games: z.array(z.string()) })),
});

export type Catalogue = z.infer<typeof catalogueSchema>;

export function readCatalogue(file = path.join(import.meta.dirname, 'catalogue.json')): Catalogue {
  const parsed = catalogueSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`lottery catalogue ${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}
