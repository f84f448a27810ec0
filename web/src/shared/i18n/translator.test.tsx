import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Trans, TranslatorContext, useTranslation } from './react.tsx';
import { NUMBER_GROUPS, Translator, type Texts } from './translator.ts';

const packs: Record<string, Record<string, Texts>> = {
  en: {
    common: { hello: 'Hello {{name}}', nested: { deep: 'Deep' }, only: 'English only', empty: '' },
    shop: {
      items_one: '{{count, number}} item',
      items_other: '{{count, number}} items',
      terms: 'Read the <terms>rules</terms> first.',
    },
  },
  fil: {
    common: { hello: 'Kumusta {{name}}' },
    shop: { items_one: '{{count, number}} bagay', items_other: '{{count, number}} na bagay' },
  },
  vi: { common: { hello: 'Xin chào {{name}}' }, shop: { items_other: '{{count, number}} món' } },
};

function make(language = 'en', load = vi.fn(async (lng: string, ns: string) => packs[lng]?.[ns] ?? {})) {
  return { translator: new Translator({ language, fallback: 'en', defaultNamespace: 'common', load }), load };
}

describe('t', () => {
  it('reads dotted keys, other namespaces and values, and keeps a placeholder without a value', async () => {
    const { translator } = make();
    await translator.loadNamespaces(['common', 'shop']);
    expect(translator.t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(translator.t('hello')).toBe('Hello {{name}}');
    expect(translator.t('nested.deep')).toBe('Deep');
    expect(translator.t('shop:items', { count: 1 })).toBe('1 item');
    expect(translator.t('items', { ns: 'shop', count: 1200 })).toBe('1,200 items');
    expect(translator.t('empty')).toBe('');
  });

  it("writes whole counts as Intl writes them in each pack's language, without asking Intl", async () => {
    for (const language of ['en', 'fil', 'id', 'vi', 'zh']) {
      expect(NUMBER_GROUPS[language], language).toBeDefined();
      const translator = new Translator({
        language,
        fallback: 'en',
        defaultNamespace: 'common',
        load: async () => ({ n: '{{count, number}}' }),
      });
      await translator.loadNamespaces(['common']);
      for (const count of [0, 7, 999, 1000, 10_752, 1_234_567, -4_500, 2 ** 53 - 1]) {
        expect(translator.t('n', { count }), `${language} ${count}`).toBe(new Intl.NumberFormat(language).format(count));
      }
    }
  });

  it('picks the plural form by the language shown, and falls back to English for a missing text', async () => {
    const { translator } = make('fil');
    await translator.loadNamespaces(['common', 'shop']);
    expect(translator.t('hello', { name: 'Ana' })).toBe('Kumusta Ana');
    expect(translator.t('only')).toBe('English only');
    expect(translator.t('shop:items', { count: 1 })).toBe('1 bagay');
    // Filipino's "one" covers 3 as well; 4 takes the other form
    expect(translator.t('shop:items', { count: 3 })).toBe('3 bagay');
    expect(translator.t('shop:items', { count: 4 })).toBe('4 na bagay');
    await translator.changeLanguage('vi');
    // Vietnamese has one form for every count
    expect(translator.t('shop:items', { count: 1 })).toBe('1 món');
  });

  it('answers a missing text with its default or its key, and reports it', async () => {
    const { translator } = make();
    const missing = vi.fn();
    translator.onMissingKey = missing;
    await translator.loadNamespaces('common');
    expect(translator.t('nope')).toBe('nope');
    expect(translator.t('shop:nope', { defaultValue: 'No {{x}}', x: 1 })).toBe('No 1');
    expect(missing).toHaveBeenCalledWith('common', 'nope', undefined);
    expect(missing).toHaveBeenCalledWith('shop', 'nope', expect.objectContaining({ defaultValue: 'No {{x}}' }));
  });

  it('looks through the namespaces an option names, in order', async () => {
    const { translator } = make();
    await translator.loadNamespaces(['shop', 'common']);
    const t = translator.fixedT('shop');
    expect(t('items', { count: 2 })).toBe('2 items');
    expect(t('hello', { ns: ['shop', 'common'], name: 'B' })).toBe('Hello B');
  });
});

describe('loading', () => {
  it('loads each namespace once per language, with English beside another language', async () => {
    const { translator, load } = make('fil');
    await Promise.all([translator.loadNamespaces('shop'), translator.loadNamespaces(['shop'])]);
    expect(load.mock.calls.map((c) => c.join(':')).sort()).toEqual(['en:shop', 'fil:shop']);
    expect(translator.hasLoaded(['shop'])).toBe(true);
    expect(translator.hasLoaded(['common'])).toBe(false);
  });

  it('switches language only once the namespaces in use have loaded in it', async () => {
    const { translator } = make();
    await translator.loadNamespaces(['common', 'shop']);
    const seen: string[] = [];
    translator.subscribe(() => seen.push(`${translator.language}:${translator.t('shop:items', { count: 4 })}`));
    await translator.changeLanguage('fil');
    expect(seen).toEqual(['fil:4 na bagay']);
  });

  it('lets a failed load settle (texts fall back) and tries it again on the next request', async () => {
    let fail = true;
    const { translator } = make(
      'fil',
      vi.fn(async (lng: string, ns: string) => {
        if (lng === 'fil' && fail) throw new Error('offline');
        return packs[lng]?.[ns] ?? {};
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await translator.loadNamespaces('common');
    expect(translator.hasLoaded(['common'])).toBe(true);
    expect(translator.t('hello', { name: 'A' })).toBe('Hello A');
    fail = false;
    await translator.loadNamespaces('common');
    expect(translator.t('hello', { name: 'A' })).toBe('Kumusta A');
    warn.mockRestore();
  });
});

describe('useTranslation', () => {
  function Greeting() {
    const { t } = useTranslation(['shop', 'common']);
    return (
      <p>
        {t('common:hello', { name: 'Ana' })} · {t('items', { count: 4 })}
      </p>
    );
  }

  it('suspends until its namespaces load, notes them as used, and redraws on a language switch', async () => {
    const { translator } = make();
    render(
      <TranslatorContext value={translator}>
        <Suspense fallback={<p>loading</p>}>
          <Greeting />
        </Suspense>
      </TranslatorContext>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ana · 4 items')).toBeInTheDocument();
    expect([...translator.usedNamespaces]).toEqual(['shop', 'common']);
    await act(() => translator.changeLanguage('fil'));
    expect(screen.getByText('Kumusta Ana · 4 na bagay')).toBeInTheDocument();
  });

  it('draws elements named in a text with <Trans>', async () => {
    const { translator } = make();
    await translator.loadNamespaces('shop');
    function Terms() {
      const { t } = useTranslation('shop');
      return <Trans t={t} i18nKey="terms" components={{ terms: <a href="/help" /> }} />;
    }
    render(
      <TranslatorContext value={translator}>
        <p data-testid="terms">
          <Terms />
        </p>
      </TranslatorContext>,
    );
    expect(screen.getByRole('link', { name: 'rules' })).toHaveAttribute('href', '/help');
    expect(screen.getByTestId('terms')).toHaveTextContent('Read the rules first.');
  });
});
