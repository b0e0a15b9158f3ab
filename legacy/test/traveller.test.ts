import { mainlandIdCheckChar } from '@storefront/schema/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travellersOfMember } from '../src/domains/traveller/store.ts';
import { shanghaiDate, addDays } from '../src/time.ts';
import { call, DEMO, loginByCode, startServer, type TestServer } from './helpers.ts';

// Valid mainland IDs: the standard's example (female, 1949-12-31) and one built here (male).
const ID_FEMALE = '11010519491231002X';
const ID_MALE_17 = '11010119900307123';
const ID_MALE = `${ID_MALE_17}${mainlandIdCheckChar(ID_MALE_17)}`;
const ID_BAD_CHECK = '110105194912310021';

interface Doc {
  documentTypeId: number;
  number: string;
  expires_on: string | null;
  issuing_country: string | null;
}
interface Tourist {
  touristInfoId: number;
  name: string;
  english_surname: string | null;
  english_given_name: string | null;
  gender: number;
  birthday: string;
  mobile: string | null;
  is_self: boolean;
  documents: Doc[];
}
interface Page {
  list: Tourist[];
  pageNum: number;
  pageSize: number;
  total: number;
}

let t: TestServer;
let me: { token: string; id: number; mobile: string };
let other: { token: string; id: number };

beforeAll(async () => {
  t = await startServer();
  const a = await loginByCode(t.server, DEMO.mobile);
  me = { token: a.token, id: a.userinfo.id, mobile: DEMO.mobile };
  const b = await loginByCode(t.server, '13900000002');
  other = { token: b.token, id: b.userinfo.id };
});
afterAll(async () => {
  await t.server.close();
});

function v2<T>(path: string, json: unknown, token = me.token) {
  return call<T>(t.server, 'POST', `/v2${path}`, { json, token });
}
function add(json: Record<string, unknown>, token = me.token) {
  return v2<{ tourist: Tourist }>('/tourist/add', json, token);
}
function list(json: Record<string, unknown> = {}, token = me.token) {
  return v2<Page>('/tourist/list', json, token);
}
function idCard(number: string) {
  return [{ documentTypeId: 1, number }];
}
function today(): string {
  return shanghaiDate(t.clock.ms);
}
async function clearTravellers() {
  await t.server.db.query('delete from traveller_documents');
  await t.server.db.query('delete from travellers');
}

describe('traveller endpoints need a member', () => {
  it('answers 1001 without a token and 40101 with a dead one; document types are public', async () => {
    const anonymous = await call(t.server, 'POST', '/v2/tourist/list', { json: {} });
    expect(anonymous.flag).toBe(1001);
    const dead = await call(t.server, 'POST', '/v2/tourist/list', { json: {}, token: 'f'.repeat(64) });
    expect(dead.flag).toBe(40101);
    const types = await call<{
      list: { documentTypeId: number; name: string; rule: string; needs_expiry: boolean }[];
    }>(t.server, 'GET', '/api/tourist/documentTypes');
    expect(types.flag).toBe(0);
    expect(
      types.data.list.map((type) => [type.documentTypeId, type.name, type.rule, type.needs_expiry]),
    ).toEqual([
      [1, '身份证', 'mainlandId', false],
      [2, '护照', 'passport', true],
      [3, '港澳通行证', 'hkMoTwPermit', true],
      [4, '台湾通行证', 'hkMoTwPermit', true],
      [5, '回乡证', 'hometownPermit', true],
      [6, '台胞证', 'taiwanCompatriotPermit', true],
      [7, '军官证', 'officerId', false],
    ]);
  });
});

