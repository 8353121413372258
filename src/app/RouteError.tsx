import { Component, type ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A screen that crashed or whose chunk failed to download: say so and offer a way on. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (process.env.NODE_ENV !== 'test') console.error(error);
  return (
    <div className="container page" role="alert">
      <h1 className="page-title">{t('errorBoundary.title')}</h1>
      <p className="page-lead">{t('errorBoundary.body')}</p>
      <div style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('errorBoundary.reload')}
        </button>
        <Link className="button button--secondary" to={paths.home.getHref()}>
          {t('errorBoundary.home')}
        </Link>
      </div>
    </div>
  );
}

interface BoundaryState {
  error?: unknown;
  /** The location the error happened at: moving elsewhere clears it. */
  failedAt?: string;
}

class ErrorBoundary extends Component<{ at: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { at: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === undefined) return { failedAt: props.at };
    return state.failedAt === props.at ? null : { error: undefined, failedAt: props.at };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Catches what its routes throw while rendering; the next navigation tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundary at={pathname + search}>{children}</ErrorBoundary>;
}
