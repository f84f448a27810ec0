import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BalanceSnapshot } from '@tala/contract/core/balance';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../state/session.ts';
import { stubApi } from '../testing/render-with-providers.tsx';
import { applyBalanceSnapshot, useBalance } from './balance.ts';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const owner = path.join(webSrc, 'shared/api/balance.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text of each cache write (setQueryData / setQueriesData) up to its first argument's end. */
function cacheWrites(source: string): string[] {
  return [...source.matchAll(/\.setQuer(?:y|ies)Data\s*(?:<[^>]*>)?\s*\(([^,]*)/g)].map((m) => m[0]);
}

describe('the balance has one writer', () => {
  const files = sourceFiles(webSrc);

  it('only shared/api/balance.ts writes the balance query', () => {
    expect(files).toContain(owner);
    const offenders = files
      .filter((file) => file !== owner)
      .flatMap((file) => {
        const source = fs.readFileSync(file, 'utf8');
        const writes = cacheWrites(source).filter((write) => /balance|Balance/.test(write));
        // the key itself, spelt out anywhere else, is a writer waiting to happen
        const key = /\[\s*'wallet'\s*,\s*'balance'\s*\]/.test(source) ? ["['wallet', 'balance']"] : [];
        return [...writes, ...key].map((what) => `${path.relative(webSrc, file)}: ${what}`);
      });
    expect(offenders).toEqual([]);
  });

  it('shared/api/balance.ts writes it in one place and keeps its key to itself', () => {
    const source = fs.readFileSync(owner, 'utf8');
    expect(cacheWrites(source)).toHaveLength(1);
    expect(source).not.toMatch(/export const balanceKey/);
  });
});

const snapshot = (mainMinor: number, vendorMinor: number): BalanceSnapshot => ({
  sumBalanceMinor: mainMinor + vendorMinor,
  sumBalance: ((mainMinor + vendorMinor) / 100).toFixed(2),
  mainBalanceMinor: mainMinor,
  wallets: [
    { wallet: 'MAIN', balanceMinor: mainMinor },
    { wallet: 'JDB', balanceMinor: vendorMinor },
  ],
});
const balanceAnswer = (figures: BalanceSnapshot) => ({
  ...figures,
  currency: '$',
  unreadCount: 0,
  availablePromoCount: 0,
  promos: [],
});

function renderBalance() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useBalance(), { wrapper }) };
}

describe('applyBalanceSnapshot', () => {
  beforeEach(() => {
    endSession();
    startSession({ token: 'tok', account: 'demo', isAgent: 0 });
  });

  it('replaces the money figures and keeps the rest of the balance answer', async () => {
    stubApi({ '/wps/v2/wallets/balance': () => ({ ...balanceAnswer(snapshot(10_000, 20_000)), unreadCount: 3 }) });
    const { client, result } = renderBalance();
    await waitFor(() => expect(result.current.data?.sumBalanceMinor).toBe(30_000));
    await act(() => applyBalanceSnapshot(client, snapshot(9_000, 20_000)));
    await waitFor(() => expect(result.current.data).toMatchObject({ ...snapshot(9_000, 20_000), unreadCount: 3, currency: '$' }));
  });

  it('wins over a balance call that was already on its way with older figures', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    stubApi({
      '/wps/v2/wallets/balance': async () => {
        calls += 1;
        if (calls === 1) return balanceAnswer(snapshot(10_000, 0));
        // the second call read the balance before the bet; it answers after the bet's snapshot arrived
        await new Promise<void>((resolve) => (release = resolve));
        return balanceAnswer(snapshot(10_000, 0));
      },
    });
    const { client, result } = renderBalance();
    await waitFor(() => expect(result.current.data?.mainBalanceMinor).toBe(10_000));
    act(() => void result.current.refetch());
    await waitFor(() => expect(calls).toBe(2));
    await act(() => applyBalanceSnapshot(client, snapshot(9_000, 0)));
    release();
    // the call is over (had it been left running, its older answer would be what ends up shown)
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.data?.mainBalanceMinor).toBe(9_000);
  });

  it('does nothing before the first answer: that answer is on its way', async () => {
    stubApi({ '/wps/v2/wallets/balance': () => new Promise(() => undefined) });
    const { client, result } = renderBalance();
    await applyBalanceSnapshot(client, snapshot(1, 2));
    expect(result.current.data).toBeUndefined();
  });
});
