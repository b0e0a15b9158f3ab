import { createHash } from 'node:crypto';
import { hashPassword } from '../../auth/passwords.ts';
import { seedCalendar } from '../../time.ts';
import type { Db, Queryable } from '../types.ts';
import { airlines } from './airlines.ts';
import { airports } from './airports.ts';
import { cities } from './cities.ts';
import { seedGeo } from './geo.ts';
import { seedHome } from './home.ts';
import { seedHotels } from './hotels.ts';
import { demoMembers } from './members.ts';
import { stations } from './stations.ts';

/**
 * Inserts or restores one table's seed rows in a single statement. Seed rows are keyed naturally,
 * so running it again rewrites them to the same values (idempotent) without touching rows that
 * were added at run time.
 */
async function upsert(
  tx: Queryable,
  table: string,
  key: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const slots = row.map((value) => {
      params.push(value);
      return `$${params.length}`;
    });
    return `(${slots.join(', ')})`;
  });
  const updates = columns.filter((c) => c !== key).map((c) => `${c} = excluded.${c}`);
  await tx.query(
    `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}
     on conflict (${key}) do update set ${updates.join(', ')}`,
    params,
  );
}

async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await upsert(
      tx,
      'cities',
      'adcode',
      ['adcode', 'name', 'pinyin', 'first_letter', 'province', 'longitude', 'latitude', 'is_hot', 'sort'],
      cities.map((c, i) => [
        c.adcode,
        c.name,
        c.pinyin,
        c.pinyin.charAt(0).toUpperCase(),
        c.province,
        c.longitude,
        c.latitude,
        c.hot,
        i + 1,
      ]),
    );
    await upsert(
      tx,
      'airports',
      'iata',
      ['iata', 'name', 'city_name', 'city_code', 'city_pinyin', 'city_adcode', 'country', 'region', 'sort'],
      airports.map((a, i) => [
        a.iata,
        a.name,
        a.cityName,
        a.cityCode,
        a.cityPinyin,
        a.cityAdcode,
        a.country,
        a.region,
        i + 1,
      ]),
    );
    await upsert(
      tx,
      'airlines',
      'code',
      ['code', 'name', 'short_name', 'sort'],
      airlines.map((a, i) => [a.code, a.name, a.shortName, i + 1]),
    );
    await upsert(
      tx,
      'railway_stations',
      'name',
      ['name', 'telecode', 'pinyin', 'pinyin_short', 'city_name', 'city_adcode', 'is_hot', 'sort'],
      stations.map((s, i) => [
        s.name,
        s.telecode,
        s.pinyin,
        s.pinyinShort,
        s.cityName,
        s.cityAdcode,
        s.hot,
        i + 1,
      ]),
    );
  });
}

/**
 * Demo members are inserted once and then left alone: a developer may have changed a nickname or
 * password, and hashing passwords again would slow every start-up.
 */
async function seedMembers(db: Db, nowMs: number): Promise<void> {
  const existing = await db.query<{ mobile: string }>(
    'select mobile from members where mobile = any($1::text[])',
    [demoMembers.map((m) => m.mobile)],
  );
  const present = new Set(existing.map((row) => row.mobile));
  const missing = demoMembers.filter((m) => !present.has(m.mobile));
  if (missing.length === 0) return;
  const calendar = seedCalendar(nowMs);
  for (const member of missing) {
    // A salt derived from the mobile keeps the seed byte-for-byte reproducible; these passwords
    // are published in the README, so a secret salt would protect nothing.
    const salt = createHash('sha256').update(`seed-member:${member.mobile}`).digest().subarray(0, 16);
    const passwordHash = await hashPassword(member.password, salt);
    const joined = calendar.at(-member.joinedDaysAgo, '10:00');
    await db.query(
      `insert into members (id, mobile, login_name, nick_name, password_hash, yingke_code, gender, birthday,
                            mem_email, signature, created_at, updated_at)
       values ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
       on conflict do nothing`,
      [
        member.id,
        member.mobile,
        member.nickName,
        passwordHash,
        member.yingkeCode,
        member.gender,
        member.birthday,
        member.email,
        member.signature,
        joined,
      ],
    );
  }
}

/**
 * Seeds the catalogue and demo members. Deterministic for a given day (Asia/Shanghai) and safe to
 * run on every start-up. `nowMs` is the server's clock, so relative dates follow injected clocks.
 */
export async function seed(db: Db, nowMs: number): Promise<void> {
  await seedReferenceData(db);
  await db.transaction((tx) => seedGeo(tx));
  await db.transaction((tx) => seedHome(tx, nowMs));
  await db.transaction((tx) => seedHotels(tx));
  await seedMembers(db, nowMs);
}
