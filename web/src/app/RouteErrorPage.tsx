import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { describeRouteError, isChunkLoadError } from './routeErrors.ts';
import './status-pages.css';

/**
 * A route's error element (spec §2.5): a failed chunk load reloads the page once (a new deployment
 * removed the old chunk); any other error shows its status (default 500) and message.
 */
export function RouteErrorPage() {
  return (
    <ErrorPageBoundary>
      <RouteErrorContent />
    </ErrorPageBoundary>
  );
}

const RELOAD_KEY = 'storefront:chunk-reload';

function RouteErrorContent() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadOnce()) return null;
  const { status, message } = describeRouteError(error, isRouteErrorResponse(error) ? error : null);
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

// Reload at most once a minute per tab: if the chunk is really gone, show the error instead of looping.
function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < 60_000) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
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
        <p className="sf-status-page__text">An error occured while showing the error page</p>
        <a className="sf-status-page__link" href="/">
          返回首页
        </a>
      </main>
    );
  }
}
