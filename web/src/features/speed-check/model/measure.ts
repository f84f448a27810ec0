/** One alternative domain of the brand and how long a request to it took (null: no answer). */
export interface RouteSpeed {
  url: string;
  origin: string;
  /** Round trip in milliseconds; null when the domain did not answer within the time-out. */
  ms: number | null;
  current: boolean;
}

export const PROBE_TIMEOUT_MS = 5000;
/** A cheap call every domain of the platform answers, without a session. */
const PROBE_PATH = '/wps/system/status';

export function originOf(url: string): string | null {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Times one request to a domain from this browser. An opaque (no-cors) answer still arrives when
 * the server answers, which is what the time measures; a refused or silent domain is null.
 */
export async function probe(origin: string, now: () => number = () => performance.now()): Promise<number | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  const started = now();
  try {
    await fetch(`${origin}${PROBE_PATH}?speed=${Date.now()}`, {
      mode: origin === window.location.origin ? 'same-origin' : 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    return Math.max(1, Math.round(now() - started));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Fastest first; domains that did not answer last, in their listed order. */
export function fastestFirst(speeds: readonly RouteSpeed[]): RouteSpeed[] {
  return [...speeds].sort((a, b) => (a.ms ?? Infinity) - (b.ms ?? Infinity));
}

/** The brand's domains plus this site (when it is not one of them), each origin once. */
export function routesToMeasure(urls: readonly string[], here: string): { url: string; origin: string; current: boolean }[] {
  const seen = new Set<string>();
  const list: { url: string; origin: string; current: boolean }[] = [];
  for (const url of [here, ...urls]) {
    const origin = originOf(url);
    if (!origin || seen.has(origin)) continue;
    seen.add(origin);
    list.push({ url: origin === here ? here : url, origin, current: origin === here });
  }
  return list;
}
