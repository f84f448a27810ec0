import { Component, type ReactNode } from 'react';
import { ChunkErrorPrompt } from './chunk-error-prompt.tsx';

/**
 * Around a lazily loaded overlay (a dialog, the phone drawer): when its chunk fails to load, the reload
 * dialog shows instead of nothing; closing it calls `onClose` so the overlay's request is dropped.
 */
export class ChunkBoundary extends Component<{ onClose: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <ChunkErrorPrompt onClose={this.props.onClose} />;
    return this.props.children;
  }
}
