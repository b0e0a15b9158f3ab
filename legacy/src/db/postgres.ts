import pg from 'pg';
import type { Db, Queryable } from './types.ts';

// pg hands int8 back as a string and a date as a local-midnight Date; align both with PGlite so
// domain code never branches on the engine. (Counts are int8 and stay far below 2^53.)
const typeConfig: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    if (oid === pg.types.builtins.DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** Distinct SQL texts remembered; past this, new texts run unnamed (seeds build many one-offs). */
const MAX_STATEMENTS = 1000;

/**
 * Names for SQL the stand-in runs again and again. A named statement is parsed and analysed once
 * per connection and then only bound and executed; an unnamed one is parsed, analysed and planned
 * on every call, which was most of PostgreSQL's work for short reads: its CPU per page of the order
 * list fell from about 1.5 to 0.65 ms, per `getUserInfo` from 0.24 to 0.07 ms (bench/README.md). A
 * text is named from its second use, so one-off statements (seed inserts) never are.
 *
 * A prepared statement whose tables change shape under it (another instance's migration during a
 * rolling deploy adds a column to a `select *`) fails on that connection for good with "cached plan
 * must not change result type"; such a text then gets a new name, so each connection prepares it
 * afresh (see `runNamed`).
 */
class StatementNames {
  private readonly texts = new Map<string, string | null>();
  private named = 0;

  nameFor(sql: string): string | undefined {
    const known = this.texts.get(sql);
    if (known) return known;
    if (known === null) {
      const name = `sf_${++this.named}`;
      this.texts.set(sql, name);
      return name;
    }
    if (this.texts.size < MAX_STATEMENTS) this.texts.set(sql, null);
    return undefined;
  }

  /** A new name for a named text, whose old prepared statements no longer fit their tables. */
  renew(sql: string): void {
    if (this.texts.get(sql)) this.texts.set(sql, `sf_${++this.named}`);
  }
}

/** PostgreSQL's SQLSTATE for "cached plan must not change result type" (feature_not_supported). */
const PLAN_CHANGED = '0A000';

function statement(names: StatementNames, sql: string, params?: readonly unknown[]): pg.QueryConfig {
  const config: pg.QueryConfig = { text: sql, values: params ? [...params] : [] };
  const name = names.nameFor(sql);
  if (name) config.name = name;
  return config;
}

/**
 * Runs `sql` (named once repeated). When a prepared statement no longer fits its tables, the text
 * gets a new name; outside a transaction the call is then run again, inside one the error stands
 * (the transaction is aborted; the caller's next attempt prepares afresh).
 */
async function runNamed<T>(
  on: pg.Pool | pg.PoolClient,
  names: StatementNames,
  sql: string,
  params: readonly unknown[] | undefined,
  retry: boolean,
): Promise<T[]> {
  const config = statement(names, sql, params);
  try {
    return (await on.query(config)).rows as T[];
  } catch (error) {
    if (!config.name || (error as { code?: unknown }).code !== PLAN_CHANGED) throw error;
    names.renew(sql);
    if (!retry) throw error;
    return (await on.query(statement(names, sql, params))).rows as T[];
  }
}

function wrapClient(client: pg.PoolClient, names: StatementNames): Queryable {
  return {
    query: <T>(sql: string, params?: readonly unknown[]) => runNamed<T>(client, names, sql, params, false),
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

const POOL_SIZE = 10;

/** A connection pool to a real PostgreSQL at `connectionString`. */
export async function openPostgres(connectionString: string): Promise<Db> {
  // A steady pool: connections stay open once made (min = max). With the default, those past the
  // first closed after ten idle seconds, and the next burst of requests paid for new ones: a new
  // PostgreSQL backend costs several ms of CPU just as the machine is busiest (bench/README.md,
  // goal (a): seen with perf sched as new backends inside the slowest bursts).
  const pool = new pg.Pool({ connectionString, types: typeConfig, max: POOL_SIZE, min: POOL_SIZE });
  // An idle client can lose its server (restart); without a listener that error kills the process.
  pool.on('error', () => {});
  // Fail at start-up, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  let closed = false;
  const names = new StatementNames();
  return {
    kind: 'postgres',
    query: <T>(sql: string, params?: readonly unknown[]) => runNamed<T>(pool, names, sql, params, true),
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(wrapClient(client, names));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
