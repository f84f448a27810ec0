import type { z } from 'zod';
import { gameCategories, games, type Game } from '@tala/contract/games';
import type { LocalePack } from '@tala/contract/languages';
import { formatMinor, toMinor } from '@tala/contract/core/money';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { resolveLanguage } from '../system/text.ts';
import { catalogueCache } from './cache.ts';
import { registerCallbacks } from './callbacks.ts';
import { providerHost } from './host.ts';
import { jackpotAmount } from './jackpot.ts';
import { launchGame } from './launch.ts';
import { registerGameMedia } from './media.ts';
import { registerMemberGames } from './member-routes.ts';
import { gameTypeSummaries, getVendor, listGames, toGame, vendorCards } from './queries.ts';
import { rankList } from './rank.ts';
import { hiddenClassifies } from './visibility.ts';
import { registerDemoVendor } from '../../providers/games/demo/routes.ts';
import { startRoundSweeper } from '../../providers/games/demo/sweeper.ts';
import { SLOT_JACKPOT_POOL } from '../../providers/games/demo/engines/jackpot.ts';

type GameListAnswer = z.input<typeof games.gameList.output>;

const categoryOrder = new Map<string, number>(gameCategories.map((c, i) => [c, i]));
/** Menus and vendor cards are the same for everyone: cached for a few seconds per language. */
export const CATALOGUE_CACHE_MS = 3_000;
export const JACKPOT_CACHE_MS = 5_000;

export const gamesDomain: Domain = {
  name: 'games',
  async register(ctx) {
    const { bind, platform, app } = ctx;
    const { db } = platform;
    const cards = catalogueCache<Awaited<ReturnType<typeof vendorCards>>>(db, CATALOGUE_CACHE_MS);
    const cardsFor = async (language: string | undefined) => {
      const lang = resolveLanguage(language);
      const hidden = await hiddenClassifies(db);
      return cards.get(`${lang}|${hidden.join(',')}`, () => vendorCards(db, lang, hidden));
    };
    registerGameMedia(app, db);
    registerMemberGames(ctx);
    registerCallbacks(ctx);
    // the in-house vendor runs in this process but sees the platform only through its host
    const host = providerHost(platform);
    await registerDemoVendor(app, host);
    if (platform.config.runJobs) startRoundSweeper(app, host);

    const vendorKnown = catalogueCache<boolean>(db, CATALOGUE_CACHE_MS, 500);
    const knownVendor = async (code: string | undefined) => {
      if (code && !(await vendorKnown.get(code, async () => Boolean(await getVendor(db, code)))))
        throw new AppError('VENDOR_NOT_FOUND', { field: 'vassalage' });
    };

    // the grouped answer is kept as well: the same object each time lets the http layer send the
    // body it serialised (and tagged) for the first request of the cache's lifetime
    const menus = catalogueCache<{ gameCategory: string; vendors: Awaited<ReturnType<typeof vendorCards>> }[]>(
      db,
      CATALOGUE_CACHE_MS,
    );
    bind(games.gameMenus, async ({ input }) => {
      const lang = resolveLanguage(input.language);
      const hidden = await hiddenClassifies(db);
      return menus.get(`${lang}|${hidden.join(',')}`, async () => {
        const all = await cardsFor(lang);
        const groups = new Map<string, typeof all>();
        for (const card of all) {
          if (!categoryOrder.has(card.gameCategory)) continue;
          groups.set(card.gameCategory, [...(groups.get(card.gameCategory) ?? []), card]);
        }
        return [...groups.entries()]
          .sort(([a], [b]) => categoryOrder.get(a)! - categoryOrder.get(b)!)
          .map(([gameCategory, vendors]) => ({ gameCategory, vendors }));
      });
    });

    // the pool changes with every spin: a few seconds of cache keep the lobby's polling off the row lock
    const pool = catalogueCache<number>(db, JACKPOT_CACHE_MS, 4);
    bind(games.jackpot, async () => {
      const amountMinor = await pool.get(SLOT_JACKPOT_POOL, () => jackpotAmount(db, SLOT_JACKPOT_POOL));
      return { pool: SLOT_JACKPOT_POOL, amountMinor, amount: formatMinor(amountMinor) };
    });

    bind(games.gameVendor, async ({ input }) => {
      const seen = new Set<string>();
      // one card per vendor: its home category
      return (await cardsFor(input.language)).filter((c) => !seen.has(c.vassalage) && seen.add(c.vassalage));
    });

    // the same few pages (hot games, each lobby's first page) are asked by every visitor: answered
    // from memory for the catalogue cache's lifetime, keyed by everything that shapes the answer
    const hotAnswers = catalogueCache<Game[]>(db, CATALOGUE_CACHE_MS, 200);
    const listAnswers = catalogueCache<GameListAnswer>(db, CATALOGUE_CACHE_MS, 2_000);

    bind(games.hotGames, async ({ input }) => {
      await knownVendor(input.vassalage || undefined);
      const lang = resolveLanguage(input.language);
      const hidden = await hiddenClassifies(db);
      return hotAnswers.get(`${lang}|${hidden.join(',')}|${input.vassalage ?? ''}|${input.size}`, async () => {
        const filter = { vassalage: input.vassalage || undefined, hotOnly: true, availableOnly: true, hiddenClassifies: hidden };
        const { rows } = await listGames(db, filter, { pageNo: 1, pageSize: input.size }, lang);
        return rows.map((r) => toGame(r, lang));
      });
    });

    bind(games.gameList, async ({ input }) => {
      await knownVendor(input.vassalage || undefined);
      const lang = resolveLanguage(input.language);
      // which game kinds the brand shows is part of the answer (a brand setting, read per request)
      const hidden = await hiddenClassifies(db);
      const key = JSON.stringify([
        lang,
        hidden,
        input.gameType ?? '',
        input.vassalage ?? '',
        input.gameClassify ?? '',
        input.gameName?.trim() ?? '',
        input.minBet ?? '',
        input.minLineNum ?? '',
        input.pageNo,
        input.pageSize,
      ]);
      return listAnswers.get(key, () => gameListPage(input, lang, hidden));
    });

    const gameListPage = async (
      input: z.output<typeof games.gameList.input>,
      lang: LocalePack,
      hidden: string[],
    ): Promise<GameListAnswer> => {
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
          hiddenClassifies: hidden,
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
    };

    bind(games.vassGameType, async ({ input }) => {
      await knownVendor(input.vassalage || undefined);
      const rows = await gameTypeSummaries(db, {
        vassalage: input.vassalage || undefined,
        gameType: input.gameType || undefined,
        hiddenClassifies: await hiddenClassifies(db),
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
