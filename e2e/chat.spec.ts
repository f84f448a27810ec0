import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import c from '../web/src/shared/i18n/locales/en/chat.json' with { type: 'json' };
import common from '../web/src/shared/i18n/locales/en/common.json' with { type: 'json' };
import { createPlayer, expect, openWithSession, test } from './fixtures.ts';

const hideNotice = (page: Page) => page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));

async function openChat(page: Page) {
  const menu = page.getByRole('navigation', { name: common.nav.sideMenu });
  await menu.getByRole('button', { name: common.nav.customerServices }).click();
  // the name may carry the unread count ("Chat room, 3 unread")
  await menu.getByRole('button', { name: new RegExp(`^${common.nav.chatRoom}`) }).click();
  return page.getByRole('dialog', { name: c.title });
}

test('two players chat in the lobby: one posts, the other sees it live; the operator’s announcement is marked', async ({
  page,
  player,
  browser,
  server,
}) => {
  const other = await createPlayer(server.baseURL);
  const otherContext = await browser.newContext({ baseURL: server.baseURL });
  const otherPage = await otherContext.newPage();
  try {
    await hideNotice(page);
    await hideNotice(otherPage);
    await openWithSession(page, player.token, '/');
    await openWithSession(otherPage, other.token, '/');
    const mine = await openChat(page);
    const theirs = await openChat(otherPage);
    const theirLog = theirs.getByRole('log', { name: c.messages });
    // the room is loaded (it may still be empty) and the composer ready
    await expect(theirLog).toBeAttached();
    await expect(mine.getByRole('log', { name: c.messages })).toBeAttached();

    const text = `Good luck on the 6pm draw ${Date.now()} <b>all</b>`;
    const input = mine.getByRole('textbox', { name: c.message });
    await expect(input).toBeFocused();
    await input.fill(text);
    await input.press('Enter');
    const own = mine.getByRole('listitem').filter({ hasText: text });
    await expect(own).toContainText(c.you);
    await expect(input).toHaveValue('');

    // the other player never reloads: the push channel brings it, shown as text with its author
    const seen = theirLog.getByRole('listitem').filter({ hasText: text });
    await expect(seen).toBeVisible();
    await expect(seen).toContainText(player.account);

    // own messages sit on the right, others' on the left
    const ownBox = (await own.boundingBox())!;
    const seenBox = (await seen.boundingBox())!;
    const theirsBox = (await theirLog.boundingBox())!;
    expect(ownBox.x + ownBox.width).toBeGreaterThan(seenBox.x + seenBox.width - 1);
    expect(seenBox.x - theirsBox.x).toBeLessThan(20);

    const announcement = `Draws run late tonight ${Date.now()}`;
    await server.ops('chat', 'post', 'lobby', announcement);
    const official = theirLog.getByRole('listitem').filter({ hasText: announcement });
    await expect(official).toContainText(c.official);
    await expect(mine.getByRole('listitem').filter({ hasText: announcement })).toBeVisible();

    const results = await new AxeBuilder({ page: otherPage }).include('[role="dialog"]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // a muted player may read but not post
    await server.ops('chat', 'mute', other.account, '10');
    const theirInput = theirs.getByRole('textbox', { name: c.message });
    await theirInput.fill('can I still talk?');
    await theirInput.press('Enter');
    await expect(theirs.getByRole('alert')).toContainText('You cannot post in the chat for now.');
  } finally {
    await otherContext.close();
  }
});

test('on a phone the chat is a full-screen sheet', async ({ page, player }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await hideNotice(page);
  await openWithSession(page, player.token, '/');
  await page.getByRole('button', { name: common.nav.openMenu }).first().click();
  const dialog = await openChat(page);
  await expect(dialog.getByRole('textbox', { name: c.message })).toBeFocused();
  await page.screenshot({ path: '.tmp/chat-phone.png' });
  const box = (await dialog.boundingBox())!;
  expect([Math.round(box.x), Math.round(box.width), Math.round(box.height)]).toEqual([0, 390, 844]);
});
