// The esbuild options of the two servers' bundles (dist/main.js), shared by scripts/build-server.mjs
// and the gateway's build test. Workspace packages (TypeScript source) are bundled into both.
//
// The stand-in's npm dependencies stay external and load from node_modules. The gateway's are
// bundled in too, so that one rule applies to every line a request runs through: object spread and
// rest are compiled to plain property copies. On Node 20 (V8 11.3) an object made by spreading and
// then adding a property (`{ ...context, extra }`, as Apollo Server's request pipeline does several
// times per request) outlives the young-generation collector and keeps what it points to alive with
// it. Native, that sent about 120 KB of requests' objects into the old generation per young
// collection under load, and full collections came every several seconds; with the copies, about
// 12 KB (bench/README.md, goal (a)). Bundling needs a `require` for the CommonJS packages inside an
// ES module: the banner makes one.
import { join } from 'node:path';

const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** esbuild options per package (`legacy`, `gateway`) of the repository at `root`. */
export function serverBuilds(root) {
  const common = (pkg) => ({
    entryPoints: [join(root, pkg, 'src', 'main.ts')],
    outfile: join(root, pkg, 'dist', 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  return {
    legacy: { ...common('legacy'), plugins: [externalNpm] },
    gateway: {
      ...common('gateway'),
      supported: { 'object-rest-spread': false },
      banner: {
        js: "import { createRequire as __gatewayCreateRequire } from 'node:module'; const require = __gatewayCreateRequire(import.meta.url);",
      },
    },
  };
}
