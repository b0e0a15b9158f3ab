import { describe, expect, it, vi } from 'vitest';
import { createUnauthenticatedHandler } from './session.ts';

function fakeRouter(pathname: string, search = '', hash = '') {
  return { state: { location: { pathname, search, hash } }, navigate: vi.fn(() => Promise.resolve()) };
}

describe('createUnauthenticatedHandler', () => {
  it('sends the visitor to /login with the current page as redirect, once for a burst', async () => {
    const router = fakeRouter('/myOrder/allorder', '?ProStatusType=999');
    const handle = createUnauthenticatedHandler(() => router);
    handle();
    handle();
    await Promise.resolve();
    expect(router.navigate).toHaveBeenCalledTimes(1);
    expect(router.navigate).toHaveBeenCalledWith('/login?redirect=/myOrder/allorder%3FProStatusType%3D999', {
      replace: true,
    });
  });

  it('comes back to the page being opened when its loader got the answer, not the one left', async () => {
    // The orders tab tapped on /personal: the list's loader asks, the shown page is still /personal.
    const router = {
      ...fakeRouter('/personal'),
      state: {
        location: { pathname: '/personal', search: '', hash: '' },
        navigation: { location: { pathname: '/myOrder/allorder', search: '?tab=1', hash: '' } },
      },
    };
    createUnauthenticatedHandler(() => router)();
    await Promise.resolve();
    expect(router.navigate).toHaveBeenCalledWith('/login?redirect=/myOrder/allorder%3Ftab%3D1', {
      replace: true,
    });
  });

  it('does nothing on the login and register pages', async () => {
    for (const path of ['/login', '/register']) {
      const router = fakeRouter(path);
      createUnauthenticatedHandler(() => router)();
      await Promise.resolve();
      expect(router.navigate).not.toHaveBeenCalled();
    }
  });
});

describe('createUnauthenticatedHandler in a mini-program', () => {
  it('never sends the visitor to the storefront login (spec §4)', async () => {
    const router = fakeRouter('/personal');
    createUnauthenticatedHandler(() => router, { inMiniProgram: true })();
    await Promise.resolve();
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
