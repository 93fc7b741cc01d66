/**
 * The spec's error screens: 'An Error Occurred' / 'Something went wrong!'; status 500 shows the error's message;
 * 404 'Not Found' / 'Could not find page.'; anything unforeseen the generic 'Unexpected Application Error!'.
 */
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

export function ErrorScreen({ status, message }: { status?: number; message?: string }) {
  if (status === 404) {
    return (
      <section className="error-screen" role="alert">
        <h2>Not Found</h2>
        <p>Could not find page.</p>
      </section>
    );
  }
  return (
    <section className="error-screen" role="alert">
      <h2>An Error Occurred</h2>
      <p>{status === 500 && message ? message : 'Something went wrong!'}</p>
    </section>
  );
}

export function UnexpectedError({ error }: { error: Error & { status?: number; statusText?: string } }) {
  return (
    <section className="error-screen" role="alert">
      <h2>Unexpected Application Error!</h2>
      <p>{error.status ? `${error.status} ${error.statusText ?? ''}`.trim() : error.message}</p>
    </section>
  );
}

class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  render() {
    return this.state.error ? <UnexpectedError error={this.state.error} /> : this.props.children;
  }
}

/** An island that fails to render shows the generic error instead of vanishing. */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>) {
  const Wrapped = (props: P) => (
    <ErrorBoundary>
      <Inner {...props} />
    </ErrorBoundary>
  );
  Wrapped.displayName = `WithErrorBoundary(${Inner.displayName ?? Inner.name})`;
  return Wrapped;
}
