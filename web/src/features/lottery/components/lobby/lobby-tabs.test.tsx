import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../../../../shared/i18n/i18n.ts';
import { LobbyTabs, type LobbyTab } from './lobby-tabs.tsx';

await translator.loadNamespaces('lottery');
// jsdom does not lay out, so it has no scrollIntoView
Element.prototype.scrollIntoView ??= () => {};

const menus = (n: number): LobbyTab[] => Array.from({ length: n }, (_, i) => ({ id: `tag:${i}`, label: `Menu ${i}` }));

describe('LobbyTabs', () => {
  it('shows the menu arrows only with more than 7 menus (spec §2)', () => {
    const { rerender } = render(<LobbyTabs tabs={menus(7)} selected="tag:0" menuCount={7} panelId="p" onSelect={() => {}} />);
    expect(screen.queryByRole('button', { name: 'More menus' })).toBeNull();
    rerender(<LobbyTabs tabs={menus(8)} selected="tag:0" menuCount={8} panelId="p" onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'More menus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous menus' })).toBeInTheDocument();
  });

  it('is a tab list: one selected tab in the tab order, arrow keys move focus, a click selects', () => {
    const onSelect = vi.fn();
    const tabs: LobbyTab[] = [{ id: 'mode:hot', label: 'Hot', mode: true }, ...menus(3)];
    render(<LobbyTabs tabs={tabs} selected="tag:1" menuCount={3} panelId="p" onSelect={onSelect} />);
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Menu 1');
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('tabindex', '-1');
    selected.focus();
    fireEvent.keyDown(selected, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Menu 2' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Menu 2' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
    fireEvent.click(screen.getByRole('tab', { name: 'Hot' }));
    expect(onSelect).toHaveBeenCalledWith('mode:hot');
  });
});
