import { gameCategories, games } from '@tala/contract/games';
import { formatMinor, toMinor } from '@tala/contract/core/money';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { resolveLanguage } from '../system/text.ts';
import { ttlCache } from './cache.ts';
import { registerCallbacks } from './callbacks.ts';
import { providerHost } from './host.ts';
import { launchGame } from './launch.ts';
import { registerGameMedia } from './media.ts';
import { registerMemberGames } from './member-routes.ts';
import { gameTypeSummaries, getVendor, listGames, toGame, vendorCards } from './queries.ts';
import { rankList } from './rank.ts';
import { registerDemoVendor } from '../../providers/games/demo/routes.ts';
import { startRoundSweeper } from '../../providers/games/demo/sweeper.ts';

const categoryOrder = new Map<string, number>(gameCategories.map((c, i) => [c, i]));
/** Menus and vendor cards are the same for everyone: cached for a few seconds per language. */
export const CATALOGUE_CACHE_MS = 3_000;

export const gamesDomain: Domain = {
  name: 'games',
  async register(ctx) {
    const { bind, platform, app } = ctx;
    const { db } = platform;
    const cards = ttlCache<Awaited<ReturnType<typeof vendorCards>>>(CATALOGUE_CACHE_MS);
    const cardsFor = (language: string | undefined) => {
      const lang = resolveLanguage(language);
      return cards.get(lang, () => vendorCards(db, lang));
    };
    registerGameMedia(app, db);
    registerMemberGames(ctx);
    registerCallbacks(ctx);
    // the in-house vendor runs in this process but sees the platform only through its host
    const host = providerHost(platform);
    await registerDemoVendor(app, host);
    if (platform.config.runJobs) startRoundSweeper(app, host);

    const knownVendor = async (code: string | undefined) => {
      if (code && !(await getVendor(db, code))) throw new AppError('VENDOR_NOT_FOUND', { field: 'vassalage' });
    };

    bind(games.gameMenus, async ({ input }) => {
      const all = await cardsFor(input.language);
      const groups = new Map<string, typeof all>();
      for (const card of all) {
        if (!categoryOrder.has(card.gameCategory)) continue;
        groups.set(card.gameCategory, [...(groups.get(card.gameCategory) ?? []), card]);
      }
      return [...groups.entries()]
        .sort(([a], [b]) => categoryOrder.get(a)! - categoryOrder.get(b)!)
        .map(([gameCategory, vendors]) => ({ gameCategory, vendors }));
    });

    bind(games.gameVendor, async ({ input }) => {
      const seen = new Set<string>();
      // one card per vendor: its home category
      return (await cardsFor(input.language)).filter((c) => !seen.has(c.vassalage) && seen.add(c.vassalage));
    });

    bind(games.hotGames, async ({ input }) => {
      await knownVendor(input.vassalage || undefined);
      const lang = resolveLanguage(input.language);
      const filter = { vassalage: input.vassalage || undefined, hotOnly: true, availableOnly: true };
      const { rows } = await listGames(db, filter, { pageNo: 1, pageSize: input.size }, lang);
      return rows.map((r) => toGame(r, lang));
    });

    bind(games.gameList, async ({ input }) => {
      await knownVendor(input.vassalage || undefined);
      const lang = resolveLanguage(input.language);
      const maxMinBet = input.minBet === '' || input.minBet === undefined ? undefined : toMinor(input.minBet.toFixed(2));
      const { rows, total } = await listGames(
        db,
        {
          gameType: input.gameType || undefined,
          vassalage: input.vassalage || undefined,
          gameClassify: input.gameClassify || undefined,
          gameName: input.gameName?.trim() || undefined,
          maxMinBet: maxMinBet ?? undefined,
          minLineNum: input.minLineNum === '' ? undefined : input.minLineNum,
        },
        input,
        lang,
      );
      return {
        games: rows.map((r) => toGame(r, lang)),
        total,
        totalPages: Math.ceil(total / input.pageSize),
        pageNo: input.pageNo,
        pageSize: input.pageSize,
      };
    });

    bind(games.vassGameType, async ({ input }) => {
      await knownVendor(input.vassalage || undefined);
      const rows = await gameTypeSummaries(db, {
        vassalage: input.vassalage || undefined,
        gameType: input.gameType || undefined,
      });
      return rows.map((r) => ({
        vassalage: r.vendor,
        gameType: r.game_type,
        classifies: [...r.classifies].sort(),
        minBets: [...r.min_bets]
          .map(Number)
          .sort((a, b) => a - b)
          .map(formatMinor),
        gameCount: r.n,
      }));
    });

    bind(games.launchGame, async ({ input, member, req }) => {
      const language = resolveLanguage(input.language ?? (req.headers['accept-language'] as string | undefined)?.slice(0, 2));
      return launchGame(platform, member!, { ...input, language });
    });

    bind(games.rankList, async ({ input }) => rankList(db, input.period, input.size, resolveLanguage(input.language)));
  },
};
