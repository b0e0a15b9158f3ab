import { mkdir } from 'node:fs/promises';
import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './types.ts';

// PGlite already returns int8 as number; a date as a JS Date at UTC midnight is a trap (it
// shifts by a day in +08:00), so dates stay strings as they do on the pg side.
const parsers: PGliteOptions['parsers'] = {
  [types.DATE]: (value: string) => value,
};

function wrapTx(tx: Transaction): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await tx.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}

function wrap(pg: PGlite): Db {
  let closed = false;
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await pg.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return pg.transaction((tx) => fn(wrapTx(tx)));
    },
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}

/** A PGlite database kept in `dataDir` (created when missing). */
export async function openPGliteDir(dataDir: string): Promise<Db> {
  await mkdir(dataDir, { recursive: true });
  return wrap(await PGlite.create({ dataDir, parsers }));
}

// Starting an empty PGlite runs initdb inside WebAssembly (seconds); loading a dump of an already
// migrated and seeded database takes a fraction of that. Tests start many in-memory servers, so
// each process prepares the template once per seed day and every in-memory server loads a copy.
const templates = new Map<string, Promise<Blob>>();

/**
 * An in-memory PGlite loaded from a template that `prepare` built (migrations and seed). `key`
 * names what the template depends on (the seed day), so a different day builds a new one.
 */
export async function openPGliteMemory(key: string, prepare: (db: Db) => Promise<void>): Promise<Db> {
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const pg = await PGlite.create({ parsers });
      try {
        await prepare(wrap(pg));
        return await pg.dumpDataDir('none');
      } finally {
        await pg.close();
      }
    })();
    templates.set(key, template);
    // A failed build must not poison later attempts.
    template.catch(() => templates.delete(key));
  }
  const blob = await template;
  return wrap(await PGlite.create({ loadDataDir: blob, parsers }));
}