describe('creating travellers', () => {
  beforeAll(clearTravellers);

  it('takes birthday and gender from an ID card and stores the number upper case', async () => {
    const saved = await add({
      name: '李华',
      documents: idCard(ID_FEMALE.toLowerCase()),
      mobile: '13700001111',
    });
    expect(saved.flag).toBe(0);
    expect(saved.data.tourist).toMatchObject({
      name: '李华',
      gender: 2,
      birthday: '1949-12-31',
      mobile: '13700001111',
      is_self: false,
      documents: [{ documentTypeId: 1, number: ID_FEMALE, expires_on: null, issuing_country: null }],
    });
    const info = await v2<{ tourist: Tourist }>('/tourist/info', {
      touristInfoId: saved.data.tourist.touristInfoId,
    });
    expect(info.data.tourist).toEqual(saved.data.tourist);
  });

  it('refuses a wrong ID check character with the shared rule’s message and saves nothing', async () => {
    const before = (await list()).data.total;
    const refused = await add({ name: '王五', documents: idCard(ID_BAD_CHECK) });
    expect(refused).toMatchObject({
      flag: 2001,
      msg: '身份证号最后一位校验码不正确，请核对号码',
      data: null,
    });
    expect((await list()).data.total).toBe(before);
  });

  it('refuses a birthday or an ID birth date in the future, and a typed birthday that disagrees with the ID', async () => {
    const tomorrow = addDays(today(), 1);
    const future = await add({
      name: '王五',
      gender: 1,
      birthday: tomorrow,
      documents: [{ documentTypeId: 7, number: 'JZ123' }],
    });
    expect(future).toMatchObject({ flag: 2001, msg: '出生日期不能晚于今天' });
    const birthToday = await add({
      name: '王小五',
      gender: 1,
      birthday: today(),
      documents: [{ documentTypeId: 7, number: 'JZ124' }],
    });
    expect(birthToday.flag).toBe(0);

    const first17 = `110101${tomorrow.replace(/-/g, '')}123`;
    const futureId = await add({ name: '王五', documents: idCard(first17 + mainlandIdCheckChar(first17)) });
    expect(futureId).toMatchObject({ flag: 2001, msg: expect.stringContaining('出生日期不正确') });

    const mismatch = await add({ name: '王五', birthday: '1990-03-08', documents: idCard(ID_MALE) });
    expect(mismatch).toMatchObject({ flag: 2001, msg: '出生日期与身份证号不一致，请核对' });
    const wrongGender = await add({ name: '王五', gender: 2, documents: idCard(ID_MALE) });
    expect(wrongGender).toMatchObject({ flag: 2001, msg: '性别与身份证号不一致，请核对' });
  });

  it('checks the name, the mobile, English names and each document with its own rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Tom', documents: idCard(ID_MALE) }, '请输入2-8个汉字的中文姓名'],
      [{ name: '王五', mobile: '2380013800', documents: idCard(ID_MALE) }, '请输入以1开头的11位手机号'],
      [{ name: '王五', documents: [] }, '请至少填写一种证件'],
      [{ name: '王五', documents: [{ documentTypeId: 9, number: 'X' }] }, '证件类型不正确，应为 1–7'],
      [
        {
          name: '王五',
          gender: 1,
          birthday: '1990-01-01',
          documents: [{ documentTypeId: 2, number: 'E123' }],
        },
        '护照号码应为5-17位字母或数字',
      ],
      [
        {
          name: '王五',
          gender: 1,
          birthday: '1990-01-01',
          documents: [{ documentTypeId: 2, number: 'E12345678' }],
        },
        '使用护照时请填写与护照一致的英文姓和英文名',
      ],
      [
        {
          name: '王五',
          english_surname: 'Wang Wu',
          english_given_name: 'WU',
          gender: 1,
          birthday: '1990-01-01',
          documents: [{ documentTypeId: 2, number: 'E12345678' }],
        },
        '英文姓：请输入至少2个英文字母，不含空格、数字或符号',
      ],
      [
        {
          name: '王五',
          gender: 1,
          birthday: '1990-01-01',
          documents: [{ documentTypeId: 3, number: 'C1234-567' }],
        },
        '通行证号码应为1-15位字母或数字',
      ],
      [
        {
          name: '王五',
          gender: 1,
          birthday: '1990-01-01',
          documents: [{ documentTypeId: 6, number: '台1234' }],
        },
        '证件号码只能包含字母、数字或下划线',
      ],
      [
        { name: '王五', documents: [...idCard(ID_MALE), { documentTypeId: 1, number: ID_FEMALE }] },
        '每种证件只能填写一个，身份证重复了',
      ],
      [
        {
          name: '王五',
          gender: 1,
          birthday: '1990-01-01',
          documents: [{ documentTypeId: 3, number: 'C12345678', expires_on: addDays(today(), -1) }],
        },
        '港澳通行证已过有效期，请填写新证件的有效期',
      ],
      [
        { name: '王五', birthday: '1990-01-01', documents: [{ documentTypeId: 7, number: 'JZ1' }] },
        '请选择性别',
      ],
      [{ name: '王五', gender: 1, documents: [{ documentTypeId: 7, number: 'JZ1' }] }, '请填写出生日期'],
    ];
    for (const [json, message] of cases) {
      const answer = await add(json);
      expect({ json, flag: answer.flag, msg: answer.msg }).toEqual({ json, flag: 2001, msg: message });
    }
  });

  it('saves a passport with English names upper case, expiry and issuing country', async () => {
    const saved = await add({
      name: '欧阳娜娜',
      english_surname: 'ouyang',
      english_given_name: 'Nana',
      gender: 2,
      birthday: '2000-06-15',
      documents: [
        { documentTypeId: 2, number: 'e12345678', expires_on: '2033-01-31', issuing_country: 'cn' },
      ],
    });
    expect(saved.flag).toBe(0);
    expect(saved.data.tourist).toMatchObject({
      english_surname: 'OUYANG',
      english_given_name: 'NANA',
      gender: 2,
      birthday: '2000-06-15',
      documents: [
        { documentTypeId: 2, number: 'E12345678', expires_on: '2033-01-31', issuing_country: 'CN' },
      ],
    });
  });

  it('refuses a number the member already saved on another traveller, naming that traveller', async () => {
    const first = await add({ name: '赵敏', documents: idCard(ID_MALE) });
    expect(first.flag).toBe(0);
    const again = await add({ name: '赵明', documents: idCard(ID_MALE) });
    expect(again).toMatchObject({
      flag: 2302,
      msg: '该身份证号码已保存在常用旅客「赵敏」中，请直接选择或编辑该旅客',
    });
    // Another member may save the same person.
    const elsewhere = await add({ name: '赵明', documents: idCard(ID_MALE) }, other.token);
    expect(elsewhere.flag).toBe(0);
  });

  it('marks the earliest traveller carrying the member’s own mobile as the member', async () => {
    const self = await add({
      name: '王小明',
      mobile: me.mobile,
      gender: 1,
      birthday: '1990-05-20',
      documents: [{ documentTypeId: 7, number: 'SELF1' }],
    });
    const child = await add({
      name: '王小小',
      mobile: me.mobile,
      gender: 1,
      birthday: '2020-05-20',
      documents: [{ documentTypeId: 7, number: 'SELF2' }],
    });
    expect(self.data.tourist.is_self).toBe(true);
    expect(child.data.tourist.is_self).toBe(false);
    const listed = (await list({ pageSize: 50 })).data.list;
    expect(listed.filter((tourist) => tourist.is_self).map((tourist) => tourist.name)).toEqual(['王小明']);
  });
});

