import { Component, type ReactNode } from 'react';

export type ErrorBoundaryProps = {
  children: ReactNode;
  /** What shows instead of `children` once one threw: the error given (render prop), or a node. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
};

/**
 * Contains an error thrown while rendering `children` (a remote that cannot load or crashes, the
 * frame's chunk failing): `fallback` shows instead, and the rest of the page keeps working. Reset
 * by remounting it (a new `key`), as a Retry does; React reports the error (its onCaughtError
 * logs it). React's own pattern for error boundaries, a
 * class with `getDerivedStateFromError` (react.dev "Catching rendering errors with an error
 * boundary"), written here instead of react-error-boundary: the shell needs only this, and every
 * first screen loads it (issue 34 kept /app/login within its 170 KB).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    const { children, fallback } = this.props;
    if (!this.state.failed) return children;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}
