import { Component, type ReactNode } from 'react';
import { ErrorScreen, ErrorScreenFallback } from './error-screen';

function isUpstreamUnavailable(error: unknown): boolean {
  const errors = (error as { errors?: { extensions?: { code?: string } }[] })?.errors;
  return Array.isArray(errors) && errors.some((e) => e.extensions?.code === 'UPSTREAM_UNAVAILABLE');
}

/** A screen that throws shows the error screen; if that throws too, the plain fallback. */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: unknown; resetKey: string }
> {
  state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; resetKey: string }) {
    // Navigating away from a failed page clears the error.
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <FallbackBoundary>
        <ErrorScreen status={isUpstreamUnavailable(this.state.error) ? 503 : 500} />
      </FallbackBoundary>
    );
  }
}

class FallbackBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <ErrorScreenFallback /> : this.props.children;
  }
}

export { isUpstreamUnavailable };
