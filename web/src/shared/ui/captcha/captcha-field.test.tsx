import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { CAPTCHA_REFRESH_MS, CaptchaField } from './captcha-field.tsx';

beforeEach(async () => {
  await translator.loadNamespaces('forms');
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

it('refreshes the captcha image at most once per 1000 ms', () => {
  const onRefresh = vi.fn();
  render(<CaptchaField image="iVBORw0KGgo=" onRefresh={onRefresh} />);
  expect(screen.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  const refresh = screen.getByRole('button', { name: 'Show a new captcha image' });
  fireEvent.click(refresh);
  fireEvent.click(refresh);
  vi.advanceTimersByTime(CAPTCHA_REFRESH_MS - 1);
  fireEvent.click(refresh);
  expect(onRefresh).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(1);
  fireEvent.click(refresh);
  expect(onRefresh).toHaveBeenCalledTimes(2);
});
