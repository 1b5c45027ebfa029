import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What to show instead of the children after they threw. */
  fallback: ReactNode;
  /** When any of these change, the boundary forgets the error and renders its children again. */
  resetKeys: readonly unknown[];
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

function changed(previous: readonly unknown[], next: readonly unknown[]): boolean {
  return previous.length !== next.length || previous.some((key, i) => !Object.is(key, next[i]));
}

/**
 * Keeps a failure in one part of the page from unmounting the rest. React still has no
 * hook for this, hence a class. Reset is driven by keys (the path, a retry counter) rather
 * than an imperative method, so the caller stays declarative.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && changed(previous.resetKeys, this.props.resetKeys)) {
      this.setState({ failed: false });
    }
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
