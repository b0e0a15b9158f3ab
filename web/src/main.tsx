import 'antd-mobile/es/global';
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installAntdRenderer } from './app/antdRender.ts';
import { createApolloClient } from './app/apollo.ts';
import { App } from './app/App.tsx';
import { browserSessionStorage } from './app/chunkReload.ts';
import { resolveHost } from './app/host.ts';
import { postToMiniProgram } from './app/hostBridge.ts';
import { createHostErrorReporter } from './app/hostErrors.ts';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { createUnauthenticatedHandler } from './app/session.ts';
import { loadingOverlay, progress } from './app/shell/activity.ts';
import { startup } from './app/startup.ts';

installAntdRenderer();

// Where this visit runs, decided once from the landing URL (its mini-program flag is not repeated).
const host = resolveHost({
  userAgent: navigator.userAgent,
  search: window.location.search,
  storage: browserSessionStorage(),
});

const hostErrors = createHostErrorReporter({ send: (report) => postToMiniProgram(report) });

let router: AppRouter | undefined;
const client = createApolloClient({
  inMiniProgram: host.inMiniProgram,
  onUnauthenticated: createUnauthenticatedHandler(() => router, { inMiniProgram: host.inMiniProgram }),
  onRequest: ({ kind, silent }) => {
    if (silent) return () => {};
    const endProgress = progress.begin();
    const endOverlay = loadingOverlay.begin(kind === 'mutation' ? 'mutation' : 'query');
    return (failed) => {
      endOverlay();
      endProgress(failed);
    };
  },
  onRequestError: host.inMiniProgram
    ? ({ operationName, message }) => hostErrors.report(`${operationName}: ${message}`)
    : undefined,
});

// The token handoff must finish before the first `me` query, or the page would render anonymous.
void startup(client).finally(() => {
  router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={client} router={router} host={host} />
    </StrictMode>,
  );
});
