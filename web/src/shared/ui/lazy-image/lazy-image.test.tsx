import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage, MAX_RETRIES } from './lazy-image.tsx';
import { PRELOAD_SCREENS } from './visibility.ts';

let observed: { element: Element; callback: IntersectionObserverCallback; margin: string }[] = [];

beforeEach(() => {
  observed = [];
  class FakeObserver {
    constructor(
      private callback: IntersectionObserverCallback,
      private options: IntersectionObserverInit,
    ) {}
    observe(element: Element) {
      observed.push({ element, callback: this.callback, margin: this.options.rootMargin ?? '' });
    }
    unobserve(element: Element) {
      observed = observed.filter((o) => o.element !== element);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => vi.useRealTimers());

function comeIntoView() {
  act(() => {
    for (const { element, callback } of [...observed]) {
      callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

/** The screen's height in CSS pixels, as the browser reports it. */
function screenHeight(height: number) {
  Object.defineProperty(window.screen, 'height', { value: height, configurable: true });
}

describe('LazyImage', () => {
  it('waits until it is within 1.3 screen heights before loading', () => {
    screenHeight(1000);
    render(<LazyImage src="/media/games/a.svg" alt="Lucky Seven" />);
    expect(screen.queryByRole('img', { name: 'Lucky Seven' })).toBeNull();
    expect(observed[0]?.margin).toBe(`${1000 * PRELOAD_SCREENS}px 0px`);
    comeIntoView();
    expect(screen.getByRole('img', { name: 'Lucky Seven' })).toHaveAttribute('src', '/media/games/a.svg');
  });

  it('gives a page read without JavaScript the picture as a lazy image; with JavaScript it waits to be seen', () => {
    const html = renderToString(<LazyImage src="/media/games/a.svg" alt="Lucky Seven" />);
    expect(html).toMatch(/<noscript><img src="\/media\/games\/a\.svg" alt="Lucky Seven" loading="lazy"/);
    render(<LazyImage src="/media/games/a.svg" alt="Lucky Seven" />);
    // the browser's own render leaves the noscript empty: nothing loads before the box is seen
    expect(screen.queryByRole('img', { name: 'Lucky Seven' })).toBeNull();
    expect(document.querySelector('noscript')?.innerHTML).toBe('');
  });

  it('reads the screen height once (not the window’s, which lays the page out), and again only after a resize', () => {
    window.dispatchEvent(new Event('resize'));
    screenHeight(1000);
    render(<LazyImage src="/media/games/h1.svg" alt="One" />);
    expect(observed.at(-1)?.margin).toBe(`${1000 * PRELOAD_SCREENS}px 0px`);
    // no resize yet: the height is not read again
    screenHeight(400);
    render(<LazyImage src="/media/games/h2.svg" alt="Two" />);
    expect(observed.at(-1)?.margin).toBe(`${1000 * PRELOAD_SCREENS}px 0px`);
    window.dispatchEvent(new Event('resize'));
    render(<LazyImage src="/media/games/h3.svg" alt="Three" />);
    expect(observed.at(-1)?.margin).toBe(`${400 * PRELOAD_SCREENS}px 0px`);
  });

  it('retries a broken image three times, then shows the default icon', () => {
    vi.useFakeTimers();
    render(<LazyImage src="/media/games/broken.svg" alt="Broken Game" />);
    comeIntoView();
    const sources: string[] = [];
    for (let attempt = 0; attempt <= MAX_RETRIES; attempt++) {
      const image = screen.getByRole('img', { name: 'Broken Game' });
      sources.push(image.getAttribute('src') ?? '');
      fireEvent.error(image);
      act(() => vi.advanceTimersByTime(10_000));
    }
    expect(sources).toEqual([
      '/media/games/broken.svg',
      '/media/games/broken.svg?retry=1',
      '/media/games/broken.svg?retry=2',
      '/media/games/broken.svg?retry=3',
    ]);
    const fallback = screen.getByRole('img', { name: 'Broken Game' });
    expect(fallback.tagName).toBe('SPAN');
  });

  it('shows an image it loaded before at once, without waiting to be seen again', () => {
    const { unmount } = render(<LazyImage src="/media/games/seen.svg" alt="Seen" />);
    comeIntoView();
    fireEvent.load(screen.getByRole('img', { name: 'Seen' }));
    unmount();
    render(<LazyImage src="/media/games/seen.svg" alt="Seen" />);
    expect(screen.getByRole('img', { name: 'Seen' })).toHaveAttribute('src', '/media/games/seen.svg');
  });
});
