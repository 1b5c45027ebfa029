import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ScannerCrashScreen } from './ScannerCrashScreen';

/**
 * Anything thrown while the tagging page renders (the scanner library included) becomes the
 * spec's crash screen instead of taking the shell's route down with it.
 */
export class TaggingErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Tree tagging crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <ScannerCrashScreen />;
    return this.props.children;
  }
}
