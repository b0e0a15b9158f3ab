import type { DocumentNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { HomePageQueryDocument } from '../__generated__/graphql.ts';
import { loadPage } from './router.tsx';

const Page = () => null;

describe('loadPage', () => {
  it('prepares the page’s queries before handing the router its component', async () => {
    let finishPreparing = () => {};
    const prepareQueries = vi.fn(
      (_documents: readonly DocumentNode[]) => new Promise<void>((resolve) => (finishPreparing = resolve)),
    );
    let loaded: unknown;
    const loading = loadPage(async () => ({ default: Page, queries: [HomePageQueryDocument] }), {
      prepareQueries,
    }).then((route) => (loaded = route));
    await vi.waitFor(() => expect(prepareQueries).toHaveBeenCalledWith([HomePageQueryDocument]));
    await Promise.resolve();
    expect(loaded).toBeUndefined();
    finishPreparing();
    await loading;
    expect(loaded).toEqual({ Component: Page });
  });

  it('loads a page that names no queries, or a router given no way to prepare them, at once', async () => {
    const prepareQueries = vi.fn(async () => {});
    await expect(loadPage(async () => ({ default: Page }), { prepareQueries })).resolves.toEqual({
      Component: Page,
    });
    expect(prepareQueries).not.toHaveBeenCalled();
    await expect(
      loadPage(async () => ({ default: Page, queries: [HomePageQueryDocument] })),
    ).resolves.toEqual({
      Component: Page,
    });
  });

  it('keeps a page’s validation as its loader', async () => {
    const route = await loadPage(async () => ({ default: Page, validate: () => true }));
    expect(route.Component).toBe(Page);
    expect(route).toHaveProperty('loader');
  });
});
