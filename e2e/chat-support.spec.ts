import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import c from '../web/src/shared/i18n/locales/en/chat.json' with { type: 'json' };
import common from '../web/src/shared/i18n/locales/en/common.json' with { type: 'json' };
import { expect, openWithSession, test } from './fixtures.ts';

const hideNotice = (page: Page) => page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));

test('customer service without an outside service: the member asks in his own conversation and the operator’s answer arrives live', async ({
  page,
  player,
  server,
}) => {
  await hideNotice(page);
  await openWithSession(page, player.token, '/');
  const menu = page.getByRole('navigation', { name: common.nav.sideMenu });
  await menu.getByRole('button', { name: common.nav.customerServices }).click();
  // a new player has no answers yet: the entry's name carries no unread count
  await menu.getByRole('button', { name: common.nav.customerService, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: c.support.title });
  await expect(dialog.getByText(c.support.intro)).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveCount(0);

  const question = `My deposit ${Date.now()} has not arrived`;
  const input = dialog.getByRole('textbox', { name: c.message });
  await input.fill(question);
  await input.press('Enter');
  const log = dialog.getByRole('log', { name: c.messages });
  await expect(log.getByRole('listitem').filter({ hasText: question })).toContainText(c.you);

  const listed = await server.ops('chat', 'support');
  expect(listed).toContain(`${player.account}  (awaiting answer): ${question}`);
  const answer = `Credited just now ${Date.now()}`;
  await server.ops('chat', 'reply', player.account, ...answer.split(' '));
  const answered = log.getByRole('listitem').filter({ hasText: answer });
  await expect(answered).toBeVisible();
  await expect(answered).toContainText(c.official);

  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
