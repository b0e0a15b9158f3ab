import { airports } from '../../db/seed/airports.ts';

// Which identity documents a booking may fly on. documentTypeId as in the SDL enum DocumentType:
// 1 身份证, 2 护照, 3 港澳通行证, 4 台湾通行证, 5 回乡证, 6 台胞证, 7 军官证.

export const DOCUMENT_NAMES: Readonly<Record<number, string>> = {
  1: '身份证',
  2: '护照',
  3: '港澳通行证',
  4: '台湾通行证',
  5: '回乡证',
  6: '台胞证',
  7: '军官证',
};

const ALL_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
const PASSPORT = 2;

/** Where an airport lies, for document rules: the mainland, Hong Kong/Macao, Taiwan, or abroad. */
type Zone = 'mainland' | 'hk_mo' | 'tw' | 'abroad';

const zones = new Map<string, Zone>(
  airports.map((a) => [
    a.iata,
    a.region === 'domestic'
      ? 'mainland'
      : a.region === 'international'
        ? 'abroad'
        : a.iata === 'TPE'
          ? 'tw'
          : 'hk_mo',
  ]),
);

/**
 * The documents accepted for an itinerary. Domestic flights take any of the seven (mainland
 * practice). Across a border the document must fit the other side: a passport anywhere; for Hong
 * Kong and Macao also the exit-entry permit (3) or the home-return permit (5); for Taiwan the travel
 * permit (4) or the Taiwan compatriot permit (6). An airport the seed does not know counts as abroad
 * when the flight is sold as international, so an unknown place never accepts less than a passport.
 */
export function acceptedDocuments(
  legs: readonly { depAirport: string; arrAirport: string; international: boolean }[],
): readonly number[] {
  let accepted: readonly number[] = ALL_TYPES;
  for (const leg of legs) {
    for (const code of [leg.depAirport, leg.arrAirport]) {
      const zone = zones.get(code) ?? (leg.international ? 'abroad' : 'mainland');
      const fit =
        zone === 'mainland'
          ? ALL_TYPES
          : zone === 'hk_mo'
            ? [PASSPORT, 3, 5]
            : zone === 'tw'
              ? [PASSPORT, 4, 6]
              : [PASSPORT];
      accepted = accepted.filter((t) => (fit as readonly number[]).includes(t));
    }
  }
  return accepted;
}

/** `证件A或证件B`, for messages. */
export function documentList(types: readonly number[]): string {
  return types.map((t) => DOCUMENT_NAMES[t] ?? `证件${t}`).join('或');
}
