/**
 * Features register their cross-cutting dialogs here, lazily: a name here, its code in
 * dialog-modules.ts (one chunk for the table, one per dialog). The names are in the first download,
 * as entries ask isDialogRegistered to decide whether to show; the table of imports is not.
 *
 * A name without a registered component has no entry anywhere: entries ask isDialogRegistered first.
 */
import { lazy } from 'react';
import type { DialogName } from '../../shared/state/ui-store.ts';
import { registerDialog, type DialogComponent } from '../../shared/ui/dialogs/registry.ts';
import type { DialogModuleName } from './dialog-modules.ts';

const table = () => import('./dialog-modules.ts');

const names = [
  'gameLaunch',
  'miniGame',
  'gamePopup',
  'announcement',
  'login',
  'register',
  'registerSuccess',
  'changePassword',
  'forgotPassword',
  'trialWarning',
  'download',
  'feedback',
  'speedCheck',
  'chat',
] as const satisfies readonly DialogModuleName[];

// every dialog of the table has its name here
const listed: Exclude<DialogModuleName, (typeof names)[number]> extends never ? true : false = true;
void listed;

/** Loads the table of dialog imports once the page is up, so the first dialog opens with one chunk to fetch. */
export function prefetchDialogTable(): void {
  void table().catch(() => undefined);
}

function register<N extends DialogModuleName & DialogName>(name: N): void {
  // the table's entry for N is N's dialog; TypeScript cannot follow a name through the lookup
  const component = lazy(async () => ({ default: await (await table()).dialogModules[name]() }));
  registerDialog(name, component as unknown as DialogComponent<N>);
}

for (const name of names) register(name);
