import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { MapInitError } from './MapInitError';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/**
 * Anything thrown while an engine renders (or its chunk fails to download) becomes the
 * spec's 'Map Error' with Retry, instead of taking the whole screen down.
 */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Map failed to initialize', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <MapInitError onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
