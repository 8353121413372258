import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useInRouterContext } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ErrorBox } from './ErrorBox';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the crashed part; the shared error box (Retry + home link) by default. */
  fallback?: (retry: () => void) => ReactNode;
  /** Heading level of the default error box: 3 inside a page section, 2 for a whole screen. */
  headingLevel?: 2 | 3;
  /**
   * Where the part stands (a route's path and query): when it changes, a caught error is cleared
   * and the part renders again, so moving to another page leaves a crashed one behind.
   */
  resetKey?: string;
}

/** The way back from a crashed part: render it again, or go home. */
function BoundaryFallback({ retry, headingLevel }: { retry: () => void; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('ui');
  const inRouter = useInRouterContext();
  const home = inRouter ? (
    <Link to={paths.home.getHref()} className="button button--secondary">
      {t('boundary.home')}
    </Link>
  ) : (
    <a href={paths.home.getHref()} className="button button--secondary">
      {t('boundary.home')}
    </a>
  );
  return <ErrorBox message={t('boundary.message')} onRetry={retry} action={home} headingLevel={headingLevel} />;
}

interface State {
  error: unknown;
  /** The resetKey the error happened at. */
  failedAt?: string;
}

/**
 * The one render-error boundary: a screen or an independently fed section that throws while
 * rendering shows an error box in its place, and the rest of the page keeps working.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (state.error === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (process.env.NODE_ENV !== 'test') console.error('A part of the page failed to render:', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.retry);
    return <BoundaryFallback retry={this.retry} headingLevel={this.props.headingLevel ?? 3} />;
  }
}
