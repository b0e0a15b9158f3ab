import 'antd-mobile/es/global';
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installAntdRenderer } from './app/antdRender.ts';
import { createApolloClient } from './app/apollo.ts';
import { App } from './app/App.tsx';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { createUnauthenticatedHandler } from './app/session.ts';
import { startup } from './app/startup.ts';

installAntdRenderer();

let router: AppRouter | undefined;
const client = createApolloClient({ onUnauthenticated: createUnauthenticatedHandler(() => router) });

// The token handoff must finish before the first `me` query, or the page would render anonymous.
void startup(client).finally(() => {
  router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>,
  );
});
