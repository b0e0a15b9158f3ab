#!/usr/bin/env node
// Bundles the stand-in and the gateway into one ESM file each (dist/main.js), with the options of
// scripts/lib/serverBuild.mjs (why the gateway's bundle takes its npm dependencies in: see there).
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBuilds } from './lib/serverBuild.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

for (const [pkg, options] of Object.entries(serverBuilds(root))) {
  await build(options);
  console.log(`built ${pkg}/dist/main.js`);
}
