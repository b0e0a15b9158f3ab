import { existsSync, readFileSync } from 'node:fs';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayConfig } from '../config.ts';

/** The manifest `pnpm build` writes (scripts/build-operations.mjs): Apollo's persisted-query format. */
interface Manifest {
  format: 'apollo-persisted-query-manifest';
  version: 1;
  operations: { id: string; name: string; type: string; body: string }[];
}

/** The web's operations by id (SHA-256 of the body the app sends). */
export type OperationBodies = ReadonlyMap<string, string>;

export function loadOperations(config: GatewayConfig['persistedOperations']): OperationBodies {
  const { manifestFile, required } = config;
  if (!existsSync(manifestFile)) {
    if (required)
      throw new Error(
        `persisted operations are required but ${manifestFile} is missing: run \`pnpm build\` (or set PERSISTED_OPERATIONS_REQUIRED=0 outside production)`,
      );
    return new Map();
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  if (manifest.format !== 'apollo-persisted-query-manifest' || manifest.version !== 1)
    throw new Error(`${manifestFile} is not a persisted-operations manifest (version 1)`);
  return new Map(manifest.operations.map((o) => [o.id, o.body]));
}

const REGISTERED_MAX = 500;

/** The shape of store Apollo's `persistedQueries.cache` takes. */
interface OperationStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  delete(key: string): Promise<boolean | void>;
}

/**
 * The store behind Apollo's persisted-query protocol: an id the app sends is looked up in the
 * manifest. Outside "required" mode a client may also register a body under its hash (Apollo
 * checks that the hash matches), kept in a small bounded map, so a development app not yet in any
 * manifest still works; in required mode nothing is ever registered.
 */
export function operationStore(bodies: OperationBodies, required: boolean): OperationStore {
  const registered = new Map<string, string>();
  // Apollo prefixes the keys of the store it is given; our ids are bare hashes.
  const id = (key: string) => (key.startsWith('apq:') ? key.slice(4) : key);
  return {
    async get(key) {
      return bodies.get(id(key)) ?? registered.get(id(key));
    },
    async set(key, value) {
      if (required || bodies.has(id(key))) return;
      if (registered.size >= REGISTERED_MAX) registered.delete(registered.keys().next().value as string);
      registered.set(id(key), value);
    },
    async delete(key) {
      return registered.delete(id(key));
    },
  };
}

/** Constant-time check of the internal tools' credential (header `x-internal-token`). */
export function isInternalTool(header: unknown, token: string | null): boolean {
  if (!token || typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The raw query text of a GraphQL-over-HTTP request (POST body or GET parameter), if any. */
function rawQueryOf(body: unknown, query: unknown): string | undefined {
  const fromBody = (body as { query?: unknown } | null | undefined)?.query;
  if (typeof fromBody === 'string') return fromBody;
  const fromUrl = (query as { query?: unknown } | null | undefined)?.query;
  return typeof fromUrl === 'string' ? fromUrl : undefined;
}

export interface OperationGate {
  /**
   * null when the request may go on; otherwise the GraphQL error response to send. In required
   * mode a request may carry an id (resolved from the manifest by Apollo, unknown ids answered
   * PERSISTED_QUERY_NOT_FOUND), or a raw query whose hash is in the manifest; any other raw query is
   * refused before it is parsed, unless the caller is an internal tool with its credential.
   */
  check(request: {
    body: unknown;
    query: unknown;
    headers: Record<string, unknown>;
  }): { status: number; body: unknown } | null;
}

/** A GraphQL name of reasonable length: what any real operation is called. */
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/** The operation name a request asks for (POST body or GET parameter), if it names one. */
function operationNameOf(body: unknown, query: unknown): unknown {
  const fromBody = (body as { operationName?: unknown } | null | undefined)?.operationName;
  if (fromBody !== undefined && fromBody !== null) return fromBody;
  return (query as { operationName?: unknown } | null | undefined)?.operationName ?? null;
}

export function operationGate(
  bodies: OperationBodies,
  config: GatewayConfig['persistedOperations'],
): OperationGate {
  return {
    check({ body, query, headers }) {
      // An operation name that is no name (500 kB of it, say) is refused here, in every mode, with a
      // message that does not repeat it: Apollo's own error would echo it back whole.
      const operationName = operationNameOf(body, query);
      if (
        operationName !== null &&
        (typeof operationName !== 'string' || !OPERATION_NAME.test(operationName))
      ) {
        return {
          status: 400,
          body: {
            errors: [{ message: '操作名不正确，请刷新页面后重试', extensions: { code: 'BAD_REQUEST' } }],
          },
        };
      }
      if (!config.required) return null;
      const raw = rawQueryOf(body, query);
      if (raw === undefined) return null;
      if (bodies.has(createHash('sha256').update(raw).digest('hex'))) return null;
      if (isInternalTool(headers['x-internal-token'], config.internalToken)) return null;
      return {
        status: 400,
        body: {
          errors: [
            {
              message: '该操作不在应用的登记清单中，请刷新页面或更新应用后重试',
              extensions: { code: 'PERSISTED_OPERATION_REQUIRED' },
            },
          ],
        },
      };
    },
  };
}
