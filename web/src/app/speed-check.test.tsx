import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from './testing/mock-server.ts';
import { renderApp } from './testing/render-app.tsx';
import { resetUiStore } from './testing/reset.ts';
import { waitForRoute } from './testing/wait-for-route.ts';

beforeEach(() => {
  resetUiStore();
  mockServer({
    routes: {
      '/wps/system/domainRoute': () => ({
        routers: [
          { url: 'https://down.tala.example', speed: 0 },
          { url: 'https://m.tala.example', speed: 0 },
        ],
      }),
      // every origin's status call lands here: one domain never answers
      '/wps/system/status': (url) =>
        url.host === 'down.tala.example' ? Promise.reject(new TypeError('Failed to fetch')) : { status: 0, ip: '1.2.3.4' },
    },
  });
});

describe('speed check', () => {
  it('times this site and the brand domains, unreachable last, with a switch to a working one', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await waitForRoute('Home');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Customer services' }));
    await user.click(await within(menu).findByRole('button', { name: 'Speed check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Speed check' });
    const table = await within(dialog).findByRole('table', { name: 'Addresses, fastest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('down.tala.example');
    expect(rows[2]).toHaveTextContent('No answer');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    const mobile = rows.find((r) => r.textContent?.includes('m.tala.example'))!;
    expect(mobile).toHaveTextContent(/\d+ ms/);
    expect(within(mobile).getByRole('link', { name: 'Switch' })).toHaveAttribute('href', 'https://m.tala.example');
    const here = rows.find((r) => r.textContent?.includes('This site'))!;
    expect(within(here).queryByRole('link')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Measure again' }));
    expect(await within(dialog).findByRole('table', { name: 'Addresses, fastest first' })).toBeInTheDocument();
  });
});
