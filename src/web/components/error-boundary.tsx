import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '#web/lib/client-errors.ts';

type Props = {
  children: ReactNode;
  fallback: (reset: () => void) => ReactNode;
  /** When it changes (the page's path, say), a part that crashed is tried again. */
  resetKey?: string;
};
type State = { hasError: boolean };

/** Catches a crash in one part of a screen so the rest stays usable; the crash is reported. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError('javascript_error', {
      message: error.message,
      componentStack: info.componentStack?.slice(0, 500),
    });
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ hasError: false });

  override render() {
    return this.state.hasError ? this.props.fallback(this.reset) : this.props.children;
  }
}
