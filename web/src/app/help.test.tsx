import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HelpCategory } from '@tala/contract/system';
import { mockServer, refusal, type MockServer } from './testing/mock-server.ts';
import { renderApp } from './testing/render-app.tsx';
import { resetUiStore } from './testing/reset.ts';

const categories: HelpCategory[] = [
  {
    id: 1,
    code: 'withdraw',
    title: 'Withdrawals',
    articles: [
      {
        id: 11,
        slug: 'how-to-withdraw',
        title: 'How do I withdraw?',
        content: '<p>Set a <strong>payment password</strong> first.</p>',
      },
    ],
  },
  {
    id: 2,
    code: 'agreement',
    title: 'Agreements and policies',
    articles: [
      {
        id: 21,
        slug: 'user-agreement',
        title: 'User agreement',
        content: '<p>You are 21 or older.</p><img src=x onerror="window.hacked=1">',
      },
      { id: 22, slug: 'privacy-policy', title: 'Privacy policy', content: '<p>We never sell your data.</p>' },
    ],
  },
];

let server: MockServer;
let votes: unknown[];
beforeEach(() => {
  resetUiStore();
  votes = [];
  server = mockServer({
    routes: {
      '/wps/system/helpCenter': () => ({ categories }),
      '/wps/help/search': (url) =>
        url.searchParams.get('q') === 'password'
          ? {
              hits: [
                {
                  id: 11,
                  slug: 'how-to-withdraw',
                  categoryCode: 'withdraw',
                  title: 'How do I withdraw?',
                  excerpt: 'Set a payment password first.',
                },
              ],
            }
          : { hits: [] },
      '/wps/help/vote': (_url, body) => {
        votes.push(body);
        return (body as { articleId: number }).articleId === 11 ? { helpful: 1, notHelpful: 0 } : refusal('NOT_FOUND', 404);
      },
    },
  });
});

describe('help centre', () => {
  it('lists topics, searches, opens a result and records that it helped', async () => {
    const user = userEvent.setup();
    renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    const topics = await screen.findByRole('navigation', { name: 'Help topics' });
    expect(within(topics).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/help?article=privacy-policy');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.type(within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search help' }), 'password');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Results for “password”' });
    expect(within(results).getByText('Set a payment password first.')).toBeInTheDocument();
    await user.click(within(results).getByRole('link', { name: 'How do I withdraw?' }));

    const article = await screen.findByRole('article', { name: 'How do I withdraw?' });
    expect(within(article).getByText('payment password')).toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: 'Yes' }));
    expect(await within(article).findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(votes).toEqual([{ articleId: 11, helpful: true }]);
  });

  it('opens an article from a deep link, sanitised, and says when a search finds nothing', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/help?article=user-agreement');
    const article = await screen.findByRole('article', { name: 'User agreement' });
    expect(within(article).getByText('You are 21 or older.')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search help' }), 'zzz{Enter}');
    expect(await screen.findByText('No article matches. Try other words.')).toBeInTheDocument();
  });

  it('shows the help centre alone on /helpmc, linking within it, and opens a customer-service topic', async () => {
    renderApp('/helpmc?topic=privacy-policy');
    expect(await screen.findByRole('article', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Help topics' })).getByRole('link', { name: 'User agreement' }),
    ).toHaveAttribute('href', '/helpmc?article=user-agreement');
  });

  it('says so when an article does not exist', async () => {
    renderApp('/help?article=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('This article does not exist or was removed.');
  });

  it('says so when the help centre cannot be loaded', async () => {
    server.routes['/wps/system/helpCenter'] = () => refusal('UNKNOWN', 500);
    renderApp('/help');
    expect(await screen.findByRole('alert')).toHaveTextContent('The help centre could not be loaded. Try again later.');
  });
});

describe('customer-service topics', () => {
  it('shows the index for a topic without an article of that name', async () => {
    renderApp('/helpmc?topic=unknown-topic');
    expect(await screen.findByRole('heading', { name: 'How can we help?' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
