import { createElement, lazy, type ComponentType } from 'react';

/**
 * A part of a screen whose code loads on its own (React.lazy), named so a page the server drew can
 * tell the browser which parts it holds (ADR 0025). Before hydrating, the browser loads exactly those
 * parts; a part whose code is loaded renders at once, so hydration takes the whole page over in one
 * pass. Left to React.lazy alone, each part would wait for its code after hydration began, and a tap
 * on it in the meantime would be lost.
 */

type Module<P> = { default: ComponentType<P> };

const loaders = new Map<string, () => Promise<unknown>>();

/** Ids drawn by the render under way on the server; null in the browser. */
let drawn: Set<string> | null = null;

export function lazyPart<P extends object>(id: string, load: () => Promise<Module<P>>): ComponentType<P> {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // a failed load is tried again by the next render
        pending = undefined;
        throw error;
      },
    ));
  loaders.set(id, start);
  // loaded code is handed over synchronously: React.lazy then renders the part without suspending
  const Lazy = lazy(() =>
    loaded ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded!) } as Promise<Module<P>>) : start(),
  );
  function Part(props: P) {
    drawn?.add(id);
    return createElement(Lazy as ComponentType<P>, props);
  }
  Part.displayName = `Part(${id})`;
  return Part;
}

/** Runs one synchronous render and answers the ids of the parts it drew, with its result. */
export function collectParts<T>(render: () => T): { result: T; parts: string[] } {
  drawn = new Set();
  try {
    const result = render();
    return { result, parts: [...drawn] };
  } finally {
    drawn = null;
  }
}

/**
 * Loads the code of the parts named, including parts that only register once the code of another has
 * loaded (a part inside a part). A part that fails to load is left to its Suspense boundary.
 */
export async function preloadParts(ids: readonly string[], { inTurn = false } = {}): Promise<void> {
  const done = new Set<string>();
  for (let round = 0; round < 4; round++) {
    const ready = ids.filter((id) => !done.has(id) && loaders.has(id));
    if (!ready.length) return;
    ready.forEach((id) => done.add(id));
    const loads: Promise<unknown>[] = [];
    for (const id of ready) {
      if (inTurn) await nextTask();
      loads.push(loaders.get(id)!().catch(() => undefined));
    }
    await Promise.all(loads);
  }
}

/**
 * Resolves in a task of its own. Asking for a module links the files it needs, and each request costs
 * the browser's main thread a moment: a page's parts asked for one per task keep each task short.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
