import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Permission, SiteConfig } from '@tala/contract/system';
import { StartupContext, useBrand, useModule, useStartup, type Startup } from './system-queries.ts';

// only the parts these hooks read; the rest of the start-up data does not matter here
const startup: Startup = {
  permission: {
    info: { whitelabel: { FREEPLAY3: '1', CBS3: '0' } },
    location: { ip: '203.0.113.7', countryCode: 'PH' },
  } as unknown as Permission,
  site: { brandName: 'Lucky Star', currencySymbol: '₱' } as SiteConfig,
};
const wrapper = ({ children }: { children: ReactNode }) => <StartupContext value={startup}>{children}</StartupContext>;

describe('start-up data hooks', () => {
  it('read the data the start-up gate hands down, never undefined', () => {
    expect(renderHook(() => useBrand(), { wrapper }).result.current).toMatchObject({
      brandName: 'Lucky Star',
      currencySymbol: '₱',
    });
    expect(renderHook(() => useStartup().permission.location, { wrapper }).result.current.countryCode).toBe('PH');
    expect(renderHook(() => [useModule('FREEPLAY3'), useModule('CBS3')], { wrapper }).result.current).toEqual([true, false]);
  });

  it('throw a developer error naming the gate when used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the render error too
    expect(() => renderHook(() => useBrand())).toThrow(/only below <StartupGate>/);
    expect(() => renderHook(() => useModule('FREEPLAY3'))).toThrow(/only below <StartupGate>/);
  });
});
