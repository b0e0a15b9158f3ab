import { restRoutes, type Static } from '@storefront/schema/rest';
import type { Contact, Tourist } from '@storefront/schema/rest/traveller';
import { validateMobile, validateEmail } from '@storefront/schema/validation';
import { badParam, LegacyError } from '../../core/errors.ts';
import type { Params } from '../../core/params.ts';
import type { Queryable } from '../../db/types.ts';
import { shanghaiDate } from '../../time.ts';
import type { Domain } from '../types.ts';
import { DOCUMENT_TYPES, readTravellerInput, type TravellerInput } from './documents.ts';
import { TRAVELLER_COLUMNS, withDocuments, type StoredTraveller } from './store.ts';

const contract = restRoutes.traveller;

/** Flags of this domain (CONTRACT.md, "Travellers and contacts"). */
export const TravellerFlag = {
  TRAVELLER_NOT_FOUND: 2301,
  DOCUMENT_TAKEN: 2302,
  TRAVELLER_LIMIT: 2303,
  CONTACT_NOT_FOUND: 2304,
  CONTACT_LIMIT: 2305,
} as const;

/** Most travellers and contacts one member may keep: enough for any family, bounded for the lists. */
export const MAX_TRAVELLERS = 100;
export const MAX_CONTACTS = 50;
const MAX_PAGE_SIZE = 50;

/** A positive database id from a parameter; anything else is the shopper's 2001. */
function idParam(params: Params, name: string, label: string): number {
  const value = Number(params.string(name, label));
  if (!Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) throw badParam(`${label}不正确`);
  return value;
}

function pageNumber(params: Params, name: string, label: string, fallback: number, max: number): number {
  const text = params.optionalString(name, label);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) throw badParam(`${label}应为 1–${max} 的整数`);
  return value;
}

function notFound(): LegacyError {
  return new LegacyError(TravellerFlag.TRAVELLER_NOT_FOUND, '找不到这位旅客，可能已被删除，请刷新后重试');
}

/** A traveller as the endpoints answer it. */
function toJson(traveller: StoredTraveller, selfId: number | null): Static<typeof Tourist> {
  return {
    touristInfoId: traveller.id,
    name: traveller.name,
    english_surname: traveller.english_surname,
    english_given_name: traveller.english_given_name,
    gender: traveller.gender,
    birthday: traveller.birthday,
    mobile: traveller.mobile,
    is_self: traveller.id === selfId,
    documents: traveller.documents.map((document) => ({
      documentTypeId: document.type,
      number: document.number,
      expires_on: document.expires_on,
      issuing_country: document.issuing_country,
    })),
  };
}

/**
 * Which of the member's travellers is the member themself: the earliest saved live traveller
 * whose mobile is the member's own (the legacy backend has no other link between the two).
 */
async function selfTravellerId(db: Queryable, memberId: number): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `select t.id from travellers t join members m on m.id = t.member_id
      where t.member_id = $1 and t.deleted_at is null and t.mobile = m.mobile
      order by t.id limit 1`,
    [memberId],
  );
  return rows[0]?.id ?? null;
}

async function liveTraveller(db: Queryable, memberId: number, id: number): Promise<StoredTraveller | null> {
  const rows = await db.query<Omit<StoredTraveller, 'documents'>>(
    `select ${TRAVELLER_COLUMNS} from travellers where id = $1 and member_id = $2 and deleted_at is null`,
    [id, memberId],
  );
  const [traveller] = await withDocuments(db, rows);
  return traveller ?? null;
}

/**
 * Refuses a document number the member already saved on another traveller, naming that traveller
 * so the shopper can pick or edit it instead. The unique index backs this up against races.
 */
async function checkNumbersFree(
  tx: Queryable,
  memberId: number,
  input: TravellerInput,
  exceptId: number | null,
) {
  for (const document of input.documents) {
    const rows = await tx.query<{ name: string }>(
      `select t.name from traveller_documents d join travellers t on t.id = d.traveller_id
        where d.member_id = $1 and d.type = $2 and d.number = $3 and d.traveller_id <> $4`,
      [memberId, document.documentTypeId, document.number, exceptId ?? 0],
    );
    if (rows[0]) {
      const typeName = DOCUMENT_TYPES.find((type) => type.documentTypeId === document.documentTypeId)?.name;
      throw new LegacyError(
        TravellerFlag.DOCUMENT_TAKEN,
        `该${typeName ?? '证件'}号码已保存在常用旅客「${rows[0].name}」中，请直接选择或编辑该旅客`,
      );
    }
  }
}

