import type { Page } from '@playwright/test';
import auth from '../../web/src/shared/i18n/locales/en/auth.json' with { type: 'json' };
import forms from '../../web/src/shared/i18n/locales/en/forms.json' with { type: 'json' };
import register from '../../web/src/shared/i18n/locales/en/register.json' with { type: 'json' };
import errors from '../../web/src/shared/i18n/locales/en/errors.json' with { type: 'json' };
import { closeNoticePopups } from './shell.ts';

/** The accounts screens' English text, read from the packs so copy edits don't break the specs. */
export const text = { auth, forms, register, errors };

let addresses = 0;

/**
 * Every request of this page comes from its own client address (the e2e server trusts
 * X-Forwarded-For), so the per-IP limits of login, SMS and free play never collide across tests.
 */
export async function ownAddress(page: Page, workerIndex: number): Promise<void> {
  addresses += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.88.${workerIndex % 250}.${(addresses % 250) + 1}` });
}

/** Home with the notice popup kept out of the way, then the login popup opened from the header. */
export async function openLogin(page: Page, path = '/') {
  await closeNoticePopups(page);
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: auth.header.login }).click();
  return page.getByRole('dialog', { name: auth.dialogTitle.replace('{{brand}}', 'Tala') });
}

/** Logs in through the popup by username and password. */
export async function loginWithForm(page: Page, username: string, password: string, options: { remember?: boolean } = {}) {
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: auth.fields.username }).fill(username);
  await dialog.getByLabel(auth.fields.password, { exact: true }).fill(password);
  if (options.remember) await dialog.getByRole('checkbox', { name: auth.rememberMe }).check();
  await dialog.getByRole('button', { name: auth.submit, exact: true }).click();
  return dialog;
}

/** The logged-in bar's account menu button. */
export const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Account menu for / });

/** Fills a (min)/(max) rule text as the forms show it. */
export function ruleText(key: keyof typeof register, min: number, max: number): string {
  const raw = register[key] as string;
  const collapsed = min === max ? raw.replace(/\(min\)\s*-\s*\(max\)/g, String(min)) : raw;
  return collapsed.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}
