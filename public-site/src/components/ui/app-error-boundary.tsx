import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

interface Props {
  children: ReactNode;
  /** Wrap the message in its own <main> (when the boundary sits outside the layout). */
  standalone?: boolean;
}

interface State {
  failed: boolean;
}

/** Catches uncaught render errors (also a page chunk that fails to load) and shows the generic error. */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uncaught render error', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (!this.props.standalone) return <ErrorPage />;
    return (
      <main id="main-content">
        <ErrorPage />
      </main>
    );
  }
}
