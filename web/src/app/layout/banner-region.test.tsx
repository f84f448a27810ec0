import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerFixture } from '../testing/fixtures.ts';
import { mockServer } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';

// Embla measures with these observers; jsdom has neither.
beforeAll(() => {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
});

beforeEach(() => {
  resetUiStore();
  mockServer({ banners: [bannerFixture('home', 1), bannerFixture('rng', 2)] });
});

describe('banner region', () => {
  it("shows the route group's banners inside one landmark named Featured", async () => {
    renderApp('/rng');
    // the carousel chunk (Embla) loads once the banners are known
    const carousel = await screen.findByRole('region', { name: 'Banners' }, { timeout: 12_000 });
    expect(screen.getAllByRole('region', { name: 'Featured' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Featured' })).toContainElement(carousel);
    expect(within(carousel).getByRole('img', { name: 'Banner 2 for rng' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('img', { name: 'Banner 1 for home' })).not.toBeInTheDocument();
  });
});
