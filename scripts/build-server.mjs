#!/usr/bin/env node
// Bundles the stand-in and the gateway into one ESM file each (dist/main.js). Workspace packages
// (TypeScript source) are bundled in; npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
    );
  },
};

for (const pkg of ['legacy', 'gateway']) {
  await build({
    entryPoints: [join(root, pkg, 'src', 'main.ts')],
    outfile: join(root, pkg, 'dist', 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalNpm],
  });
  console.log(`built ${pkg}/dist/main.js`);
}
