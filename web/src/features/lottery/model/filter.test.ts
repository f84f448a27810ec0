import { describe, expect, it } from 'vitest';
import { filterGames, gamesOfTag, uniqueGames } from './filter.ts';

const g = (gameId: number, remark: string, drawDayOfWeek = '2,3,4,5,6,7,1', gameCode = `G${gameId}`) => ({
  gameId,
  remark,
  drawDayOfWeek,
  gameCode,
});
const menus = [
  { tag: 'fast', labelName: 'Fast', gameMenus: [g(1, 'Lucky 1 Minute'), g(2, 'Xổ số Miền Bắc', '2,4,6')] },
  { tag: 'vn', labelName: 'Vietnam', gameMenus: [g(2, 'Xổ số Miền Bắc', '2,4,6'), g(3, 'Mega Sunday', '1')] },
];

describe('lobby filtering', () => {
  it('lists every game once, or one tag’s games', () => {
    expect(uniqueGames(menus).map((x) => x.gameId)).toEqual([1, 2, 3]);
    expect(gamesOfTag(menus, 'vn').map((x) => x.gameId)).toEqual([2, 3]);
    expect(gamesOfTag(menus, null)).toHaveLength(3);
    expect(gamesOfTag(menus, 'gone')).toEqual([]);
  });

  it('searches names without case or accents, and codes', () => {
    const all = uniqueGames(menus);
    expect(filterGames(all, { search: 'mien bac', weekday: null }).map((x) => x.gameId)).toEqual([2]);
    expect(filterGames(all, { search: 'LUCKY', weekday: null }).map((x) => x.gameId)).toEqual([1]);
    expect(filterGames(all, { search: 'g3', weekday: null }).map((x) => x.gameId)).toEqual([3]);
  });

  it('finds a game by the label of a menu it sits under, when its own name does not say it', () => {
    const all = uniqueGames(menus);
    expect(filterGames(all, { search: 'vietnam', weekday: null }).map((x) => x.gameId)).toEqual([]);
    expect(filterGames(all, { search: 'vietnam', weekday: null }, menus).map((x) => x.gameId)).toEqual([2, 3]);
    expect(filterGames(all, { search: 'VIETNAM', weekday: 1 }, menus).map((x) => x.gameId)).toEqual([3]);
  });

  it('keeps the games that draw on the chosen weekday code', () => {
    const all = uniqueGames(menus);
    expect(filterGames(all, { search: '', weekday: 1 }).map((x) => x.gameId)).toEqual([1, 3]);
    expect(filterGames(all, { search: '', weekday: 4 }).map((x) => x.gameId)).toEqual([1, 2]);
    expect(filterGames(all, { search: 'mega', weekday: 4 })).toEqual([]);
  });
});
