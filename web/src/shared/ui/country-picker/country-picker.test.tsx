import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { CLOSE_DELAY_MS, CountryPicker } from './country-picker.tsx';

const countries = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
];

function Picker() {
  const [value, setValue] = useState('PH');
  return <CountryPicker countries={countries} value={value} onChange={setValue} />;
}

beforeEach(async () => {
  await translator.loadNamespaces('forms');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('country dialing-code picker', () => {
  it('opens on focus and closes 200 ms after blur', () => {
    render(<Picker />);
    const trigger = screen.getByRole('button', { name: 'Country code: Philippines +63' });
    fireEvent.focus(trigger);
    expect(screen.getByRole('listbox', { name: 'Countries' })).toBeInTheDocument();
    fireEvent.blur(trigger);
    act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks with the keyboard and by click, showing +code', () => {
    render(<Picker />);
    const trigger = screen.getByRole('button', { name: /Country code/ });
    fireEvent.focus(trigger);
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Country code: Indonesia +62' })).toHaveTextContent('+62');
    fireEvent.focus(trigger);
    fireEvent.click(screen.getByRole('option', { name: /Vietnam/ }));
    expect(screen.getByRole('button', { name: 'Country code: Vietnam +84' })).toBeInTheDocument();
  });
});