describe('requests that break the contract', () => {
  beforeAll(clearTravellers);

  it('are refused with 2001 naming the field before the handler reads them, and change nothing', async () => {
    // A document type must be a number or its text: the handler alone would read `true` as 1 (身份证).
    expect(await add({ name: '王五', documents: [{ documentTypeId: true, number: ID_MALE }] })).toMatchObject(
      {
        flag: 2001,
        msg: '证件信息格式不正确',
        data: null,
      },
    );
    // Every declared field is checked before any rule of the handler: the gender outside 1 / 2 is
    // answered although the handler would have refused the name first.
    expect(await add({ name: 'Tom', gender: 3, documents: idCard(ID_MALE) })).toMatchObject({
      flag: 2001,
      msg: '性别应为 1（男）或 2（女）',
    });
    expect(await v2('/tourist/info', { touristInfoId: 'abc' })).toMatchObject({
      flag: 2001,
      msg: '旅客编号不正确',
    });
    expect(await list({ pageSize: 'twenty' })).toMatchObject({ flag: 2001, msg: '每页条数应为 1–50 的整数' });
    expect(await v2('/contacts/save', { name: ['张三'], mobile: '13811112222' })).toMatchObject({
      flag: 2001,
      msg: '联系人姓名格式不正确',
    });
    expect((await list()).data.total).toBe(0);
  });
});

