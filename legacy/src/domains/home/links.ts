import type { Static } from '@storefront/schema/rest';
import type { BannerLink as BannerLinkShape } from '@storefront/schema/rest/home';

// The banner link object (spec §2.4): what a banner, a product card, a hot destination or a notice
// opens. `type` picks the target; the other fields are what that target needs. The web app turns
// one into a route (or a mini-program page), so every place that links uses this one shape.

type FieldKind = 'string' | 'int' | 'strings';

/** The fields each type carries, beyond `type`. Types absent here carry none. */
const FIELDS: Readonly<Record<number, Readonly<Record<string, FieldKind>>>> = {
  1: { url: 'string' },
  2: { class_id: 'int', index: 'int' },
  3: { class_id: 'int', destination_city: 'string', keyword_search: 'string', tags: 'strings' },
  4: { id: 'int', trip_id: 'int' },
  6: { city_adcode: 'string', city_name: 'string', search: 'string', tag: 'string' },
  7: { hotel_code: 'string' },
  9: { dep_code: 'string', dep_name: 'string', arr_code: 'string', arr_name: 'string' },
  10: {
    dep_code: 'string',
    dep_name: 'string',
    arr_code: 'string',
    arr_name: 'string',
    adult: 'int',
    child: 'int',
  },
  12: { from_station: 'string', to_station: 'string' },
  15: { country_id: 'int', country_name: 'string' },
  16: { visa_id: 'int' },
  18: { key: 'string', category_id: 'int' },
  19: { id: 'int' },
  21: { theme: 'string', keyword: 'string' },
  22: { scenic_code: 'string' },
};

/** A link as the contract writes it (schema/src/rest/home.ts): its type and exactly that type's fields. */
export type BannerLink = Static<typeof BannerLinkShape>;

/** Company hosts an external (type 1) link may point at; the web app keeps the full whitelist. */
const COMPANY_DOMAIN = 'yoyotrip.com';

function fits(value: unknown, kind: FieldKind): boolean {
  if (kind === 'string') return typeof value === 'string';
  if (kind === 'int') return Number.isInteger(value);
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/**
 * What is wrong with a link, or null when it is well formed: a known type, exactly its fields with
 * the right kinds, and for type 1 an https URL on a company host. The seed refuses bad links.
 */
export function linkProblem(link: unknown): string | null {
  if (typeof link !== 'object' || link === null || Array.isArray(link)) return 'not an object';
  const record = link as Record<string, unknown>;
  const type = record.type;
  if (!Number.isInteger(type) || (type as number) < 0 || (type as number) > 22)
    return `bad type ${String(type)}`;
  const fields = FIELDS[type as number] ?? {};
  for (const [name, kind] of Object.entries(fields)) {
    if (!fits(record[name], kind)) return `type ${String(type)}: ${name} should be ${kind}`;
  }
  const extra = Object.keys(record).filter((k) => k !== 'type' && !(k in fields));
  if (extra.length > 0) return `type ${String(type)}: unexpected ${extra.join(', ')}`;
  if (type === 1) {
    let url: URL;
    try {
      url = new URL(record.url as string);
    } catch {
      return 'type 1: url is not absolute';
    }
    const host = url.hostname;
    if (url.protocol !== 'https:') return 'type 1: url must be https';
    if (host !== COMPANY_DOMAIN && !host.endsWith(`.${COMPANY_DOMAIN}`))
      return `type 1: ${host} is not a company host`;
  }
  return null;
}

/** The link, or a thrown error naming `where`; for seeds, so a typo fails loudly at start-up. */
export function checkedLink(link: BannerLink, where: string): BannerLink {
  const problem = linkProblem(link);
  if (problem) throw new Error(`seed: bad link in ${where}: ${problem}`);
  return link;
}
