import { Component, lazy, Suspense, type ReactNode } from 'react';

const load = () => import('./chunk-error-dialog.tsx');
const ChunkErrorDialog = lazy(() => load().then((module) => ({ default: module.ChunkErrorDialog })));

/**
 * Loads the reload dialog's code once the page is up, so it is in memory before any other chunk is
 * likely to fail (the network gone, or a new release that removed the old chunks). It stays out of
 * the first download: the dialog and its modal are code no healthy page runs.
 */
export function prefetchChunkErrorDialog(): void {
  void load().catch(() => undefined);
}

/** Draws nothing when the dialog's own code cannot load: the screen's reload button stays. */
class Silent extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Spec §8 chunk load failure: the translated dialog offering to reload. */
export function ChunkErrorPrompt({ onClose }: { onClose?: () => void }) {
  return (
    <Silent>
      <Suspense fallback={null}>
        <ChunkErrorDialog {...(onClose ? { onClose } : {})} />
      </Suspense>
    </Silent>
  );
}
