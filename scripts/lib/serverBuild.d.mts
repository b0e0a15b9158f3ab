import type { BuildOptions } from 'esbuild';

export function serverBuilds(root: string): { legacy: BuildOptions; gateway: BuildOptions };
