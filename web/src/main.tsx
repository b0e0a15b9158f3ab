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
import { nextTask } from './lib/tasks.ts';

// Start-up in steps, each in its own task (see lib/tasks.ts): evaluating the modules, then the
// client, then the router (it ranks every route and starts loading the page's module; the page's
// loader then starts its queries, and the root's the login-on-load check), then the first render.
// One task of all of it held a phone's main thread for its whole length.
async function boot(): Promise<void> {
  await nextTask();
  installAntdRenderer();

  // Where this visit runs, decided once from the landing URL (its mini-program flag is not repeated).
  const host = resolveHost({
    userAgent: navigator.userAgent,
    search: window.location.search,
    storage: browserSessionStorage(),
  });

  const hostErrors = createHostErrorReporter({ send: (report) => postToMiniProgram(report) });

  // Set once created (below); the session handler may run before that, for a token handoff.
  let router: AppRouter | undefined = undefined;
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
  // A start step that failed still leaves the app to show; the error is thrown again in a task of
  // its own, so it reaches the console and window.onerror as an uncaught one.
  await startup(client).catch((error: unknown) => {
    setTimeout(() => {
      throw error;
    });
  });
  await nextTask();
  router = createAppRouter({ client });
  await nextTask();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={client} router={router} host={host} />
    </StrictMode>,
  );
}

void boot();
