import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal.tsx';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} title="Notice" onClose={close}>
        <input aria-label="First" />
        <button>Second</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that traps focus and closes on Escape, restoring focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('starts at the field it names with a mouse; on a touch screen at the first control, keeping the keyboard down', async () => {
    const real = window.matchMedia;
    for (const fine of [true, false]) {
      const spy = vi
        .spyOn(window, 'matchMedia')
        .mockImplementation((query: string) => ({ ...real(query), matches: query === '(pointer: fine)' && fine }));
      const { unmount } = render(
        <Modal open title="Log in" onClose={() => undefined}>
          <button>Log in tab</button>
          <input aria-label="Username" data-initial-focus />
        </Modal>,
      );
      expect(screen.getByRole(fine ? 'textbox' : 'button', { name: fine ? 'Username' : 'Log in tab' })).toHaveFocus();
      unmount();
      spy.mockRestore();
    }
  });

  it('does not close on an outside click and locks page scroll while open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.position).toBe('fixed');
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(document.body.style.position).toBe('');
  });

  it('is dragged by its title bar, stays inside the viewport and opens centred again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    const handle = screen.getByRole('heading', { name: 'Notice' });
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 110, clientY: 60 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 110, clientY: 60 });
    expect(dialog.style.translate).toBe('100px 50px');
    // far past the edge: held inside the window (jsdom lays the panel out at 0,0 with no size)
    fireEvent.pointerDown(handle, { pointerId: 2, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(handle, { pointerId: 2, clientX: -5000, clientY: 99999 });
    fireEvent.pointerUp(handle, { pointerId: 2 });
    expect(dialog.style.translate).toBe(`108px ${window.innerHeight - 8 + 50}px`);
    // the close button still closes rather than starting a drag
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Notice' }).style.translate).toBe('');
  });
});
