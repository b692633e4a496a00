import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  children: ReactNode;
  onReload?: () => void;
}

interface State {
  error: Error | null;
}

/** Catches render errors anywhere below it and shows the generic error screen instead. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Необработанная ошибка интерфейса:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <ErrorScreen message={this.state.error.message} onReload={this.props.onReload} />;
    return this.props.children;
  }
}