async function writeDocuments(tx: Queryable, travellerId: number, memberId: number, input: TravellerInput) {
  await tx.query('delete from traveller_documents where traveller_id = $1', [travellerId]);
  for (const [position, document] of input.documents.entries()) {
    await tx.query(
      `insert into traveller_documents (traveller_id, member_id, type, number, expires_on, issuing_country, position)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        travellerId,
        memberId,
        document.documentTypeId,
        document.number,
        document.expires_on,
        document.issuing_country,
        position,
      ],
    );
  }
}

/** A unique-index violation (two saves of one number racing past the check). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

async function mapRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new LegacyError(TravellerFlag.DOCUMENT_TAKEN, '该证件号码已保存在其他常用旅客中，请刷新后重试');
    }
    throw error;
  }
}

/** The columns a contact is read with are the fields the endpoints answer. */
type ContactRow = Static<typeof Contact>;

/** Contact name: Chinese or Latin letters (with spaces or the middle dot), 2 to 20 characters. */
function contactName(params: Params): string {
  const name = params.string('name', '联系人姓名');
  const length = Array.from(name).length;
  if (length < 2 || length > 20 || !/^[\p{Script=Han}A-Za-z·.\s]+$/u.test(name)) {
    throw badParam('联系人姓名应为2-20个汉字或英文字母');
  }
  return name;
}

export const travellerDomain: Domain = {
  name: 'traveller',
  register({ route, db }) {
    route(contract.documentTypes, () => ({
      list: DOCUMENT_TYPES,
    }));

    route(contract.touristList, async ({ params, member }) => {
      const pageNum = pageNumber(params, 'pageNum', '页码', 1, 100_000);
      const pageSize = pageNumber(params, 'pageSize', '每页条数', 20, MAX_PAGE_SIZE);
      const [counted] = await db.query<{ n: number | string }>(
        'select count(*) as n from travellers where member_id = $1 and deleted_at is null',
        [member.id],
      );
      // Most recently booked first, then newest saved: the ones a shopper is likely to pick again.
      const rows = await db.query<Omit<StoredTraveller, 'documents'>>(
        `select ${TRAVELLER_COLUMNS} from travellers where member_id = $1 and deleted_at is null
          order by coalesce(last_used_at, created_at) desc, id desc limit $2 offset $3`,
        [member.id, pageSize, (pageNum - 1) * pageSize],
      );
      const selfId = await selfTravellerId(db, member.id);
      const list = await withDocuments(db, rows);
      return {
        list: list.map((traveller) => toJson(traveller, selfId)),
        pageNum,
        pageSize,
        total: Number(counted?.n ?? 0),
      };
    });

    route(contract.touristInfo, async ({ params, member }) => {
      const id = idParam(params, 'touristInfoId', '旅客编号');
      const traveller = await liveTraveller(db, member.id, id);
      if (!traveller) throw notFound();
      return { tourist: toJson(traveller, await selfTravellerId(db, member.id)) };
    });

    route(contract.touristAdd, async (call) => {
      const { member, nowMs } = call;
      const input = readTravellerInput(call.params.record(), shanghaiDate(nowMs));
      const id = await mapRace(() =>
        db.transaction(async (tx) => {
          // Serialises this member's saves so the limit and the number check see each other.
          await tx.query('select id from members where id = $1 for update', [member.id]);
          const [counted] = await tx.query<{ n: number | string }>(
            'select count(*) as n from travellers where member_id = $1 and deleted_at is null',
            [member.id],
          );
          if (Number(counted?.n ?? 0) >= MAX_TRAVELLERS) {
            throw new LegacyError(
              TravellerFlag.TRAVELLER_LIMIT,
              `常用旅客最多保存${MAX_TRAVELLERS}位，请先删除不再需要的旅客`,
            );
          }
          await checkNumbersFree(tx, member.id, input, null);
          const [row] = await tx.query<{ id: number }>(
            `insert into travellers (member_id, name, english_surname, english_given_name, gender, birthday, mobile,
               created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
            [
              member.id,
              input.name,
              input.english_surname,
              input.english_given_name,
              input.gender,
              input.birthday,
              input.mobile,
              new Date(nowMs),
            ],
          );
          await writeDocuments(tx, row!.id, member.id, input);
          return row!.id;
        }),
      );
      const saved = await liveTraveller(db, member.id, id);
      return { tourist: toJson(saved!, await selfTravellerId(db, member.id)) };
    });

    route(contract.touristUpdate, async (call) => {
      const { member, nowMs, params } = call;
      const id = idParam(params, 'touristInfoId', '旅客编号');
      const input = readTravellerInput(call.params.record(), shanghaiDate(nowMs));
      await mapRace(() =>
        db.transaction(async (tx) => {
          const updated = await tx.query<{ id: number }>(
            `update travellers set name = $3, english_surname = $4, english_given_name = $5, gender = $6,
               birthday = $7, mobile = $8, updated_at = $9
             where id = $1 and member_id = $2 and deleted_at is null returning id`,
            [
              id,
              member.id,
              input.name,
              input.english_surname,
              input.english_given_name,
              input.gender,
              input.birthday,
              input.mobile,
              new Date(nowMs),
            ],
          );
          if (updated.length === 0) throw notFound();
          await checkNumbersFree(tx, member.id, input, id);
          await writeDocuments(tx, id, member.id, input);
        }),
      );
      const saved = await liveTraveller(db, member.id, id);
      return { tourist: toJson(saved!, await selfTravellerId(db, member.id)) };
    });

    route(contract.touristDelete, async ({ params, member, nowMs }) => {
      const id = idParam(params, 'touristInfoId', '旅客编号');
      await db.transaction(async (tx) => {
        const deleted = await tx.query(
          `update travellers set deleted_at = $3 where id = $1 and member_id = $2 and deleted_at is null returning id`,
          [id, member.id, new Date(nowMs)],
        );
        if (deleted.length === 0) throw notFound();
        // Frees the numbers for a new traveller; orders keep their own copy of the documents.
        await tx.query('delete from traveller_documents where traveller_id = $1', [id]);
      });
      return { touristInfoId: id };
    });

    // --- Contacts -------------------------------------------------------------------------------

    function contactNotFound(): LegacyError {
      return new LegacyError(TravellerFlag.CONTACT_NOT_FOUND, '找不到这位联系人，可能已被删除，请刷新后重试');
    }

    function contactFields(params: Params) {
      const name = contactName(params);
      const mobile = params.optionalString('mobile', '手机号') ?? '';
      const mobileVerdict = validateMobile(mobile);
      if (!mobileVerdict.ok) throw badParam(mobileVerdict.message);
      const email = params.optionalString('email', '邮箱') ?? null;
      if (email !== null) {
        const verdict = validateEmail(email);
        if (!verdict.ok) throw badParam(verdict.message);
      }
      return { name, mobile, email };
    }

    route(contract.contactList, async ({ member }) => ({
      list: await db.query<ContactRow>(
        'select id, name, mobile, email from contacts where member_id = $1 order by updated_at desc, id desc',
        [member.id],
      ),
    }));

    route(contract.contactSave, async ({ params, member, nowMs }) => {
      const id = params.has('id') ? idParam(params, 'id', '联系人编号') : null;
      const fields = contactFields(params);
      const contact = await db.transaction(async (tx) => {
        if (id !== null) {
          const [row] = await tx.query<ContactRow>(
            `update contacts set name = $3, mobile = $4, email = $5, updated_at = $6
              where id = $1 and member_id = $2 returning id, name, mobile, email`,
            [id, member.id, fields.name, fields.mobile, fields.email, new Date(nowMs)],
          );
          if (!row) throw contactNotFound();
          return row;
        }
        await tx.query('select id from members where id = $1 for update', [member.id]);
        const [counted] = await tx.query<{ n: number | string }>(
          'select count(*) as n from contacts where member_id = $1',
          [member.id],
        );
        if (Number(counted?.n ?? 0) >= MAX_CONTACTS) {
          throw new LegacyError(
            TravellerFlag.CONTACT_LIMIT,
            `联系人最多保存${MAX_CONTACTS}位，请先删除不再需要的联系人`,
          );
        }
        const [row] = await tx.query<ContactRow>(
          `insert into contacts (member_id, name, mobile, email, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $5) returning id, name, mobile, email`,
          [member.id, fields.name, fields.mobile, fields.email, new Date(nowMs)],
        );
        return row!;
      });
      return { contact };
    });

    route(contract.contactDelete, async ({ params, member }) => {
      const id = idParam(params, 'id', '联系人编号');
      const deleted = await db.query('delete from contacts where id = $1 and member_id = $2 returning id', [
        id,
        member.id,
      ]);
      if (deleted.length === 0) throw contactNotFound();
      return { id };
    });
  },
};