describe('updating, deleting and paging', () => {
  beforeAll(clearTravellers);

  it('replaces the whole record and its documents; the old number is free again', async () => {
    const saved = (await add({ name: '钱多多', documents: idCard(ID_MALE) })).data.tourist;
    const updated = await v2<{ tourist: Tourist }>('/tourist/update', {
      touristInfoId: saved.touristInfoId,
      name: '钱多',
      english_surname: 'QIAN',
      english_given_name: 'DUO',
      gender: 1,
      birthday: '1990-03-07',
      documents: [{ documentTypeId: 2, number: 'G99999999', expires_on: '2031-12-31' }],
    });
    expect(updated.flag).toBe(0);
    expect(updated.data.tourist).toMatchObject({
      touristInfoId: saved.touristInfoId,
      name: '钱多',
      documents: [
        { documentTypeId: 2, number: 'G99999999', expires_on: '2031-12-31', issuing_country: null },
      ],
    });
    expect((await add({ name: '孙一', documents: idCard(ID_MALE) })).flag).toBe(0);
    // Saving a traveller with its own numbers is not a clash.
    const same = await v2('/tourist/update', {
      touristInfoId: saved.touristInfoId,
      name: '钱多',
      english_surname: 'QIAN',
      english_given_name: 'DUO',
      gender: 1,
      birthday: '1990-03-07',
      documents: [{ documentTypeId: 2, number: 'G99999999' }],
    });
    expect(same.flag).toBe(0);
    const clash = await v2('/tourist/update', {
      touristInfoId: saved.touristInfoId,
      name: '钱多',
      documents: idCard(ID_MALE),
    });
    expect(clash.flag).toBe(2302);
  });

  it('never shows or changes another member’s traveller', async () => {
    const mine = (await add({ name: '周芷若', documents: idCard(ID_FEMALE) })).data.tourist;
    const id = mine.touristInfoId;
    const body = { touristInfoId: id, name: '周芷', documents: idCard(ID_FEMALE) };
    expect((await v2('/tourist/info', { touristInfoId: id }, other.token)).flag).toBe(2301);
    expect((await v2('/tourist/update', body, other.token)).flag).toBe(2301);
    expect((await v2('/tourist/delete', { touristInfoId: id }, other.token)).flag).toBe(2301);
    expect((await list({}, other.token)).data.list.map((tourist) => tourist.touristInfoId)).not.toContain(id);
    expect(await travellersOfMember(t.server.db, other.id, [id])).toEqual([]);
    const still = await v2<{ tourist: Tourist }>('/tourist/info', { touristInfoId: id });
    expect(still.data.tourist.name).toBe('周芷若');
  });

  it('deletes: gone from the list, info and the store; the number may be saved again; a second delete is 2301', async () => {
    const saved = (
      await add({
        name: '张无忌',
        gender: 1,
        birthday: '1985-01-01',
        documents: [{ documentTypeId: 5, number: 'H12345678' }],
      })
    ).data.tourist;
    const deleted = await v2('/tourist/delete', { touristInfoId: saved.touristInfoId });
    expect(deleted).toMatchObject({ flag: 0, data: { touristInfoId: saved.touristInfoId } });
    expect((await v2('/tourist/info', { touristInfoId: saved.touristInfoId })).flag).toBe(2301);
    expect((await v2('/tourist/delete', { touristInfoId: saved.touristInfoId })).flag).toBe(2301);
    expect((await list({ pageSize: 50 })).data.list.map((tourist) => tourist.touristInfoId)).not.toContain(
      saved.touristInfoId,
    );
    expect(await travellersOfMember(t.server.db, me.id, [saved.touristInfoId])).toEqual([]);
    expect(
      (
        await add({
          name: '张无忌',
          gender: 1,
          birthday: '1985-01-01',
          documents: [{ documentTypeId: 5, number: 'H12345678' }],
        })
      ).flag,
    ).toBe(0);
  });

  it('pages with pageNum and pageSize, newest first, and reports the total', async () => {
    await clearTravellers();
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1);
      await add({
        name: `旅客${'一二三四五'[i]}`,
        gender: 1,
        birthday: '1990-01-01',
        documents: [{ documentTypeId: 7, number: `P${i}` }],
      });
    }
    const first = await list({ pageNum: 1, pageSize: 2 });
    expect(first.data).toMatchObject({ pageNum: 1, pageSize: 2, total: 5 });
    expect(first.data.list.map((tourist) => tourist.name)).toEqual(['旅客五', '旅客四']);
    const last = await list({ pageNum: 3, pageSize: 2 });
    expect(last.data.list.map((tourist) => tourist.name)).toEqual(['旅客一']);
    expect((await list({ pageNum: 4, pageSize: 2 })).data.list).toEqual([]);
    expect((await list({})).data).toMatchObject({ pageNum: 1, pageSize: 20 });
    expect((await list({ pageSize: 51 })).flag).toBe(2001);
    expect((await list({ pageNum: 0 })).flag).toBe(2001);
    // A traveller just booked comes first.
    const oldest = last.data.list[0]!;
    await t.server.db.query('update travellers set last_used_at = $1 where id = $2', [
      new Date(t.clock.ms + 1000),
      oldest.touristInfoId,
    ]);
    expect((await list({ pageSize: 1 })).data.list[0]!.name).toBe('旅客一');
  });

  it('caps a member at 100 travellers', async () => {
    await clearTravellers();
    await t.server.db.query(
      `insert into travellers (member_id, name, gender, birthday, created_at, updated_at)
       select $1, '旅客', 1, '1990-01-01', $2, $2 from generate_series(1, 100)`,
      [me.id, new Date(t.clock.ms)],
    );
    const refused = await add({ name: '多一位', documents: idCard(ID_MALE) });
    expect(refused).toMatchObject({ flag: 2303, msg: '常用旅客最多保存100位，请先删除不再需要的旅客' });
    await clearTravellers();
  });
});

