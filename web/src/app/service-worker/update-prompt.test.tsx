import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../shared/i18n/locales/en/download.json';
import { showUpdatePrompt } from './update-prompt.tsx';

function waitingWorker() {
  return { postMessage: vi.fn() } as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('update prompt', () => {
  it('says a new version is ready; Later closes it and leaves the worker waiting', async () => {
    const worker = waitingWorker();
    act(() => showUpdatePrompt(worker));
    const prompt = await screen.findByRole('region', { name: en.update.region });
    expect(within(prompt).getByRole('status')).toHaveTextContent(en.update.text);
    await userEvent.click(within(prompt).getByRole('button', { name: en.update.later }));
    expect(screen.queryByRole('region', { name: en.update.region })).toBeNull();
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('Reload asks the waiting worker to take over and reloads once it controls the page', async () => {
    const listeners: Record<string, () => void> = {};
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { addEventListener: (type: string, listener: () => void) => (listeners[type] = listener) },
    });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const worker = waitingWorker();
    act(() => showUpdatePrompt(worker));
    const prompt = await screen.findByRole('region', { name: en.update.region });
    await userEvent.click(within(prompt).getByRole('button', { name: en.update.reload }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    listeners.controllerchange?.();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows one prompt however many workers wait', async () => {
    act(() => showUpdatePrompt(waitingWorker()));
    act(() => showUpdatePrompt(waitingWorker()));
    await screen.findByRole('region', { name: en.update.region });
    expect(screen.getAllByRole('region', { name: en.update.region })).toHaveLength(1);
  });
});
