import { Component, useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { removeFirstPaint } from './firstPaint.ts';
import { browserSessionStorage, reloadOnceForChunkError } from './chunkReload.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { describeRouteError, isChunkLoadError } from './routeErrors.ts';
import { progress } from './shell/activity.ts';
import './status-pages.css';

/**
 * A route's error element (spec §2.5): a failed chunk load reloads the page once (a new deployment
 * removed the old chunk); a page whose validation failed (a 404 response) shows the 404 page; any
 * other error shows its status (default 500) and message.
 */
export function RouteErrorPage() {
  return (
    <ErrorPageBoundary>
      <RouteErrorContent />
    </ErrorPageBoundary>
  );
}

function RouteErrorContent() {
  const error = useRouteError();
  // Spec §8: the progress bar turns red when a navigation fails.
  useEffect(() => progress.fail(), [error]);
  useEffect(() => removeFirstPaint(), []);
  if (isChunkLoadError(error) && reloadOnceForChunkError({ storage: browserSessionStorage(), reload: () => window.location.reload() })) {
    return null;
  }
  const response = isRouteErrorResponse(error) ? error : null;
  if (response?.status === 404) return <NotFoundPage />;
  const { status, message } = describeRouteError(error, response);
  return (
    <>
      <PageHeader title="提示" />
      <main className="sf-status-page" role="alert">
        <div className="sf-status-page__code">{status}</div>
        <p className="sf-status-page__text">页面出错了</p>
        <p className="sf-status-page__detail">{message}</p>
        <a className="sf-status-page__link" href="/">
          返回首页
        </a>
      </main>
    </>
  );
}

/** Spec §8: an error while showing the error page gets a last, dependency-free message. */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="sf-status-page" role="alert">
        <p className="sf-status-page__text">显示错误页面时出错了</p>
        <p className="sf-status-page__detail" lang="en">
          An error occured while showing the error page
        </p>
        <a className="sf-status-page__link" href="/">
          返回首页
        </a>
      </main>
    );
  }
}
