import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { SendCodeButton } from './send-code-button.tsx';

beforeEach(async () => {
  await translator.loadNamespaces('forms');
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

const flush = () => act(async () => {});

describe('send-code button', () => {
  it('counts down to the server expirationTime every 500 ms and is enabled again at 0', async () => {
    const onSend = vi.fn(async () => Date.now() + 3_000);
    render(<SendCodeButton onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Resend in 3 s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend in 2 s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('waits 60 s when the server gives no usable expiry', async () => {
    render(<SendCodeButton onSend={async () => null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  });

  it('drops clicks within 1000 ms of the last one and stays enabled after a failure', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('refused');
    });
    render(<SendCodeButton onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(button);
    await flush();
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button).toBeEnabled();
    await act(async () => vi.advanceTimersByTime(1_000));
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
  });
});
