// Invoice titles and e-invoices: the member's saved titles, the company register the title form
// searches, and the one e-invoice a finished order can have.
import {
  bool,
  describe,
  int,
  noParams,
  nullable,
  oneOf,
  optional,
  params,
  route,
  shape,
  text,
  Type,
} from './kit.ts';

const kind = describe(Type.Union([Type.Literal(1), Type.Literal(2)]), '1 个人 (person), 2 企业 (company)');

export const InvoiceTitle = shape('InvoiceTitle', {
  invoiceId: Type.Integer(),
  kind,
  name: Type.String(),
  tax_number: describe(nullable(Type.String()), 'upper case; null for a person'),
  address: describe(nullable(Type.String()), 'null for a person'),
  phone: describe(nullable(Type.String()), 'null for a person'),
  bank_name: describe(nullable(Type.String()), 'null for a person'),
  bank_account: describe(nullable(Type.String()), 'digits only; null for a person'),
  is_default: Type.Boolean(),
});

export const Company = shape('Company', {
  name: Type.String(),
  tax_number: describe(Type.String(), 'a valid unified social credit code'),
});

export const EInvoice = shape('EInvoice', {
  id: Type.Integer(),
  order_no: Type.String(),
  status: describe(
    Type.Union([Type.Literal('issuing'), Type.Literal('issued')]),
    'worked out when read: issued 2 minutes after the request',
  ),
  title_kind: describe(kind, 'copied from the title when asked'),
  title_name: describe(Type.String(), 'copied from the title when asked'),
  tax_number: describe(nullable(Type.String()), 'copied from the title when asked'),
  amount_fen: describe(Type.Integer(), 'fen, an integer'),
  email: Type.String(),
  requested_at: describe(Type.String(), '"…+08:00"'),
  issued_at: describe(nullable(Type.String()), '"…+08:00", null while issuing'),
});

const invoiceId = int('发票抬头编号', { invalid: '发票抬头编号不正确' });
const orderNo = text('订单号');

/** A title as save and update read it (`TitleInput`); the handler checks each field's rule. */
const titleInput = {
  kind: oneOf('抬头类型', [1, 2], { invalid: '抬头类型应为 1（个人）或 2（企业）' }),
  name: text('发票抬头'),
  tax_number: optional(text('纳税人识别号', { description: 'required for a company' })),
  address: optional(text('注册地址')),
  phone: optional(text('注册电话')),
  bank_name: optional(text('开户银行')),
  bank_account: optional(text('银行账号')),
  is_default: optional(bool('是否默认', { invalid: '是否默认应为 true 或 false' })),
};

export const invoiceRoutes = {
  invoiceList: route({
    prefix: '/v2',
    method: 'POST',
    path: '/invoice/list',
    auth: 'required',
    // Changes nothing: the gateway may retry it.
    idempotent: true,
    params: noParams,
    data: Type.Object({ list: Type.Array(InvoiceTitle) }),
    doc: { data: 'the default first, then last saved first' },
  }),
  invoiceSave: route({
    prefix: '/v2',
    method: 'POST',
    path: '/invoice/save',
    auth: 'required',
    params: params(titleInput),
    data: Type.Object({ invoice: InvoiceTitle }),
    doc: { params: 'the `TitleInput` above' },
    flags: [2001, 2312],
  }),
  invoiceUpdate: route({
    prefix: '/v2',
    method: 'POST',
    path: '/invoice/update',
    auth: 'required',
    params: params({ invoiceId, ...titleInput }),
    data: Type.Object({ invoice: InvoiceTitle }),
    doc: { params: '`invoiceId` and the `TitleInput` above' },
    flags: [2001, 2311],
  }),
  invoiceDelete: route({
    prefix: '/v2',
    method: 'POST',
    path: '/invoice/delete',
    auth: 'required',
    params: params({ invoiceId }),
    data: Type.Object({ invoiceId: Type.Integer() }),
    flags: [2001, 2311],
  }),
  searchCompany: route({
    prefix: '/api',
    method: 'GET',
    path: '/invoice/searchCompany',
    auth: 'required',
    params: params({ keyword: text('公司名称关键字', { description: '2–50 characters' }) }),
    data: Type.Object({ keyword: Type.String(), list: Type.Array(Company) }),
    doc: {
      data:
        'at most 10 companies of the stand-in’s register (20 invented companies with valid codes, ' +
        '`src/domains/invoice/companies.ts`) whose name contains the keyword, case-insensitive, ' +
        'always in the same order',
    },
    flags: [2001],
  }),
  buildEInvoice: route({
    prefix: '/v2',
    method: 'POST',
    path: '/invoice/buildEInvoice',
    auth: 'required',
    params: params({ order_no: orderNo, invoiceId, email: text('邮箱', { missing: '请输入邮箱地址' }) }),
    data: Type.Object({ e_invoice: EInvoice }),
    flags: [2001, 2311, 2313, 2314, 2315],
  }),
  queryEInvoice: route({
    prefix: '/v2',
    method: 'POST',
    path: '/invoice/queryEInvoice',
    auth: 'required',
    idempotent: true,
    params: params({ order_no: orderNo }),
    data: Type.Object({ e_invoice: nullable(EInvoice) }),
    doc: { data: 'null when none was asked for' },
    flags: [2001, 2313],
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { invoiceRoutes as routes };
export const shapes = [InvoiceTitle, Company, EInvoice];
