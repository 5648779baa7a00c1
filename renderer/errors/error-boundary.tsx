/**
 * An error boundary around each screen: a defect in one screen shows a plain message with a "Try
 * again" button instead of a blank window, and the other screens keep working. No stack is shown.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  message: string | null;
}

/** Catches render errors of its children. */
export class ScreenErrorBoundary extends Component<{ screen: string; children: ReactNode }, State> {
  override state: State = { message: null };

  static getDerivedStateFromError(error: unknown): State {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // For developers only (devtools); the user sees the plain message below.
    console.error(`The ${this.props.screen} screen failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.message === null) return this.props.children;
    return (
      <div className="banner banner-error" role="alert" data-testid="screen-error">
        <p className="banner-title">
          The {this.props.screen} screen ran into a problem and could not be shown.
        </p>
        <p className="banner-advice">The other screens still work. Details: {this.state.message}</p>
        <div className="banner-actions">
          <button type="button" onClick={() => this.setState({ message: null })}>
            Try again
          </button>
        </div>
      </div>
    );
  }
}
