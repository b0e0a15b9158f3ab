import { ApolloProvider, type ApolloClient } from '@apollo/client';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router.tsx';

export interface AppProps {
  client: ApolloClient<object>;
  router: AppRouter;
}

/** Providers around the router. antd-mobile's default locale is already zh-CN. */
export function App({ client, router }: AppProps) {
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
