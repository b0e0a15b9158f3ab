/**
 * The URL path of a page file under `src/pages/`, or null when the file is not a route.
 *
 * - `pages/index.tsx` → `/`, `pages/login.tsx` → `/login`, `pages/personal/index.tsx` → `/personal`,
 *   `pages/air/airList.tsx` → `/air/airList` (case kept: the spec's URLs are linked from apps).
 * - `[id]` → `:id` and `[[id]]` → `:id?` (spec §2.1 `/share/:id?`).
 * - Tests and any file or folder whose name starts with `_` (page-private components) are skipped.
 */
export function routePathFromFile(file: string): string | null {
  const match = /(?:^|\/)pages\/(.+)\.tsx$/.exec(file);
  if (!match?.[1]) return null;
  const rel = match[1];
  if (/\.(test|spec)$/.test(rel)) return null;
  const segments = rel.split('/');
  if (segments.some((s) => s.startsWith('_') || s === '')) return null;
  if (segments[segments.length - 1] === 'index') segments.pop();
  const mapped = segments.map((s) => {
    const optional = /^\[\[([A-Za-z_][\w]*)\]\]$/.exec(s);
    if (optional) return `:${optional[1]}?`;
    const param = /^\[([A-Za-z_][\w]*)\]$/.exec(s);
    if (param) return `:${param[1]}`;
    return s;
  });
  return `/${mapped.join('/')}`;
}

export interface PageFile<M> {
  path: string;
  load: () => Promise<M>;
}

/**
 * Route entries from an `import.meta.glob` result, sorted by path so the table is stable.
 * Two files that map to the same path (`pages/a.tsx` and `pages/a/index.tsx`) are a mistake that
 * would silently shadow a page, so that throws at start-up.
 */
export function pageFilesFromGlob<M>(modules: Record<string, () => Promise<M>>): PageFile<M>[] {
  const byPath = new Map<string, { file: string; load: () => Promise<M> }>();
  for (const [file, load] of Object.entries(modules)) {
    const path = routePathFromFile(file);
    if (path === null) continue;
    const previous = byPath.get(path);
    if (previous) throw new Error(`Two pages map to ${path}: ${previous.file} and ${file}`);
    byPath.set(path, { file, load });
  }
  // Code-point order: as stable as localeCompare, without starting ICU's collator on the first load.
  return [...byPath.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, { load }]) => ({ path, load }));
}
