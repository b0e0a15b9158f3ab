// Travellers and contacts: the member's frequent travellers with their documents, the document
// types a traveller can carry, and the contacts an order is booked under.
import {
  describe,
  int,
  list,
  noParams,
  nullable,
  object,
  oneOf,
  optional,
  params,
  route,
  shape,
  text,
  Type,
  type Static,
} from './kit.ts';

/** documentTypeId: 1 身份证 … 7 军官证, the order of the SDL enum `DocumentType`. */
const documentTypeId = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
  Type.Literal(6),
  Type.Literal(7),
]);
export type DocumentTypeId = Static<typeof documentTypeId>;
export const DOCUMENT_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly DocumentTypeId[];

export const DocumentType = shape('DocumentType', {
  documentTypeId,
  name: describe(Type.String(), '"身份证", "护照" …'),
  rule: describe(
    Type.Union([
      Type.Literal('mainlandId'),
      Type.Literal('passport'),
      Type.Literal('hkMoTwPermit'),
      Type.Literal('hometownPermit'),
      Type.Literal('taiwanCompatriotPermit'),
      Type.Literal('officerId'),
    ]),
    'the rule of schema/src/validation.ts the number must pass',
  ),
  needs_expiry: describe(Type.Boolean(), 'whether booking abroad on it needs its expiry date'),
});

export const TouristDocument = shape('TouristDocument', {
  documentTypeId,
  number: describe(Type.String(), 'upper case'),
  expires_on: describe(nullable(Type.String()), '"YYYY-MM-DD"'),
  issuing_country: describe(nullable(Type.String()), 'two letters, upper case ("CN")'),
});

export const Tourist = shape(
  'Tourist',
  {
    touristInfoId: Type.Integer(),
    name: describe(Type.String(), '2–8 Chinese characters'),
    english_surname: describe(nullable(Type.String()), 'upper case'),
    english_given_name: describe(nullable(Type.String()), 'upper case'),
    gender: describe(
      Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
      '1 male, 2 female (0 unknown: only on records not saved through add or update)',
    ),
    birthday: describe(Type.String(), '"YYYY-MM-DD"'),
    mobile: nullable(Type.String()),
    is_self: describe(Type.Boolean(), 'the earliest saved traveller whose mobile is the member’s own'),
    documents: describe(Type.Array(TouristDocument), 'in entry order'),
  },
  'a frequent traveller',
);

export const Contact = shape('Contact', {
  id: Type.Integer(),
  name: Type.String(),
  mobile: Type.String(),
  email: nullable(Type.String()),
});

export const TouristPage = Type.Object({
  list: Type.Array(Tourist),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});

const touristInfoId = int('旅客编号', { invalid: '旅客编号不正确' });

/**
 * A traveller as add and update read it (`TouristInput`), in the order the handler checks it. The
 * handler applies the shared rules and phrases each document's own messages.
 */
const touristInput = {
  name: text('姓名', { missing: '请输入姓名' }),
  english_surname: optional(text('英文姓')),
  english_given_name: optional(text('英文名')),
  mobile: optional(text('手机号')),
  documents: list(
    '证件信息',
    object('证件信息', {
      documentTypeId: optional(oneOf('证件类型', DOCUMENT_TYPE_IDS)),
      number: optional(text('证件号码')),
      expires_on: optional(text('有效期')),
      issuing_country: optional(text('签发国家或地区')),
    }),
    {
      missing: '请至少填写一种证件',
      maxItems: DOCUMENT_TYPE_IDS.length,
      description: '1–7 entries `{ documentTypeId, number, expires_on?, issuing_country? }`',
    },
  ),
  birthday: optional(text('出生日期')),
  gender: optional(oneOf('性别', [1, 2], { invalid: '性别应为 1（男）或 2（女）' })),
};

const contactId = int('联系人编号', { invalid: '联系人编号不正确' });

export const travellerRoutes = {
  documentTypes: route({
    prefix: '/api',
    method: 'GET',
    path: '/tourist/documentTypes',
    auth: 'none',
    params: noParams,
    data: Type.Object({ list: Type.Array(DocumentType) }),
    doc: {
      params: 'none; no token needed',
      data: 'in the order above; `hkMoTwPermit` is the rule of both 3 and 4; `needs_expiry` true for 2–6',
    },
  }),
  touristList: route({
    prefix: '/v2',
    method: 'POST',
    path: '/tourist/list',
    auth: 'required',
    // Changes nothing: the gateway may retry it.
    idempotent: true,
    params: params({
      pageNum: optional(int('页码', { invalid: '页码应为 1–100000 的整数', description: 'default 1' })),
      pageSize: optional(
        int('每页条数', { invalid: '每页条数应为 1–50 的整数', description: '1–50, default 20' }),
      ),
    }),
    data: TouristPage,
    doc: { data: 'most recently booked first (`last_used_at`), then newest saved' },
    flags: [2001],
  }),
  touristInfo: route({
    prefix: '/v2',
    method: 'POST',
    path: '/tourist/info',
    auth: 'required',
    idempotent: true,
    params: params({ touristInfoId }),
    data: Type.Object({ tourist: Tourist }),
    flags: [2001, 2301],
  }),
  touristAdd: route({
    prefix: '/v2',
    method: 'POST',
    path: '/tourist/add',
    auth: 'required',
    params: params(touristInput),
    data: Type.Object({ tourist: Tourist }),
    doc: { params: 'the `TouristInput` above' },
    flags: [2001, 2302, 2303],
  }),
  touristUpdate: route({
    prefix: '/v2',
    method: 'POST',
    path: '/tourist/update',
    auth: 'required',
    params: params({ touristInfoId, ...touristInput }),
    data: Type.Object({ tourist: Tourist }),
    doc: {
      params:
        '`touristInfoId` and the `TouristInput` above: the whole record; the documents replace the saved ones',
    },
    flags: [2001, 2301, 2302],
  }),
  touristDelete: route({
    prefix: '/v2',
    method: 'POST',
    path: '/tourist/delete',
    auth: 'required',
    params: params({ touristInfoId }),
    data: Type.Object({ touristInfoId: Type.Integer() }),
    flags: [2001, 2301],
  }),
  contactList: route({
    prefix: '/v2',
    method: 'POST',
    path: '/contacts/list',
    auth: 'required',
    idempotent: true,
    params: noParams,
    data: Type.Object({ list: Type.Array(Contact) }),
    doc: { data: 'last saved first' },
  }),
  contactSave: route({
    prefix: '/v2',
    method: 'POST',
    path: '/contacts/save',
    auth: 'required',
    params: params({
      id: optional(contactId),
      name: text('联系人姓名', { description: '2–20 Chinese or Latin letters, spaces, ·' }),
      mobile: text('手机号', { missing: '请输入手机号' }),
      email: optional(text('邮箱')),
    }),
    data: Type.Object({ contact: Contact }),
    doc: { params: 'without `id` a new contact' },
    flags: [2001, 2304, 2305],
  }),
  contactDelete: route({
    prefix: '/v2',
    method: 'POST',
    path: '/contacts/delete',
    auth: 'required',
    params: params({ id: contactId }),
    data: Type.Object({ id: Type.Integer() }),
    flags: [2001, 2304],
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { travellerRoutes as routes };
export const shapes = [Tourist, TouristDocument, DocumentType, Contact];