describe('contacts', () => {
  interface Contact {
    id: number;
    name: string;
    mobile: string;
    email: string | null;
  }

  it('saves, updates, lists newest first and deletes; checks name, mobile and e-mail', async () => {
    const first = await v2<{ contact: Contact }>('/contacts/save', { name: '张三', mobile: '13811112222' });
    expect(first).toMatchObject({
      flag: 0,
      data: { contact: { name: '张三', mobile: '13811112222', email: null } },
    });
    t.clock.advance(1);
    const second = await v2<{ contact: Contact }>('/contacts/save', {
      name: 'Li Lei',
      mobile: '13811113333',
      email: 'li@example.com',
    });
    expect(second.flag).toBe(0);
    expect(
      (await v2<{ list: Contact[] }>('/contacts/list', {})).data.list.map((contact) => contact.name),
    ).toEqual(['Li Lei', '张三']);

    t.clock.advance(1);
    const updated = await v2<{ contact: Contact }>('/contacts/save', {
      id: first.data.contact.id,
      name: '张三丰',
      mobile: '13811112222',
      email: 'zs@example.com',
    });
    expect(updated.data.contact).toEqual({
      id: first.data.contact.id,
      name: '张三丰',
      mobile: '13811112222',
      email: 'zs@example.com',
    });
    expect((await v2<{ list: Contact[] }>('/contacts/list', {})).data.list[0]!.name).toBe('张三丰');

    expect(await v2('/contacts/save', { name: '张', mobile: '13811112222' })).toMatchObject({
      flag: 2001,
      msg: '联系人姓名应为2-20个汉字或英文字母',
    });
    expect(await v2('/contacts/save', { name: '张三', mobile: '1381111' })).toMatchObject({
      flag: 2001,
      msg: '请输入以1开头的11位手机号',
    });
    expect((await v2('/contacts/save', { name: '张三', mobile: '13811112222', email: 'zs@' })).flag).toBe(
      2001,
    );

    expect((await v2('/contacts/delete', { id: second.data.contact.id })).flag).toBe(0);
    expect((await v2<{ list: Contact[] }>('/contacts/list', {})).data.list).toHaveLength(1);
  });

  it('keeps each member’s contacts to themselves', async () => {
    const mine = (await v2<{ contact: Contact }>('/contacts/save', { name: '私人', mobile: '13811114444' }))
      .data.contact;
    expect(
      (await v2<{ list: Contact[] }>('/contacts/list', {}, other.token)).data.list.map(
        (contact) => contact.id,
      ),
    ).not.toContain(mine.id);
    expect(
      (await v2('/contacts/save', { id: mine.id, name: '改掉', mobile: '13811114444' }, other.token)).flag,
    ).toBe(2304);
    expect((await v2('/contacts/delete', { id: mine.id }, other.token)).flag).toBe(2304);
    expect(
      (await v2<{ list: Contact[] }>('/contacts/list', {})).data.list.map((contact) => contact.name),
    ).toContain('私人');
  });
});

