import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteConfigFixture } from '../testing/fixtures.ts';
import { mockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';

beforeEach(() => resetUiStore());

describe('footer', () => {
  it('shows the policies, the 21+ and licence badges, the payment methods and social pages the brand sets', async () => {
    mockServer({
      siteConfig: siteConfigFixture({
        licence: { authority: 'Demo Gaming Authority', number: 'TALA-1' },
        paymentMarks: ['GCash', 'Visa'],
        socialLinks: [
          { network: 'facebook', url: 'https://www.facebook.com/tala' },
          { network: 'line', url: 'https://line.me/tala' },
        ],
      }),
    });
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const policies = within(footer.getByRole('navigation', { name: 'Policies' }));
    expect(policies.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/help?article=responsible-gaming',
    );
    expect(policies.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/help?article=terms');
    expect(policies.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/help?article=privacy-policy');
    expect(footer.getByRole('img', { name: 'Adults 21 and over only' })).toHaveTextContent('21+');
    expect(footer.getByText('Licensed by Demo Gaming Authority')).toBeInTheDocument();
    expect(footer.getByText('Licence no. TALA-1')).toBeInTheDocument();
    const payments = within(footer.getByRole('region', { name: 'Payment methods' }));
    expect(payments.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['GCash', 'Visa']);
    const social = within(footer.getByRole('region', { name: 'Follow us' }));
    expect(social.getByRole('link', { name: 'Tala on Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/tala');
    // a network without a mark is named in words
    expect(social.getByRole('link', { name: 'Tala on line' })).toHaveTextContent('line');
  });

  it('leaves out the marks a brand does not set', async () => {
    mockServer();
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.queryByRole('region', { name: 'Payment methods' })).not.toBeInTheDocument();
    expect(footer.queryByRole('region', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(footer.queryByText(/Licensed by/)).not.toBeInTheDocument();
    expect(footer.getByRole('img', { name: 'Adults 21 and over only' })).toBeInTheDocument();
  });
});
