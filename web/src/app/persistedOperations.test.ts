import { print } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { PersonalPageQueryDocument } from '../__generated__/graphql.ts';
import { createApolloClient } from './apollo.ts';
import { sha256Hex } from './persistedOperations.ts';

type Body = { query?: string; operationName?: string; extensions?: { persistedQuery?: { sha256Hash: string } } };

/** A fetch that answers each call with the next body, and keeps what was sent. */
function gateway(...answers: unknown[]) {
  const sent: Body[] = [];
  const fetch = vi.fn((_uri: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)) as Body);
    const body = answers[Math.min(sent.length - 1, answers.length - 1)];
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

describe('persisted operations', () => {
  it('hashes like the manifest does (SHA-256, lower-case hex)', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('sends an operation by its id alone', async () => {
    const { fetch, sent } = gateway({ data: { me: null } });
    const client = createApolloClient({ onUnauthenticated: vi.fn(), fetch });
    await client.query({ query: PersonalPageQueryDocument });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query).toBeUndefined();
    expect(sent[0]!.operationName).toBe('PersonalPageQuery');
    expect(sent[0]!.extensions?.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('resends the whole operation once when the gateway does not know the id (development)', async () => {
    const { fetch, sent } = gateway(
      { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
      { data: { me: null } },
    );
    const client = createApolloClient({ onUnauthenticated: vi.fn(), fetch });
    const result = await client.query({ query: PersonalPageQueryDocument });
    expect(result.data).toEqual({ me: null });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.query).toContain('query PersonalPageQuery');
    // The id is the hash of exactly the text sent: what the gateway checks.
    expect(sent[1]!.extensions?.persistedQuery?.sha256Hash).toBe(await sha256Hex(sent[1]!.query!));
    expect(sent[1]!.query).not.toBe(print(PersonalPageQueryDocument)); // __typename added, as sent
  });

  it('can be turned off', async () => {
    const { fetch, sent } = gateway({ data: { me: null } });
    const client = createApolloClient({ onUnauthenticated: vi.fn(), fetch, persistedOperations: false });
    await client.query({ query: PersonalPageQueryDocument });
    expect(sent[0]!.query).toContain('query PersonalPageQuery');
    expect(sent[0]!.extensions?.persistedQuery).toBeUndefined();
  });
});
