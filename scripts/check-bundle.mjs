#!/usr/bin/env node
// Fails when the built web app (web/dist) or the GraphQL sandbox (gateway/dist/sandbox, served to
// developers and internal tools) contains a server secret: the customer-service and payment secrets
// and the internal tools' credential (the configured ones, or the development and test defaults), or
// anything that looks like a private key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dists = [join(root, 'web', 'dist'), join(root, 'gateway', 'dist', 'sandbox')];
const secrets = [
  'dev-only-customer-service-secret',
  'dev-only-pay-notify-secret',
  'e2e-internal-tools-token',
  process.env.CS_SECRET,
  process.env.PAY_SECRET,
  process.env.INTERNAL_TOOLS_TOKEN,
].filter(Boolean);
const patterns = [/-----BEGIN [A-Z ]*PRIVATE KEY-----/];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let leaks = 0;
let scanned = 0;
for (const file of dists.flatMap((dist) => [...files(dist)])) {
  const text = readFileSync(file, 'latin1');
  scanned++;
  const found = [
    ...secrets.filter((s) => text.includes(s)).map(() => 'secret'),
    ...patterns.filter((p) => p.test(text)).map(() => 'private key'),
  ];
  for (const what of found) console.error(`${what} in ${relative(root, file)}`);
  leaks += found.length;
}
console.log(`check-bundle: ${scanned} files scanned, ${leaks} secrets found`);
process.exit(leaks ? 1 : 0);
