/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with `$1…` parameters; rows come back with the same JS types on both engines. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DbKind = 'pglite' | 'postgres';

/**
 * The one database interface the domains see. Implemented over PGlite (embedded) and over `pg`
 * (a real PostgreSQL); both run the same migrations and normalise types the same way:
 * int8 → number, date → 'YYYY-MM-DD' string, timestamptz → Date, bytea → Uint8Array.
 */
export interface Db extends Queryable {
  readonly kind: DbKind;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
