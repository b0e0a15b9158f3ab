import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/gateway/ is two levels down). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const GATEWAY_MAIN = join(ROOT, 'gateway', 'dist', 'main.js');
export const LEGACY_MAIN = join(ROOT, 'legacy', 'dist', 'main.js');
export const MANIFEST = join(ROOT, 'gateway', 'dist', 'persisted-operations.json');
export const RESULTS = join(ROOT, 'bench', 'results', 'gateway.json');
