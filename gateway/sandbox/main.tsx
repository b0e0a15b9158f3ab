// The gateway's GraphQL sandbox: GraphiQL 5 with the Explorer plugin, built at build time
// (`pnpm build:sandbox`, vite.config.ts beside this file) into static files the gateway serves at
// GET /graphql (docs/decisions/0009). Every file it loads, Monaco's workers included, comes from the
// gateway's own origin: no CDN, no web font.
//
// Monaco's workers, bundled locally by Vite (`?worker` imports of monaco-editor and monaco-graphql).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import '@graphiql/plugin-explorer/style.css';
import './sandbox.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL, HISTORY_PLUGIN } from 'graphiql';
import { explorerPlugin } from '@graphiql/plugin-explorer';
import { createGraphiQLFetcher } from '@graphiql/toolkit';

// Same-origin POSTs with the session cookie, so a developer logged in to the app queries as that
// member. The content type makes every request a non-simple one, which Apollo's CSRF prevention
// asks for. In production the page and its queries reach the gateway only through an internal
// tool's proxy, which adds `x-internal-token` to each request (gateway/README.md): the page itself
// never holds the token.
const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const DEFAULT_QUERY = `# 悠游旅行 GraphQL 沙盒
#
# Ctrl/Cmd+Enter 运行；左侧栏有文档（Docs）、Explorer 与历史。
# 登录网站后，查询以该会员的身份运行。

query SandboxExample {
  apiVersion
  cityDirectory {
    hot {
      name
      pinyin
    }
  }
}
`;

const container = document.getElementById('sandbox');
if (!container) throw new Error('the sandbox page has no #sandbox element');
createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      plugins={[HISTORY_PLUGIN, explorerPlugin()]}
      // Headers typed into the editor stay in this tab's memory, never in localStorage.
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);
