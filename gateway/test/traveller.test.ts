// Travellers, contacts, invoice titles and e-invoices through the gateway into the real stand-in.
import { mainlandIdCheckChar } from '@storefront/schema/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, startStack, type Stack, type TestClient } from './harness.ts';

const ID_FEMALE = '11010519491231002X';
const ID_CHILD_17 = `110101${new Date().getFullYear() - 5}0307123`;
const ID_CHILD = `${ID_CHILD_17}${mainlandIdCheckChar(ID_CHILD_17)}`;

const TRAVELLER_FIELDS = `id name englishSurname englishGivenName gender birthday mobile isSelf
  documents { type number maskedNumber expiresOn issuingCountry }`;
const CREATE = `mutation Create($input: CreateTravellerInput!) {
  createTraveller(input: $input) { traveller { ${TRAVELLER_FIELDS} } userErrors { code message field } } }`;
const UPDATE = `mutation Update($input: UpdateTravellerInput!) {
  updateTraveller(input: $input) { traveller { ${TRAVELLER_FIELDS} } userErrors { code message } } }`;
const DELETE = `mutation Delete($id: ID!) { deleteTraveller(input: { id: $id }) { deletedId userErrors { code message } } }`;
const LIST = `query List($pageNum: Int, $pageSize: Int, $on: Date!) {
  travellers(pageNum: $pageNum, pageSize: $pageSize) { pageNum pageSize total hasMore items { id name ageClass(on: $on) } } }`;
const ONE = `query One($id: ID!) { traveller(id: $id) { ${TRAVELLER_FIELDS} } }`;

interface Traveller {
  id: string;
  name: string;
  gender: string;
  birthday: string;
  isSelf: boolean;
  documents: { type: string; number: string; maskedNumber: string; expiresOn: string | null }[];
}
interface SavePayload {
  traveller: Traveller | null;
  userErrors: { code: string; message: string }[];
}

let stack: Stack;
let member: TestClient;
let memberId: number;
let mobile: string;
let other: TestClient;

async function login(): Promise<{ client: TestClient; id: number; mobile: string }> {
  const client = stack.client();
  const number = freshMobile();
  await client.gql(
    `mutation { sendVerifyCode(input: { mobile: "${number}", purpose: LOGIN }) { resendIn } }`,
  );
  const code = await stack.smsCode(number);
  const res = await client.gql<{ loginByCode: { user: { id: string } } }>(
    `mutation { loginByCode(input: { mobile: "${number}", code: "${code}" }) { user { id } } }`,
  );
  return { client, id: Number(res.data!.loginByCode.user.id), mobile: number };
}

beforeAll(async () => {
  stack = await startStack();
  ({ client: member, id: memberId, mobile } = await login());
  ({ client: other } = await login());
});
afterAll(() => stack.close());

function calls(): number {
  return stack.legacy.requestLog.length;
}