// The store products read when booking: rows go in by SQL here so this part does not depend on
// the endpoints.
describe('travellersOfMember', () => {
  beforeAll(clearTravellers);

  async function insert(memberId: number, name: string, deleted = false): Promise<number> {
    const now = new Date(t.clock.ms);
    const [row] = await t.server.db.query<{ id: number }>(
      `insert into travellers (member_id, name, gender, birthday, created_at, updated_at, deleted_at)
       values ($1, $2, 1, '1990-01-02', $3, $3, $4) returning id`,
      [memberId, name, now, deleted ? now : null],
    );
    return row!.id;
  }

  it('returns only the member’s live travellers, in the order asked, with documents in entry order', async () => {
    const a = await insert(me.id, '张三');
    const b = await insert(me.id, '李四');
    const gone = await insert(me.id, '王五', true);
    const foreign = await insert(other.id, '赵六');
    await t.server.db.query(
      `insert into traveller_documents (traveller_id, member_id, type, number, expires_on, issuing_country, position)
       values ($1, $2, 2, 'E12345678', '2030-01-01', 'CN', 0), ($1, $2, 1, '11010519491231002X', null, 'CN', 1)`,
      [a, me.id],
    );
    const got = await travellersOfMember(t.server.db, me.id, [b, a, gone, foreign, 999999, a]);
    expect(got.map((row) => row.id)).toEqual([b, a]);
    expect(got[1]).toEqual({
      id: a,
      member_id: me.id,
      name: '张三',
      english_surname: null,
      english_given_name: null,
      gender: 1,
      birthday: '1990-01-02',
      mobile: null,
      documents: [
        { type: 2, number: 'E12345678', expires_on: '2030-01-01', issuing_country: 'CN' },
        { type: 1, number: '11010519491231002X', expires_on: null, issuing_country: 'CN' },
      ],
    });
    expect(got[0]!.documents).toEqual([]);
    expect(await travellersOfMember(t.server.db, me.id, [])).toEqual([]);
  });

  it('refuses a second document of one type for a traveller and one number twice within a member', async () => {
    const a = await insert(me.id, '孙七');
    const b = await insert(me.id, '周八');
    const doc = `insert into traveller_documents (traveller_id, member_id, type, number, position) values ($1, $2, $3, $4, 0)`;
    await t.server.db.query(doc, [a, me.id, 2, 'G11111111']);
    await expect(t.server.db.query(doc, [a, me.id, 2, 'G22222222'])).rejects.toThrow();
    await expect(t.server.db.query(doc, [b, me.id, 2, 'G11111111'])).rejects.toThrow();
    // Another member may save the same person.
    const c = await insert(other.id, '孙七');
    await t.server.db.query(doc, [c, other.id, 2, 'G11111111']);
  });
});
