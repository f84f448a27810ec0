import { cloneElement, createContext, use, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { translator } from './i18n.ts';
import type { TFunction, TOptions, Translator } from './translator.ts';

/** The translations components read: the app's own unless a provider hands in another (the server's render). */
export const TranslatorContext = createContext<Translator>(translator);

/**
 * `t` over the given namespaces (the shell's `common` when none), redrawn when the language changes.
 * It suspends until they have loaded: a screen never prints keys while its texts are on the way.
 */
export function useTranslation(namespaces?: string | readonly string[]): { t: TFunction; i18n: Translator } {
  const i18n = use(TranslatorContext);
  const list = namespaces === undefined ? [i18n.defaultNamespace] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  for (const namespace of list) i18n.usedNamespaces.add(namespace);
  // `t` reads the first namespace; the others are loaded for keys that name theirs (`errors:CODE`).
  // A new `t` per language, so work memoised on it runs again after a switch.
  const first = list[0] ?? i18n.defaultNamespace;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is the reason for a new `t`
  const t = useMemo(() => i18n.fixedT(first), [i18n, first, language]);
  // Suspense's signal: React draws the nearest fallback and tries again once the texts are in
  if (!i18n.hasLoaded(list)) throw i18n.loadNamespaces(list);
  return { t, i18n };
}

/** `<name>inner</name>` and `<name/>` in a text, each drawn as its element from `components`. */
function withElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  const tag = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>|<([a-zA-Z][\w-]*)\s*\/>/g;
  let from = 0;
  for (const match of text.matchAll(tag)) {
    if (match.index > from) nodes.push(text.slice(from, match.index));
    const name = match[1] ?? match[3]!;
    const inner = match[2];
    const element = components[name];
    const content = inner === undefined ? undefined : withElements(inner, components);
    // an unknown tag shows its text alone
    nodes.push(element ? cloneElement(element, { key: nodes.length }, ...(content ?? [])) : content);
    from = match.index + match[0].length;
  }
  if (from < text.length) nodes.push(text.slice(from));
  return nodes;
}

/** A text with elements in it: the translation marks where each goes with a tag of its name. */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components: Record<string, ReactElement>;
}) {
  return <>{withElements(t(i18nKey, values), components)}</>;
}
