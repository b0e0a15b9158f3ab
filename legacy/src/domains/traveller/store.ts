import type { DocumentTypeId } from '@storefront/schema/rest/traveller';
import type { Queryable } from '../../db/types.ts';

/** A traveller as products read it when booking (snake case, like the rows). */
export interface StoredTraveller {
  id: number;
  member_id: number;
  name: string;
  english_surname: string | null;
  english_given_name: string | null;
  gender: 0 | 1 | 2;
  birthday: string;
  mobile: string | null;
  documents: {
    type: DocumentTypeId;
    number: string;
    expires_on: string | null;
    issuing_country: string | null;
  }[];
}

type TravellerRow = Omit<StoredTraveller, 'documents'>;
type DocumentRow = StoredTraveller['documents'][number] & { traveller_id: number };

/** Documents of the given travellers, grouped by traveller, each in the order they were entered. */
async function documentsOf(db: Queryable, travellerIds: number[]): Promise<Map<number, DocumentRow[]>> {
  const byTraveller = new Map<number, DocumentRow[]>();
  if (travellerIds.length === 0) return byTraveller;
  const rows = await db.query<DocumentRow>(
    `select traveller_id, type, number, expires_on, issuing_country
       from traveller_documents where traveller_id = any($1::int[]) order by traveller_id, position`,
    [travellerIds],
  );
  for (const row of rows) {
    const list = byTraveller.get(row.traveller_id) ?? [];
    list.push(row);
    byTraveller.set(row.traveller_id, list);
  }
  return byTraveller;
}

/** Rows with their documents attached (documents without the traveller_id). */
export async function withDocuments(db: Queryable, rows: TravellerRow[]): Promise<StoredTraveller[]> {
  const docs = await documentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    documents: (docs.get(row.id) ?? []).map(({ type, number, expires_on, issuing_country }) => ({
      type,
      number,
      expires_on,
      issuing_country,
    })),
  }));
}

export const TRAVELLER_COLUMNS =
  'id, member_id, name, english_surname, english_given_name, gender, birthday, mobile';

/**
 * The member's live travellers among `ids`, in the order of `ids`; ids that are not the member's,
 * deleted or unknown are left out (the caller compares lengths to refuse a foreign id). Two
 * queries whatever the number of ids.
 */
export async function travellersOfMember(
  db: Queryable,
  memberId: number,
  ids: number[],
): Promise<StoredTraveller[]> {
  const wanted = ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return [];
  const rows = await db.query<TravellerRow>(
    `select ${TRAVELLER_COLUMNS} from travellers
      where member_id = $1 and id = any($2::int[]) and deleted_at is null`,
    [memberId, wanted],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = [...new Set(wanted)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return withDocuments(db, ordered);
}

/** Records that the travellers were just booked, so the member's lists offer them first. */
export async function markTravellersUsed(
  tx: Queryable,
  memberId: number,
  ids: readonly number[],
  nowMs: number,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.query('update travellers set last_used_at = $3 where member_id = $1 and id = any($2::int[])', [
    memberId,
    [...ids],
    new Date(nowMs),
  ]);
}
