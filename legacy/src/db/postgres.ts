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

function wrapClient(client: pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await client.query(sql, params ? [...params] : undefined);
      return result.rows as T[];
    },
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
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await pool.query(sql, params ? [...params] : undefined);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(wrapClient(client));
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
