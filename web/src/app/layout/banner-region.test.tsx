import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter } from '../../shared/router/core.ts';
import { RouterProvider } from '../../shared/router/react.tsx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { translator } from '../../shared/i18n/i18n.ts';
import { noticeKeys } from '../api/system.ts';
import { createQueryClient } from '../query-client.ts';
import { bannerFixture } from '../testing/fixtures.ts';
import { mockServer } from '../testing/mock-server.ts';
import { BannerRegion } from './banner-region.tsx';

beforeAll(() => {
  // jsdom has neither; the carousel only needs them to exist
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

describe('banner region', () => {
  it("shows the first banner's picture in the slide's place while the carousel's code loads, then the carousel", async () => {
    mockServer();
    const queryClient = createQueryClient();
    const first = { ...bannerFixture('home', 7), phoneUrl: '/media/banner/7.svg?crop=phone' };
    queryClient.setQueryData(noticeKeys.notice(translator.language), {
      player: [],
      popup: [],
      promotion: [],
      banners: [first, bannerFixture('home', 8), bannerFixture('rng', 9)],
    });
    const router = createMemoryRouter([{ path: '*', element: <BannerRegion group="home" home /> }]);
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // the first screen: the picture, hidden from assistive technology (the carousel names it), no carousel yet
    const poster = container.querySelector('[aria-hidden="true"]');
    expect(poster?.querySelector('img')?.getAttribute('src')).toBe('/media/banner/7.svg');
    expect(poster?.querySelector('source')?.getAttribute('srcset')).toBe('/media/banner/7.svg?crop=phone');
    expect(poster?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(screen.queryByRole('region', { name: 'Banners' })).not.toBeInTheDocument();

    expect(await screen.findByRole('region', { name: 'Banners' })).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] img[src="/media/banner/7.svg"]')).toBeNull();
    expect(screen.getByRole('link', { name: /Banner 7 for home/ })).toBeInTheDocument();
  });
});
