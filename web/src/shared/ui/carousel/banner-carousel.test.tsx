import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from '../../router/core.ts';
import { RouterProvider } from '../../router/react.tsx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@tala/contract/system';
import { BannerCarousel, bannerTarget } from './banner-carousel.tsx';

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

const banner = (id: number, linkageType: string, link: string): Banner => ({
  bannerId: id,
  url: `/media/banner/${id}.svg`,
  groupName: 'home',
  linkageType,
  link,
  title: `Banner ${id}`,
  headline: '',
  subline: '',
  cta: '',
  phoneUrl: '',
});

function renderBanners(banners: Banner[], home: boolean) {
  const router = createMemoryRouter([{ path: '*', element: <BannerCarousel banners={banners} home={home} label="Featured" /> }]);
  return render(<RouterProvider router={router} />);
}

describe('banner carousel', () => {
  it('opens outside links in a new tab, site routes in place, and leaves plain banners unlinked', () => {
    renderBanners([banner(1, 'url', 'https://promo.example/x'), banner(2, 'route', '/promotions?id=3'), banner(3, '', '')], true);
    expect(screen.getByRole('link', { name: 'Banner 1' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Banner 1' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Banner 2' })).toHaveAttribute('href', '/promotions?id=3');
    expect(screen.queryByRole('link', { name: 'Banner 3' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Banner 3' })).toBeInTheDocument();
  });

  it('lays the words over generated artwork as text, with the button only where the banner leads', () => {
    const words = {
      headline: 'Welcome bonus 100%',
      subline: 'Up to $500',
      cta: 'Claim now',
      phoneUrl: '/media/banner/1.svg?crop=phone',
    };
    renderBanners(
      [
        { ...banner(1, 'route', '/promotions'), ...words },
        { ...banner(2, '', ''), ...words, headline: 'Slots' },
      ],
      false,
    );
    // the link's name is its words; the picture is decoration beside them
    const link = screen.getByRole('link', { name: 'Welcome bonus 100% Up to $500 Claim now' });
    expect(link).toHaveAttribute('href', '/promotions');
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
    expect(link.querySelector('source')).toHaveAttribute('srcset', '/media/banner/1.svg?crop=phone');
    // a banner that leads nowhere shows no button that would do nothing
    const plain = screen.getByText('Slots').closest('div')!;
    expect(plain).not.toHaveTextContent('Claim now');
  });

  it('refuses links that are not what their type says', () => {
    expect(bannerTarget(banner(1, 'url', 'javascript:alert(1)'))).toBeNull();
    expect(bannerTarget(banner(1, 'route', '//evil.example/x'))).toBeNull();
    expect(bannerTarget(banner(1, 'route', 'https://x.example'))).toBeNull();
  });

  it('paginates on home and shows one slide without dots elsewhere', () => {
    const { unmount } = renderBanners([banner(1, '', ''), banner(2, '', '')], true);
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(2);
    unmount();
    renderBanners([banner(1, '', ''), banner(2, '', '')], false);
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
    expect(screen.getAllByRole('group', { name: /Slide \d of 2/ })).toHaveLength(2);
  });
});
