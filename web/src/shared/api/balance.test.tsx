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

const snapshot = (mainMinor: number, vendorMinor: number, version: number): BalanceSnapshot => ({
  sumBalanceMinor: mainMinor + vendorMinor,
  sumBalance: ((mainMinor + vendorMinor) / 100).toFixed(2),
  mainBalanceMinor: mainMinor,
  wallets: [
    { wallet: 'MAIN', balanceMinor: mainMinor },
    { wallet: 'JDB', balanceMinor: vendorMinor },
  ],
  version,
});
const balanceAnswer = (figures: BalanceSnapshot, unreadCount = 0) => ({
  ...figures,
  currency: '$',
  unreadCount,
  availablePromoCount: 0,
  promos: [],
});

/** Lets the query cache tell the hook of its writes (it notifies on a timer) before looking at it. */
const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

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
    stubApi({ '/wps/v2/wallets/balance': () => balanceAnswer(snapshot(10_000, 20_000, 1), 3) });
    const { client, result } = renderBalance();
    await waitFor(() => expect(result.current.data?.sumBalanceMinor).toBe(30_000));
    applyBalanceSnapshot(client, snapshot(9_000, 20_000, 2));
    await waitFor(() =>
      expect(result.current.data).toMatchObject({ ...snapshot(9_000, 20_000, 2), unreadCount: 3, currency: '$' }),
    );
  });

  it('leaves a newer snapshot in place when an older one arrives after it; an equal version is applied', async () => {
    stubApi({ '/wps/v2/wallets/balance': () => balanceAnswer(snapshot(10_000, 0, 5)) });
    const { client, result } = renderBalance();
    await waitFor(() => expect(result.current.data?.version).toBe(5));
    // a settlement's event (version 8) overtook the answer of the bet placed before it (version 7)
    applyBalanceSnapshot(client, snapshot(12_000, 0, 8));
    applyBalanceSnapshot(client, snapshot(9_000, 0, 7));
    await settled();
    expect(result.current.data).toMatchObject({ mainBalanceMinor: 12_000, version: 8 });
    // the same state reported twice (the answer and the event of one posting)
    applyBalanceSnapshot(client, snapshot(12_000, 0, 8), { availablePromoCount: 2 });
    await settled();
    expect(result.current.data).toMatchObject({ mainBalanceMinor: 12_000, version: 8, availablePromoCount: 2 });
    applyBalanceSnapshot(client, snapshot(11_000, 0, 9));
    await settled();
    expect(result.current.data).toMatchObject({ mainBalanceMinor: 11_000, version: 9 });
  });

  it('keeps the newer money over a balance call that was already on its way with older figures', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    stubApi({
      '/wps/v2/wallets/balance': async () => {
        calls += 1;
        if (calls === 1) return balanceAnswer(snapshot(10_000, 0, 1));
        // the second call read the balance before the bet; it answers after the bet's snapshot arrived
        await new Promise<void>((resolve) => (release = resolve));
        return balanceAnswer(snapshot(10_000, 0, 1), 4);
      },
    });
    const { client, result } = renderBalance();
    await waitFor(() => expect(result.current.data?.mainBalanceMinor).toBe(10_000));
    act(() => void result.current.refetch());
    await waitFor(() => expect(calls).toBe(2));
    applyBalanceSnapshot(client, snapshot(9_000, 0, 2));
    release();
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    // the money is the bet's, the counts are the call's
    expect(result.current.data).toMatchObject({ mainBalanceMinor: 9_000, version: 2, unreadCount: 4 });
  });

  it('keeps the money of a balance event over a later poll that a node answered from its older copy', async () => {
    let answer = balanceAnswer(snapshot(10_000, 0, 1));
    stubApi({ '/wps/v2/wallets/balance': () => answer });
    const { client, result } = renderBalance();
    await waitFor(() => expect(result.current.data?.version).toBe(1));
    applyBalanceSnapshot(client, snapshot(15_000, 0, 3));
    // a node that has not heard of the posting yet still answers version 2
    answer = balanceAnswer(snapshot(12_000, 0, 2), 1);
    await act(() => result.current.refetch());
    await settled();
    expect(result.current.data).toMatchObject({ mainBalanceMinor: 15_000, sumBalance: '150.00', version: 3, unreadCount: 1 });
    // once it answers the same state or a later one, its answer is taken whole
    answer = balanceAnswer(snapshot(15_000, 0, 3), 2);
    await act(() => result.current.refetch());
    await settled();
    expect(result.current.data).toMatchObject({ mainBalanceMinor: 15_000, version: 3, unreadCount: 2 });
    answer = balanceAnswer(snapshot(14_000, 0, 4));
    await act(() => result.current.refetch());
    await settled();
    expect(result.current.data).toMatchObject({ mainBalanceMinor: 14_000, version: 4 });
  });

  it('does nothing before the first answer: that answer is on its way', async () => {
    stubApi({ '/wps/v2/wallets/balance': () => new Promise(() => undefined) });
    const { client, result } = renderBalance();
    applyBalanceSnapshot(client, snapshot(1, 2, 1));
    expect(result.current.data).toBeUndefined();
  });
});
