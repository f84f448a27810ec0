import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectParts, lazyPart, preloadParts } from './lazy-part.ts';

const Outer = lazyPart('test-outer', () =>
  Promise.resolve({
    default: function Outer() {
      return <p>outer</p>;
    },
  }),
);

const Fresh = lazyPart('test-fresh', () =>
  Promise.resolve({
    default: function Fresh() {
      return <p>fresh</p>;
    },
  }),
);

/** A part whose own module declares another part: it registers only once the first has loaded. */
let Inner: ReturnType<typeof lazyPart<object>> | undefined;
lazyPart('test-parent', () => {
  Inner ??= lazyPart('test-inner', () =>
    Promise.resolve({
      default: function Inner() {
        return <b>inner</b>;
      },
    }),
  );
  return Promise.resolve({ default: () => null });
});

const page = (Part: React.ComponentType) => (
  <Suspense fallback={<i>waiting</i>}>
    <Part />
  </Suspense>
);

describe('a named lazy part', () => {
  it('suspends before its code is loaded, and renders at once (no fallback) after', async () => {
    const before = collectParts(() => renderToString(page(Outer)));
    expect(before.result).toContain('waiting');
    expect(before.parts).toEqual(['test-outer']);

    await preloadParts(['test-outer']);
    const after = collectParts(() => renderToString(page(Outer)));
    expect(after.result).toContain('<p>outer</p>');
    expect(after.result).not.toContain('waiting');
    expect(after.parts).toEqual(['test-outer']);
  });

  it('preloaded before it was ever drawn, draws on its first render without suspending', async () => {
    // React.lazy alone would call its loader on this first render, and suspend on its promise
    await preloadParts(['test-fresh']);
    const first = collectParts(() => renderToString(page(Fresh)));
    expect(first.result).toContain('<p>fresh</p>');
    expect(first.result).not.toContain('waiting');
  });

  it('is preloaded with the parts it declares, and unknown names are skipped', async () => {
    expect(Inner).toBeUndefined();
    await preloadParts(['test-parent', 'test-inner', 'no-such-part']);
    expect(Inner).toBeDefined();
    expect(renderToString(page(Inner!))).toContain('<b>inner</b>');
  });

  it('asks for the parts one task after another when told to (each request costs the main thread)', async () => {
    const asked: string[] = [];
    for (const id of ['turn-a', 'turn-b']) {
      lazyPart(id, () => {
        asked.push(id);
        return Promise.resolve({ default: () => null });
      });
    }
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    const done = preloadParts(['turn-a', 'turn-b'], { inTurn: true });
    await Promise.resolve();
    expect(asked).toEqual([]);
    await nextTask();
    expect(asked).toEqual(['turn-a']);
    await nextTask();
    expect(asked).toEqual(['turn-a', 'turn-b']);
    await done;
  });

  it('records nothing outside a collecting render', () => {
    renderToString(page(Outer));
    expect(collectParts(() => 'nothing drawn').parts).toEqual([]);
  });
});
