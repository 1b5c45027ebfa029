import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { reportMapInitFailure } from './map-failures';
import { MapInitError } from './MapInitError';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/**
 * Anything thrown while an engine renders or constructs its map (or its chunk fails to
 * download) becomes the spec's 'Map Error' with Retry and a 'Failed to initialize map'
 * toast, instead of taking the whole screen down.
 */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportMapInitFailure(error);
    console.error('Where the map failed:', info.componentStack);
  }

  override render() {
    if (this.state.failed) return <MapInitError onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
