import { apiLogin, expect, test } from './fixtures.ts';

// The e2e account helpers go through the real registration and login calls; this keeps them honest.
test('a player registered through the API can log in again with the same password', async ({ player, server }) => {
  expect(player.token).toMatch(/\S{20,}/);
  const again = await apiLogin(server.baseURL, player.account, player.password);
  expect(again.account.toLowerCase()).toBe(player.account.toLowerCase());
  expect(again.token).not.toBe(player.token);
});

test('the demo player logs in through the API', async ({ server }) => {
  const session = await apiLogin(server.baseURL, 'demo', 'Demo1234');
  expect(session.token).toBeTruthy();
  expect(session.isAgent).toBe(0);
});
