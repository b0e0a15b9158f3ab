import { ApolloProvider, type ApolloClient } from '@apollo/client';
import { RouterProvider } from 'react-router-dom';
import type { HostInfo } from '../lib/host/index.ts';
import { HostProvider } from './HostContext.tsx';
import type { AppRouter } from './router.tsx';

export interface AppProps {
  client: ApolloClient<object>;
  router: AppRouter;
  host: HostInfo;
}

/** Providers around the router. antd-mobile's default locale is already zh-CN. */
export function App({ client, router, host }: AppProps) {
  return (
    <HostProvider host={host}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </HostProvider>
  );
}
