import { migrations as allMigrations, type Migration } from './migrations/index.ts';
import type { Db } from './types.ts';

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 73_010_001;

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, in one transaction. The
 * advisory lock makes two servers starting against one PostgreSQL take turns instead of racing.
 * Returns the ids applied now.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = allMigrations): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      id          text primary key,
      applied_at  timestamptz not null default now()
    )`);
    const rows = await tx.query<{ id: string }>('select id from schema_migrations');
    const done = new Set(rows.map((row) => row.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
