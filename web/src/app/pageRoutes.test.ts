import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageFilesFromGlob, routePathFromFile } from './pageRoutes.ts';

describe('routePathFromFile', () => {
  it.each([
    ['../pages/index.tsx', '/'],
    ['../pages/login.tsx', '/login'],
    ['../pages/personal/index.tsx', '/personal'],
    ['../pages/air/airList.tsx', '/air/airList'],
    ['../pages/myOrder/orderDeatil.tsx', '/myOrder/orderDeatil'],
    ['../pages/city-activity/rules.tsx', '/city-activity/rules'],
    ['../pages/share/[[id]].tsx', '/share/:id?'],
    ['../pages/farmer/[id].tsx', '/farmer/:id'],
    ['/abs/web/src/pages/personal/guest/info.tsx', '/personal/guest/info'],
  ])('%s → %s', (file, path) => {
    expect(routePathFromFile(file)).toBe(path);
  });

  it.each([
    ['../pages/login.test.tsx'],
    ['../pages/login.graphql'],
    ['../pages/_parts/Header.tsx'],
    ['../pages/myOrder/_components/flight.tsx'],
    ['../components/Foo.tsx'],
  ])('%s is not a route', (file) => {
    expect(routePathFromFile(file)).toBeNull();
  });
});

describe('pageFilesFromGlob', () => {
  const load = () => Promise.resolve({});

  it('lists routes sorted by path, skipping non-routes', () => {
    const files = pageFilesFromGlob({
      '../pages/personal/index.tsx': load,
      '../pages/index.tsx': load,
      '../pages/login.test.tsx': load,
      '../pages/login.tsx': load,
    });
    expect(files.map((f) => f.path)).toEqual(['/', '/login', '/personal']);
  });

  it('refuses two files for one path', () => {
    expect(() => pageFilesFromGlob({ '../pages/a.tsx': load, '../pages/a/index.tsx': load })).toThrow(
      /Two pages map to \/a/,
    );
  });
});

describe('the page pattern (docs/adding-a-page.md)', () => {
  const pagesDir = join(dirname(fileURLToPath(import.meta.url)), '../pages');
  const pageSources = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => routePathFromFile(`../pages/${file.split(sep).join('/')}`) !== null)
    .map((file) => ({ file, source: readFileSync(join(pagesDir, file), 'utf8') }));

  it('finds the pages', () => {
    expect(pageSources.length).toBeGreaterThan(50);
  });

  it('every page that asks the server for data starts it in its route loader', () => {
    const readsData = /\buse(?:[A-Z]\w*Query|ReadQuery)\(/;
    const hasLoader = /export (?:const|(?:async )?function) loader\b|export \{[^}]*\bloader\b[^}]*\} from/;
    const missing = pageSources
      .filter(({ source }) => readsData.test(source) && !hasLoader.test(source))
      .map(({ file }) => file);
    expect(missing).toEqual([]);
  });

  it('no page checks the session itself: member-only pages say `export const member = true`', () => {
    const ownCheck = pageSources
      .filter(({ source }) => /useRequireMember|ShellSessionQuery/.test(source))
      .map(({ file }) => file);
    expect(ownCheck).toEqual([]);
  });
});