describe('travellers', () => {
  it('needs a member', async () => {
    const res = await stack.client().gql(LIST, { on: '2030-01-01' });
    expect(res.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('lists the document types with their rule names, in the SDL order', async () => {
    const res = await member.gql<{
      documentTypes: { type: string; name: string; rule: string; needsExpiry: boolean }[];
    }>('{ documentTypes { type name rule needsExpiry } }');
    expect(res.data!.documentTypes.map((t) => [t.type, t.name, t.rule, t.needsExpiry])).toEqual([
      ['ID_CARD', '身份证', 'mainlandId', false],
      ['PASSPORT', '护照', 'passport', true],
      ['HK_MACAO_PERMIT', '港澳通行证', 'hkMoTwPermit', true],
      ['TAIWAN_PERMIT', '台湾通行证', 'hkMoTwPermit', true],
      ['HOME_RETURN_PERMIT', '回乡证', 'hometownPermit', true],
      ['TAIWAN_COMPATRIOT_PERMIT', '台胞证', 'taiwanCompatriotPermit', true],
      ['OFFICER_ID', '军官证', 'officerId', false],
    ]);
  });

  it('rejects a broken §5 rule as BAD_USER_INPUT naming the field, before any upstream call', async () => {
    const cases: [Record<string, unknown>, string[], string][] = [
      [
        { name: '张三', documents: [{ type: 'ID_CARD', number: '110105194912310021' }] },
        ['input', 'documents', '0', 'number'],
        '身份证号最后一位校验码不正确，请核对号码',
      ],
      [
        { name: 'Tom', documents: [{ type: 'ID_CARD', number: ID_FEMALE }] },
        ['input', 'name'],
        '请输入2-8个汉字的中文姓名',
      ],
      [
        {
          name: '张三',
          gender: 'MALE',
          birthday: '1990-01-01',
          documents: [{ type: 'PASSPORT', number: 'E1' }],
        },
        ['input', 'documents', '0', 'number'],
        '护照号码应为5-17位字母或数字',
      ],
      [
        {
          name: '张三',
          gender: 'MALE',
          birthday: '1990-01-01',
          documents: [{ type: 'PASSPORT', number: 'E12345678' }],
        },
        ['input', 'englishSurname'],
        '使用护照时请填写英文姓',
      ],
      [
        {
          name: '张三',
          gender: 'MALE',
          birthday: '2999-01-01',
          documents: [{ type: 'OFFICER_ID', number: 'J1' }],
        },
        ['input', 'birthday'],
        '出生日期不能晚于今天',
      ],
      [
        { name: '张三', birthday: '1990-01-01', documents: [{ type: 'OFFICER_ID', number: 'J1' }] },
        ['input', 'gender'],
        '请选择性别',
      ],
      [
        { name: '张三', birthday: '1990-01-01', documents: [{ type: 'ID_CARD', number: ID_FEMALE }] },
        ['input', 'birthday'],
        '出生日期与身份证号不一致，请核对',
      ],
      [{ name: '张三', documents: [] }, ['input', 'documents'], '请至少填写一种证件'],
    ];
    const before = calls();
    for (const [input, field, message] of cases) {
      const res = await member.gql(CREATE, { input });
      expect({ input, error: res.errors?.[0]?.extensions, message: res.errors?.[0]?.message }).toEqual({
        input,
        error: expect.objectContaining({ code: 'BAD_USER_INPUT', field }),
        message,
      });
    }
    expect(calls()).toBe(before);
  });

  it('creates from an ID card (birthday and gender taken from it), reads it back whole, and masks the number', async () => {
    const res = await member.gql<{ createTraveller: SavePayload }>(CREATE, {
      input: { name: '李华', mobile, documents: [{ type: 'ID_CARD', number: ID_FEMALE.toLowerCase() }] },
    });
    expect(res.errors).toBeUndefined();
    const saved = res.data!.createTraveller.traveller!;
    expect(saved).toMatchObject({
      name: '李华',
      gender: 'FEMALE',
      birthday: '1949-12-31',
      isSelf: true,
      documents: [
        { type: 'ID_CARD', number: ID_FEMALE, maskedNumber: '110***********002X', expiresOn: null },
      ],
    });
    const one = await member.gql<{ traveller: Traveller }>(ONE, { id: saved.id });
    expect(one.data!.traveller).toEqual(saved);
  });

  it('answers an expected refusal as a userError: the same number twice', async () => {
    const res = await member.gql<{ createTraveller: SavePayload }>(CREATE, {
      input: { name: '李小华', documents: [{ type: 'ID_CARD', number: ID_FEMALE }] },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createTraveller).toEqual({
      traveller: null,
      userErrors: [
        {
          code: 'DOCUMENT_NUMBER_TAKEN',
          message: '该身份证号码已保存在常用旅客「李华」中，请直接选择或编辑该旅客',
          field: null,
        },
      ],
    });
  });

  it('gives the age class on a travel date from the shared rule, and pages with hasMore', async () => {
    await member.gql(CREATE, {
      input: { name: '李小宝', documents: [{ type: 'ID_CARD', number: ID_CHILD }] },
    });
    const year = new Date().getFullYear();
    const child = await member.gql<{
      travellers: { total: number; hasMore: boolean; items: { name: string; ageClass: string }[] };
    }>(LIST, {
      pageNum: 1,
      pageSize: 1,
      on: `${year + 1}-03-06`,
    });
    expect(child.data!.travellers).toMatchObject({
      total: 2,
      hasMore: true,
      items: [{ name: '李小宝', ageClass: 'CHILD' }],
    });
    const page2 = await member.gql<{
      travellers: { hasMore: boolean; items: { name: string; ageClass: string }[] };
    }>(LIST, {
      pageNum: 2,
      pageSize: 1,
      on: `${year + 1}-03-06`,
    });
    expect(page2.data!.travellers).toMatchObject({
      hasMore: false,
      items: [{ name: '李华', ageClass: 'ADULT' }],
    });
    const tooBig = await member.gql(LIST, { pageSize: 51, on: '2030-01-01' });
    expect(tooBig.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: ['pageSize'] });
  });

  it('updates and deletes only the member’s own travellers; someone else’s reads as null', async () => {
    const created = await member.gql<{ createTraveller: SavePayload }>(CREATE, {
      input: {
        name: '欧阳娜娜',
        englishSurname: 'OUYANG',
        englishGivenName: 'NANA',
        gender: 'FEMALE',
        birthday: '2000-06-15',
        documents: [{ type: 'PASSPORT', number: 'E12345678', expiresOn: '2033-01-31', issuingCountry: 'CN' }],
      },
    });
    const id = created.data!.createTraveller.traveller!.id;
    expect(created.data!.createTraveller.traveller!.documents[0]!.maskedNumber).toBe('E******78');

    expect((await other.gql<{ traveller: null }>(ONE, { id })).data).toEqual({ traveller: null });
    const foreign = await other.gql<{ updateTraveller: SavePayload }>(UPDATE, {
      input: {
        id,
        name: '娜娜',
        gender: 'FEMALE',
        birthday: '2000-06-15',
        documents: [{ type: 'OFFICER_ID', number: 'J1' }],
      },
    });
    expect(foreign.data!.updateTraveller.userErrors[0]!.code).toBe('TRAVELLER_NOT_FOUND');
    const foreignDelete = await other.gql<{
      deleteTraveller: { deletedId: string | null; userErrors: { code: string }[] };
    }>(DELETE, { id });
    expect(foreignDelete.data!.deleteTraveller).toMatchObject({
      deletedId: null,
      userErrors: [{ code: 'TRAVELLER_NOT_FOUND' }],
    });

    const updated = await member.gql<{ updateTraveller: SavePayload }>(UPDATE, {
      input: {
        id,
        name: '欧阳娜',
        englishSurname: 'OUYANG',
        englishGivenName: 'NA',
        gender: 'FEMALE',
        birthday: '2000-06-15',
        documents: [{ type: 'HK_MACAO_PERMIT', number: 'C12345678' }],
      },
    });
    expect(updated.data!.updateTraveller.traveller).toMatchObject({
      name: '欧阳娜',
      documents: [{ type: 'HK_MACAO_PERMIT', number: 'C12345678' }],
    });

    const deleted = await member.gql<{ deleteTraveller: { deletedId: string } }>(DELETE, { id });
    expect(deleted.data!.deleteTraveller.deletedId).toBe(id);
    expect((await member.gql(ONE, { id })).data).toEqual({ traveller: null });
    expect((await member.gql(ONE, { id: 'abc' })).data).toEqual({ traveller: null });
  });
});

describe('contacts', () => {
  const SAVE = `mutation S($input: SaveContactInput!) { saveContact(input: $input) { contact { id name mobile email } userErrors { code message } } }`;

  it('saves, lists and deletes a contact; checks the e-mail before the backend; keeps it from others', async () => {
    const saved = await member.gql<{ saveContact: { contact: { id: string; name: string } } }>(SAVE, {
      input: { name: '张三', mobile: '13811112222', email: 'zs@example.com' },
    });
    const id = saved.data!.saveContact.contact.id;
    const list = await member.gql<{ contacts: { id: string; name: string; email: string | null }[] }>(
      '{ contacts { id name mobile email } }',
    );
    expect(list.data!.contacts).toEqual([
      { id, name: '张三', mobile: '13811112222', email: 'zs@example.com' },
    ]);
    expect((await other.gql<{ contacts: unknown[] }>('{ contacts { id } }')).data!.contacts).toEqual([]);

    const before = calls();
    const bad = await member.gql(SAVE, { input: { name: '张三', mobile: '13811112222', email: 'zs@' } });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: ['input', 'email'] });
    expect(calls()).toBe(before);

    const foreign = await other.gql<{ deleteContact: { userErrors: { code: string }[] } }>(
      `mutation { deleteContact(input: { id: "${id}" }) { deletedId userErrors { code } } }`,
    );
    expect(foreign.data!.deleteContact.userErrors[0]!.code).toBe('CONTACT_NOT_FOUND');
    const deleted = await member.gql<{ deleteContact: { deletedId: string } }>(
      `mutation { deleteContact(input: { id: "${id}" }) { deletedId userErrors { code } } }`,
    );
    expect(deleted.data!.deleteContact.deletedId).toBe(id);
  });
});

describe('invoice titles and e-invoices', () => {
  const SAVE = `mutation S($input: SaveInvoiceTitleInput!) {
    saveInvoiceTitle(input: $input) { invoiceTitle { id kind name taxNumber bankAccount isDefault } userErrors { code message } } }`;
  const TITLES = '{ invoiceTitles { id kind name taxNumber isDefault } }';
  const REQUEST = `mutation R($input: RequestEInvoiceInput!) {
    requestEInvoice(input: $input) { invoice { id orderNo status titleName taxNumber amount { fen text } email issuedAt } userErrors { code message } } }`;
  const QUERY = `query Q($orderNo: String!) { eInvoice(orderNo: $orderNo) { status issuedAt amount { fen } } }`;

  it('holds every free-text field of a title to the shared bound before the backend', async () => {
    const before = calls();
    const company = { kind: 'COMPANY', name: '北京华辰科技发展有限公司', taxNumber: '91110108MA004RFW26' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...company, address: '路'.repeat(101) }, 'address', '注册地址不能超过100个字'],
      [{ ...company, bankName: '行'.repeat(51) }, 'bankName', '开户银行不能超过50个字'],
      [{ ...company, name: '公'.repeat(101) }, 'name', '发票抬头不能超过100个字'],
      [{ kind: 'PERSONAL', name: '李'.repeat(51) }, 'name', '发票抬头不能超过50个字'],
    ];
    for (const [input, field, message] of cases) {
      const res = await member.gql(SAVE, { input });
      expect(res.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: ['input', field] });
      expect(res.errors![0]!.message).toBe(message);
    }
    expect(calls()).toBe(before);
  });

  it('checks a company’s taxpayer number before the backend, saves, updates and moves the default', async () => {
    const before = calls();
    const bad = await member.gql(SAVE, {
      input: { kind: 'COMPANY', name: '北京华辰科技发展有限公司', taxNumber: '91110108MA004RFW27' },
    });
    expect(bad.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: ['input', 'taxNumber'],
    });
    expect(bad.errors![0]!.message).toBe('统一社会信用代码最后一位校验码不正确，请核对');
    expect(calls()).toBe(before);

    const person = await member.gql<{
      saveInvoiceTitle: { invoiceTitle: { id: string; isDefault: boolean } };
    }>(SAVE, {
      input: { kind: 'PERSONAL', name: '李华' },
    });
    expect(person.data!.saveInvoiceTitle.invoiceTitle.isDefault).toBe(true);
    const company = await member.gql<{
      saveInvoiceTitle: { invoiceTitle: { id: string; taxNumber: string } };
    }>(SAVE, {
      input: {
        kind: 'COMPANY',
        name: '北京华辰科技发展有限公司',
        taxNumber: '91110108ma004rfw26',
        bankAccount: '6222020200112233',
        isDefault: true,
      },
    });
    expect(company.data!.saveInvoiceTitle.invoiceTitle).toMatchObject({
      taxNumber: '91110108MA004RFW26',
      bankAccount: '6222020200112233',
      isDefault: true,
    });
    const titles = await member.gql<{ invoiceTitles: { name: string; isDefault: boolean }[] }>(TITLES);
    expect(titles.data!.invoiceTitles.map((t) => [t.name, t.isDefault])).toEqual([
      ['北京华辰科技发展有限公司', true],
      ['李华', false],
    ]);
    const renamed = await member.gql<{ saveInvoiceTitle: { invoiceTitle: { id: string; name: string } } }>(
      SAVE,
      {
        input: { id: person.data!.saveInvoiceTitle.invoiceTitle.id, kind: 'PERSONAL', name: '李华华' },
      },
    );
    expect(renamed.data!.saveInvoiceTitle.invoiceTitle).toEqual({
      id: person.data!.saveInvoiceTitle.invoiceTitle.id,
      kind: 'PERSONAL',
      name: '李华华',
      taxNumber: null,
      bankAccount: null,
      isDefault: false,
    });
    expect((await other.gql<{ invoiceTitles: unknown[] }>(TITLES)).data!.invoiceTitles).toEqual([]);
  });

  it('searches companies by part of the name; fewer than 2 characters match nothing without a call', async () => {
    const found = await member.gql<{ searchCompanies: { name: string; taxNumber: string }[] }>(
      '{ searchCompanies(keyword: "华辰") { name taxNumber } }',
    );
    expect(found.data!.searchCompanies).toEqual([
      { name: '北京华辰科技发展有限公司', taxNumber: '91110108MA004RFW26' },
    ]);
    const before = calls();
    expect((await member.gql('{ searchCompanies(keyword: " 华 ") { name } }')).data).toEqual({
      searchCompanies: [],
    });
    expect(calls()).toBe(before);
  });

  it('requests the e-invoice of a finished order once, for its amount, issued on the server clock', async () => {
    const orderNo = `E${Date.now()}`;
    await stack.legacy.db.query(
      `insert into orders (order_no, member_id, order_type, status, total_fen, title, created_at)
       values ($1, $2, 8, 'finished', 98800, '北京—上海', $3)`,
      [orderNo, memberId, new Date()],
    );
    const [title] = (await member.gql<{ invoiceTitles: { id: string }[] }>(TITLES)).data!.invoiceTitles;
    expect((await member.gql(QUERY, { orderNo })).data).toEqual({ eInvoice: null });

    const badEmail = await member.gql(REQUEST, {
      input: { orderNo, invoiceTitleId: title!.id, email: 'nobody' },
    });
    expect(badEmail.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: ['input', 'email'],
    });

    const requested = await member.gql<{ requestEInvoice: { invoice: Record<string, unknown> } }>(REQUEST, {
      input: { orderNo, invoiceTitleId: title!.id, email: 'li@example.com' },
    });
    expect(requested.data!.requestEInvoice.invoice).toMatchObject({
      orderNo,
      status: 'ISSUING',
      titleName: '北京华辰科技发展有限公司',
      taxNumber: '91110108MA004RFW26',
      amount: { fen: 98800, text: '¥988' },
      email: 'li@example.com',
      issuedAt: null,
    });
    const again = await member.gql<{ requestEInvoice: { invoice: null; userErrors: { code: string }[] } }>(
      REQUEST,
      {
        input: { orderNo, invoiceTitleId: title!.id, email: 'li@example.com' },
      },
    );
    expect(again.data!.requestEInvoice).toMatchObject({
      invoice: null,
      userErrors: [{ code: 'EINVOICE_ALREADY_REQUESTED' }],
    });

    stack.advance(120_000);
    try {
      const issued = await member.gql<{ eInvoice: { status: string; issuedAt: string } }>(QUERY, { orderNo });
      expect(issued.data!.eInvoice).toMatchObject({ status: 'ISSUED', amount: { fen: 98800 } });
      expect(issued.data!.eInvoice.issuedAt).toMatch(/\+08:00$/);
    } finally {
      stack.advance(-120_000);
    }
    // Someone else's order reads as no invoice, and cannot be invoiced.
    expect((await other.gql(QUERY, { orderNo })).data).toEqual({ eInvoice: null });
  });

  it('refuses an order that is not finished as a userError', async () => {
    const orderNo = `U${Date.now()}`;
    await stack.legacy.db.query(
      `insert into orders (order_no, member_id, order_type, status, total_fen, title, created_at)
       values ($1, $2, 8, 'unpaid', 1000, '北京—上海', $3)`,
      [orderNo, memberId, new Date()],
    );
    const [title] = (await member.gql<{ invoiceTitles: { id: string }[] }>(TITLES)).data!.invoiceTitles;
    const res = await member.gql<{
      requestEInvoice: { invoice: null; userErrors: { code: string; message: string }[] };
    }>(REQUEST, {
      input: { orderNo, invoiceTitleId: title!.id, email: 'li@example.com' },
    });
    expect(res.data!.requestEInvoice).toEqual({
      invoice: null,
      userErrors: [
        { code: 'ORDER_NOT_INVOICEABLE', message: '订单完成（行程结束）后才能开具发票，请届时再来' },
      ],
    });
  });
});
