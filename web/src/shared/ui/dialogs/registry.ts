import type { ComponentType } from 'react';
import type { DialogName, DialogRequestOf } from '../../state/ui-store.ts';

/**
 * The dialog registry. A cross-cutting dialog is opened by name from anywhere:
 *   openDialog({ name: 'login', tab: 'register' })            (shared/state/ui-store.ts)
 * and drawn by the component registered for that name. Features export their dialog component;
 * app/dialogs/registered-dialogs.ts registers it (lazily), so features never import app or each other.
 */
export interface DialogProps<N extends DialogName> {
  request: DialogRequestOf<N>;
  onClose: () => void;
}

export type DialogComponent<N extends DialogName> = ComponentType<DialogProps<N>>;

const registry = new Map<DialogName, DialogComponent<never>>();

export function registerDialog<N extends DialogName>(name: N, component: DialogComponent<N>): void {
  registry.set(name, component as unknown as DialogComponent<never>);
}

export function dialogComponent<N extends DialogName>(name: N): DialogComponent<N> | undefined {
  return registry.get(name) as unknown as DialogComponent<N> | undefined;
}

export function isDialogRegistered(name: DialogName): boolean {
  return registry.has(name);
}

/** For tests. */
export function unregisterDialog(name: DialogName): void {
  registry.delete(name);
}
