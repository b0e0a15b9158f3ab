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
