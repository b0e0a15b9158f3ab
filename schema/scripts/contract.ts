// Writes legacy/CONTRACT.md from the REST schemas and contract.template.md (`pnpm contract`).
// schema/src/rest/contract.test.ts fails when the committed page differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderContract } from '../src/rest/document.ts';
import { restRoutes, restShapes } from '../src/rest/index.ts';

const template = readFileSync(fileURLToPath(new URL('../src/rest/contract.template.md', import.meta.url)), 'utf8');
const target = fileURLToPath(new URL('../../legacy/CONTRACT.md', import.meta.url));
writeFileSync(target, renderContract(template, { routes: restRoutes, shapes: restShapes }));
console.log(`wrote ${target}`);
