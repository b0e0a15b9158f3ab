import { describe, expect, it, vi } from 'vitest';
import { PersonalPageQueryDocument } from '../__generated__/graphql.ts';
import { createApolloClient, hasUnauthenticated } from './apollo.ts';

function respond(body: unknown, status = 200) {
  return vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

describe('apollo client', () => {
  it('detects the UNAUTHENTICATED code', () => {
    expect(hasUnauthenticated([{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }])).toBe(true);
    expect(hasUnauthenticated([{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }])).toBe(false);
    expect(hasUnauthenticated(undefined)).toBe(false);
  });

  it('posts to same-origin /graphql with the cookie and reports an ended session', async () => {
    const fetch = respond({
      data: { me: null },
      errors: [{ message: '登录已失效', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ onUnauthenticated, fetch });
    await expect(client.query({ query: PersonalPageQueryDocument })).rejects.toThrow();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    const [uri, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(uri).toBe('/graphql');
    expect(init.credentials).toBe('same-origin');
  });

  it('leaves other errors to the page', async () => {
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({
      onUnauthenticated,
      fetch: respond({ errors: [{ message: '服务繁忙', extensions: { code: 'UPSTREAM_ERROR' } }] }),
    });
    await expect(client.query({ query: PersonalPageQueryDocument })).rejects.toThrow();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

describe('apollo client: host and activity', () => {
  it('marks a mini-program’s requests with x-client-kind: mp', async () => {
    const fetch = respond({ data: { me: null } });
    const client = createApolloClient({ onUnauthenticated: vi.fn(), fetch, inMiniProgram: true });
    await client.query({ query: PersonalPageQueryDocument });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['x-client-kind']).toBe('mp');
  });

  it('sends no client kind from a browser', async () => {
    const fetch = respond({ data: { me: null } });
    const client = createApolloClient({ onUnauthenticated: vi.fn(), fetch });
    await client.query({ query: PersonalPageQueryDocument });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['x-client-kind']).toBeUndefined();
  });

  it('reports each request’s start and end, with failure and silence', async () => {
    const ends: boolean[] = [];
    const onRequest = vi.fn(() => (failed: boolean) => void ends.push(failed));
    const ok = createApolloClient({
      onUnauthenticated: vi.fn(),
      onRequest,
      fetch: respond({ data: { me: null } }),
    });
    await ok.query({ query: PersonalPageQueryDocument, context: { silent: true } });
    expect(onRequest).toHaveBeenLastCalledWith({
      operationName: 'PersonalPageQuery',
      kind: 'query',
      silent: true,
    });

    const failing = createApolloClient({
      onUnauthenticated: vi.fn(),
      onRequest,
      fetch: respond({ errors: [{ message: '服务繁忙' }] }),
    });
    await expect(failing.query({ query: PersonalPageQueryDocument })).rejects.toThrow();
    expect(ends).toEqual([false, true]);
  });

  it('passes every rejected request to onRequestError (spec §8)', async () => {
    const onRequestError = vi.fn();
    const client = createApolloClient({
      onUnauthenticated: vi.fn(),
      onRequestError,
      fetch: respond({ errors: [{ message: '服务繁忙', extensions: { code: 'UPSTREAM_ERROR' } }] }),
    });
    await expect(client.query({ query: PersonalPageQueryDocument })).rejects.toThrow();
    expect(onRequestError).toHaveBeenCalledWith({ operationName: 'PersonalPageQuery', message: '服务繁忙' });
  });
});
