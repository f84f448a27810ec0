import { createElement, Suspense, useEffect } from 'react';
import { dialogComponent } from '../../shared/ui/dialogs/registry.ts';
import { closeDialog, useUiStore, type DialogName, type DialogRequest } from '../../shared/state/ui-store.ts';
import { ChunkBoundary } from '../errors/chunk-boundary.tsx';
import './registered-dialogs.ts';

/**
 * A request for a name nobody registered is a programming error: entries check isDialogRegistered
 * before they show. It is dropped (and reported in development) rather than left open invisibly.
 */
function Unregistered({ name }: { name: DialogName }) {
  useEffect(() => {
    if (import.meta.env.DEV) console.error(`openDialog('${name}'): no dialog is registered under this name`);
    closeDialog(name);
  }, [name]);
  return null;
}

function OpenDialog({ request }: { request: DialogRequest }) {
  // registered once at start-up: the same component for a name on every render
  const registered = dialogComponent(request.name);
  if (!registered) return <Unregistered name={request.name} />;
  const props = { request: request as never, onClose: () => closeDialog(request.name) };
  return (
    // a dialog chunk that fails to load shows the reload dialog instead of nothing
    <ChunkBoundary onClose={props.onClose}>
      <Suspense fallback={null}>{createElement(registered, props)}</Suspense>
    </ChunkBoundary>
  );
}

/** Renders every open dialog of the registry, last opened on top. */
export function DialogHost() {
  const dialogs = useUiStore((s) => s.dialogs);
  return dialogs.map((request) => <OpenDialog key={request.name} request={request} />);
}
