/**
 * The app's translations (ADR 0027): texts by language and namespace, loaded on first use, and the
 * `t` that reads them. It does what the packs ask for and no more: keys are dotted paths inside a
 * namespace (`ns:key` names another namespace), `{{name}}` takes a value (`{{count, number}}`
 * formats it in the language shown), a `count` picks `key_one` / `key_other` … by the language's
 * plural rules, and a text missing in the language shown comes from the fallback language.
 */

export type Texts = { readonly [key: string]: string | Texts };

/** Loads one namespace of one language; an empty object when the pack has none. */
export type TextLoader = (language: string, namespace: string) => Promise<Texts>;

export interface TOptions {
  /** Where to look instead of the caller's namespaces. */
  ns?: string | readonly string[];
  /** Picks the plural form; also a value like any other. */
  count?: number;
  /** The text when no language has one (interpolated like a found one). */
  defaultValue?: string;
  /** The language to read instead of the one shown. */
  lng?: string;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function pluralOf(language: string, count: number): string {
  let rules = plurals.get(language);
  if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/**
 * The group separator each pack's language writes in whole numbers, as Intl does (a test compares
 * them): the first Intl number format loads the browser's number data, about 15 ms on a phone, in
 * the hydration of the first text with a count ("10,752 games").
 */
export const NUMBER_GROUPS: Readonly<Record<string, string>> = { en: ',', fil: ',', zh: ',', id: '.', vi: '.' };

function formatNumber(language: string, value: number): string {
  const group = NUMBER_GROUPS[language];
  if (group !== undefined && Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, group);
    return value < 0 ? `-${digits}` : digits;
  }
  let format = numbers.get(language);
  if (!format) numbers.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(value);
}

function lookup(texts: Texts, path: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function valueAt(values: TOptions, path: string): unknown {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `{{name}}` and `{{name, number}}`; a placeholder without a value stays as written. */
const PLACEHOLDER = /\{\{\s*([^,}\s]+)\s*(?:,\s*([^}\s]+)\s*)?\}\}/g;

export interface TranslatorOptions {
  language: string;
  fallback: string;
  /** Where `t` looks when neither the caller nor the key names a namespace. */
  defaultNamespace: string;
  load: TextLoader;
}

export class Translator {
  /** The language shown. */
  language: string;
  readonly fallback: string;
  readonly defaultNamespace: string;
  /**
   * Every namespace a component has asked for: the server's render reads (and clears) it to tell the
   * browser which packs to load before hydrating.
   */
  readonly usedNamespaces = new Set<string>();
  /** Told of a text no language has and no default covers (tests fail on one). */
  onMissingKey: ((namespace: string, key: string, options: TOptions | undefined) => void) | null = null;

  readonly #load: TextLoader;
  readonly #texts = new Map<string, Texts>();
  readonly #pending = new Map<string, Promise<void>>();
  /** Loads that ended, loaded or failed: a failed pack shows the fallback's texts (or keys) instead of waiting forever. */
  readonly #settled = new Set<string>();
  readonly #namespaces = new Set<string>();
  readonly #listeners = new Set<() => void>();
  #switching = 0;

  constructor(options: TranslatorOptions) {
    this.language = options.language;
    this.fallback = options.fallback;
    this.defaultNamespace = options.defaultNamespace;
    this.#load = options.load;
  }

  #languages(language = this.language): string[] {
    return language === this.fallback ? [language] : [language, this.fallback];
  }

  #loadOne(language: string, namespace: string): Promise<void> {
    const id = `${language}|${namespace}`;
    if (this.#texts.has(id)) return Promise.resolve();
    let pending = this.#pending.get(id);
    if (!pending) {
      pending = this.#load(language, namespace).then(
        (texts) => {
          this.#texts.set(id, texts);
        },
        (error: unknown) => console.warn(`texts ${id} did not load:`, error),
      );
      pending = pending.finally(() => {
        this.#settled.add(id);
        this.#pending.delete(id);
      });
      this.#pending.set(id, pending);
    }
    return pending;
  }

  /** Loads namespaces in the language shown and the fallback; a pack that failed before is tried again. */
  loadNamespaces(namespaces: string | readonly string[], language = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of list) this.#namespaces.add(namespace);
    return Promise.all(list.flatMap((namespace) => this.#languages(language).map((code) => this.#loadOne(code, namespace)))).then(
      () => undefined,
    );
  }

  /** Whether a render can read these namespaces now (each loaded, or failed, in both languages). */
  hasLoaded(namespaces: readonly string[]): boolean {
    return namespaces.every((namespace) => this.#languages().every((code) => this.#settled.has(`${code}|${namespace}`)));
  }

  /** Shows another language once every namespace used so far has loaded in it. */
  async changeLanguage(language: string): Promise<void> {
    const turn = ++this.#switching;
    await this.loadNamespaces([...this.#namespaces], language);
    if (turn !== this.#switching || language === this.language) return;
    this.language = language;
    for (const listener of [...this.#listeners]) listener();
  }

  /** Calls back after each change of language. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #interpolate(text: string, options: TOptions | undefined, language: string): string {
    if (!options || !text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string, format: string | undefined) => {
      const value = valueAt(options, name);
      if (value === undefined || value === null) return placeholder;
      if (format === 'number' && typeof value === 'number') return formatNumber(language, value);
      return String(value);
    });
  }

  /** The text of `key`: in each namespace in turn, the language shown and then the fallback. */
  translate(key: string, options: TOptions | undefined, namespaces: readonly string[]): string {
    let lookIn = options?.ns === undefined ? namespaces : typeof options.ns === 'string' ? [options.ns] : options.ns;
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0) {
      lookIn = [key.slice(0, colon)];
      path = key.slice(colon + 1);
    }
    const language = options?.lng ?? this.language;
    const count = typeof options?.count === 'number' ? options.count : undefined;
    for (const namespace of lookIn) {
      for (const code of this.#languages(language)) {
        const texts = this.#texts.get(`${code}|${namespace}`);
        if (!texts) continue;
        const text = (count !== undefined ? lookup(texts, `${path}_${pluralOf(code, count)}`) : undefined) ?? lookup(texts, path);
        if (text !== undefined) return this.#interpolate(text, options, language);
      }
    }
    this.onMissingKey?.(lookIn[0] ?? this.defaultNamespace, path, options);
    return options?.defaultValue !== undefined ? this.#interpolate(options.defaultValue, options, language) : path;
  }

  /** A `t` over one namespace (a key or an option may name another). */
  fixedT(namespace: string): TFunction {
    const namespaces = [namespace];
    return (key, options) => this.translate(key, options, namespaces);
  }

  /** `t` over the default namespace. */
  t: TFunction = (key, options) => this.translate(key, options, [this.defaultNamespace]);
}
