import { useUiStore } from '../../shared/state/ui-store.ts';

export function resetUiStore(): void {
  useUiStore.setState({
    dialogs: [],
    toasts: [],
    theme: 'light',
    sideMenuMini: false,
    drawerOpen: false,
    chromeShown: false,
    filtersResetAt: 0,
  });
  document.documentElement.dataset.theme = 'light';
  document.title = '';
}
